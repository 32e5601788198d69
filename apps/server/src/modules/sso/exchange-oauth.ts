import { INT4_MAX } from '@app/contracts/ids';
import * as oauth from 'openid-client';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { isLocalOrigin } from '../../demo-mode.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';

type SsoSettings = ProfileSettings['sso'];

/** Seconds one call to the exchange may take. */
const TIMEOUT_SECONDS = 10;
/** How long the exchange's published metadata is trusted before it is read again. */
const METADATA_TTL_MS = 60 * 60 * 1000;

// The provider's text is stored as it comes; PostgreSQL cannot hold a NUL character in text.
const claimText = z.string().refine((value) => !value.includes('\u0000'));

/** The exchange's userinfo claims this site uses. */
const userinfoAnswer = z.object({
  sub: claimText.min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional().default(false),
  exchange_wallet_address: claimText.nullable().optional(),
  next_wallet_address: claimText.nullable().optional(),
  kyc_level: z.coerce.number().int().min(0).max(INT4_MAX).optional().default(0),
  // The verified name: given and family name, or one `name` when the exchange sends only that.
  given_name: claimText.max(200).nullable().optional(),
  family_name: claimText.max(200).nullable().optional(),
  name: claimText.max(400).nullable().optional(),
});
export type ExchangeUserinfo = z.infer<typeof userinfoAnswer>;

/** What a grant gives this site: the account's userinfo, and the refresh token when one came. */
export interface ExchangeGrant {
  info: ExchangeUserinfo;
  refreshToken: string | null;
}

/**
 * The endpoints the exchange's protocol names below its issuer, used when it publishes no
 * metadata (`/.well-known/openid-configuration` answers 404).
 */
