import { type Config, loadConfig } from '../../config.ts';
import { sealingSecrets } from '../../lib/sealing-secret.ts';
import { type SealingKeys, sealingKeysFrom } from '../../lib/token-crypto.ts';

/** What the profile area needs from the configuration. */
export interface ProfileSettings {
  production: boolean;
  sso: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    /** Where this server calls the provider's token and userinfo endpoints, when not at `issuer`. */
    backchannel?: string;
  };
  kycMinLevel: number;
  /** AES-256 keys sealing the exchange refresh tokens kept in the database (current and previous). */
  exchangeTokenKeys: SealingKeys;
  siweDomain: string;
  publicUrl: string;
  /** Chain node for contract-wallet signatures; unset, only plain-account signatures are checked. */
  walletRpcUrl: string | undefined;
}

type SettingsSource = Partial<Config> & Pick<Config, 'NODE_ENV'>;

/**
 * Settings from the app's configuration. Callers that pass only part of it (tests) get the rest
 * from the environment, read through the same validated schema.
 */
export function profileSettings(config: SettingsSource): ProfileSettings {
  const full: Config =
    config.SSO_ISSUER === undefined ? { ...loadConfig(process.env), ...config } : (config as Config);
  const publicUrl = new URL(full.PUBLIC_URL);
  return {
    production: full.NODE_ENV === 'production',
    sso: {
      issuer: full.SSO_ISSUER.replace(/\/+$/, ''),
      clientId: full.SSO_CLIENT_ID,
      clientSecret: full.SSO_CLIENT_SECRET,
      redirectUri: full.SSO_REDIRECT_URI,
      // The demo exchange runs inside this server: it is called on the address it listens on.
      ...(full.demoExchangeBackchannel && full.SSO_ISSUER === full.demoExchangeIssuer
        ? { backchannel: full.demoExchangeBackchannel }
        : {}),
    },
    kycMinLevel: full.KYC_MIN_LEVEL,
    exchangeTokenKeys: sealingKeysFrom(sealingSecrets(full), 'exchange-token-key'),
    siweDomain: full.SIWE_DOMAIN ?? publicUrl.host,
    publicUrl: publicUrl.origin,
    walletRpcUrl: full.WALLET_RPC_URL,
  };
}

/** The redirect URI for a locale (`{lang}` in the configured template). */
export function redirectUriFor(template: string, locale: string): string {
  return template.replaceAll('{lang}', locale);
}
