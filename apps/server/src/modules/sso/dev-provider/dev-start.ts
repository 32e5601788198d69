import { LOCALES } from '@app/contracts/locale';
import type { Config } from '../../../config.ts';
import { type DevSsoProvider, startDevSsoProvider } from './dev-provider.ts';

/**
 * `npm run dev`: the local exchange sign-in on SSO_DEV_PROVIDER_PORT (0 turns it off), registered
 * with the configured client and the site's callback in every locale.
 */
export async function startDevSsoProviderFromConfig(config: Config): Promise<DevSsoProvider | undefined> {
  if (config.NODE_ENV === 'production' || config.SSO_DEV_PROVIDER_PORT === 0) return undefined;
  // In demo mode the site serves the provider itself (see demo-exchange.routes.ts).
  if (config.demoExchangeIssuer) return undefined;
  const provider = await startDevSsoProvider({
    port: config.SSO_DEV_PROVIDER_PORT,
    clientId: config.SSO_CLIENT_ID,
    clientSecret: config.SSO_CLIENT_SECRET,
    redirectUris: LOCALES.map((locale) => config.SSO_REDIRECT_URI.replaceAll('{lang}', locale)),
  });
  if (provider.issuer !== config.SSO_ISSUER.replace(/\/+$/, '')) {
    console.warn(
      `The local sign-in provider runs at ${provider.issuer} but SSO_ISSUER is ${config.SSO_ISSUER}.`,
    );
  }
  return provider;
}