function documentedMetadata(issuer: string): oauth.ServerMetadata {
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth2/authorize`,
    token_endpoint: `${issuer}/oauth2/access_token`,
    userinfo_endpoint: `${issuer}/oauth2/userinfo`,
    revocation_endpoint: `${issuer}/oauth2/revoke`,
    code_challenge_methods_supported: ['S256'],
  };
}

const configurations = new Map<string, { at: number; configuration: Promise<oauth.Configuration> }>();

/**
 * The client for the configured exchange, from its published metadata (OpenID discovery: the
 * issuer it names must be the configured one), cached for an hour. A provider that publishes none
 * is reached at the documented paths. Plain http is allowed for a provider on this machine or
 * network, and outside production. Calls go to `backchannel` when set (the demo exchange inside
 * this server), though the browser and the checks see `issuer`.
 */
export function exchangeClient(sso: SsoSettings, production: boolean): Promise<oauth.Configuration> {
  const key = JSON.stringify([sso.issuer, sso.backchannel, sso.clientId, sso.clientSecret, production]);
  const cached = configurations.get(key);
  if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.configuration;
  const configuration = discover(sso, production);
  configurations.set(key, { at: Date.now(), configuration });
  configuration.catch(() => configurations.delete(key));
  return configuration;
}

async function discover(sso: SsoSettings, production: boolean): Promise<oauth.Configuration> {
  const insecure = new URL(sso.issuer).protocol === 'http:' && (!production || isLocalOrigin(sso.issuer));
  const backchannel = sso.backchannel;
  const fetchVia: oauth.CustomFetch = (url, options) =>
    fetch(
      backchannel && url.startsWith(sso.issuer) ? backchannel + url.slice(sso.issuer.length) : url,
      options,
    );
  const options: oauth.DiscoveryRequestOptions = {
    timeout: TIMEOUT_SECONDS,
    [oauth.customFetch]: fetchVia,
    ...(insecure ? { execute: [oauth.allowInsecureRequests] } : {}),
  };
  const clientAuth = oauth.ClientSecretPost(sso.clientSecret);
  const configured = (metadata: oauth.ServerMetadata) => {
    const configuration = new oauth.Configuration(metadata, sso.clientId, undefined, clientAuth);
    configuration.timeout = TIMEOUT_SECONDS;
    configuration[oauth.customFetch] = fetchVia;
    if (insecure) oauth.allowInsecureRequests(configuration);
    return configuration;
  };
  let metadata: oauth.ServerMetadata;
  try {
    const discovered = await oauth.discovery(
      new URL(sso.issuer),
      sso.clientId,
      undefined,
      clientAuth,
      options,
    );
    metadata = discovered.serverMetadata();
  } catch (error) {
    const status = error instanceof oauth.ClientError && (error.cause as Response | undefined)?.status;
    if (status !== 404) throw new AppError('SSO_UNAVAILABLE');
    return configured(documentedMetadata(sso.issuer));
  }
  // Read through the backchannel, the endpoints name the address it was reached on.
  if (backchannel) metadata = JSON.parse(JSON.stringify(metadata).replaceAll(backchannel, sso.issuer));
  return configured(metadata);
}

/**
 * The provider's answers sorted for the user: a refused or unverifiable grant (wrong issuer or
 * audience, a code or token refused, userinfo refused) is SSO_CODE_INVALID; an outage or an answer
 * that is not the protocol's is SSO_UNAVAILABLE.
 */
function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof oauth.ResponseBodyError)
    return new AppError(error.status >= 400 && error.status < 500 ? 'SSO_CODE_INVALID' : 'SSO_UNAVAILABLE');
  if (
    error instanceof oauth.AuthorizationResponseError ||
    error instanceof oauth.WWWAuthenticateChallengeError
  )
    return new AppError('SSO_CODE_INVALID');
  if (error instanceof oauth.ClientError) {
    const refused = [
      'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
      'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
      'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
      'OAUTH_INVALID_RESPONSE',
    ];
    if (refused.includes(error.code ?? '')) return new AppError('SSO_CODE_INVALID');
  }
  return new AppError('SSO_UNAVAILABLE');
}

async function userinfoOf(
  client: oauth.Configuration,
  accessToken: string,
  subject: string | undefined,
): Promise<ExchangeUserinfo> {
  const answer = await oauth.fetchUserInfo(client, accessToken, subject ?? oauth.skipSubjectCheck);
  const parsed = userinfoAnswer.safeParse(answer);
  if (!parsed.success) throw new AppError('SSO_UNAVAILABLE');
  return parsed.data;
}

/**
 * The authorisation request: code flow with PKCE (S256) and state, in the user's language
 * (`ui_locales`).
 */
export async function authorizationUrl(
  settings: Pick<ProfileSettings, 'sso' | 'production'>,
  request: { redirectUri: string; scope: string; state: string; codeChallenge: string; locale: string },
): Promise<string> {
  const client = await exchangeClient(settings.sso, settings.production);
  return oauth
    .buildAuthorizationUrl(client, {
      redirect_uri: request.redirectUri,
      scope: request.scope,
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      ui_locales: request.locale,
    })
    .toString();
}

export const pkceChallenge = (verifier: string) => oauth.calculatePKCECodeChallenge(verifier);
export const newPkceVerifier = () => oauth.randomPKCECodeVerifier();
export const newState = () => oauth.randomState();

/**
 * The browser came back with a code: the response is checked (state, and the issuer when the
 * provider names it), the code spent with its PKCE verifier, the ID token's issuer and audience
 * checked when one came, then the userinfo read for the same subject.
 */
export async function authorizationCodeGrant(
  settings: Pick<ProfileSettings, 'sso' | 'production'>,
  response: {
    redirectUri: string;
    code: string;
    state: string;
    iss?: string | undefined;
    codeVerifier: string;
  },
): Promise<ExchangeGrant> {
  try {
    const client = await exchangeClient(settings.sso, settings.production);
    const callback = new URL(response.redirectUri);
    callback.searchParams.set('code', response.code);
    callback.searchParams.set('state', response.state);
    if (response.iss !== undefined) callback.searchParams.set('iss', response.iss);
    const tokens = await oauth.authorizationCodeGrant(client, callback, {
      pkceCodeVerifier: response.codeVerifier,
      expectedState: response.state,
    });
    const info = await userinfoOf(client, tokens.access_token, tokens.claims()?.sub);
    return { info, refreshToken: tokens.refresh_token ?? null };
  } catch (error) {
    throw providerError(error);
  }
}

/**
 * Reads a linked account again with its refresh token. The userinfo must be the same subject:
 * another answer is the provider's fault (SSO_UNAVAILABLE), not a refusal of the grant.
 */
export async function refreshTokenGrant(
  settings: Pick<ProfileSettings, 'sso' | 'production'>,
  refreshToken: string,
  subject: string,
): Promise<ExchangeGrant> {
  let tokens;
  let client;
  try {
    client = await exchangeClient(settings.sso, settings.production);
    tokens = await oauth.refreshTokenGrant(client, refreshToken);
  } catch (error) {
    throw providerError(error);
  }
  try {
    const info = await userinfoOf(client, tokens.access_token, subject);
    return { info, refreshToken: tokens.refresh_token ?? null };
  } catch (error) {
    if (error instanceof oauth.ClientError && error.code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED')
      throw new AppError('SSO_UNAVAILABLE');
    throw providerError(error);
  }
}

/**
 * Ends the grant behind a refresh token at the exchange (RFC 7009), as when the user closes their
 * account. The provider answers 200 for a token it already forgot, so a retry is harmless; a
 * refusal (400) will not change on a retry either; an outage is thrown, so the caller can try again.
 */
export async function revokeRefreshToken(
  settings: Pick<ProfileSettings, 'sso' | 'production'>,
  refreshToken: string,
): Promise<void> {
  try {
    const client = await exchangeClient(settings.sso, settings.production);
    await oauth.tokenRevocation(client, refreshToken, { token_type_hint: 'refresh_token' });
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError && error.status < 500) return;
    throw providerError(error);
  }
}
