import { INT4_MAX } from '@app/contracts/ids';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';

const TIMEOUT_MS = 10_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  refresh_token: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

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

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError('SSO_UNAVAILABLE');
  }
}

/**
 * `POST {provider}/oauth2/access_token`: the authorisation code (with its PKCE verifier) or a
 * refresh token for an access token. A refused grant is the user's problem; anything else the
 * provider's.
 */
export async function requestToken(
  sso: ProfileSettings['sso'],
  grant:
    | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier: string }
    | { grant_type: 'refresh_token'; refresh_token: string },
): Promise<TokenAnswer> {
  const response = await call(`${sso.backchannel ?? sso.issuer}/oauth2/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...grant, client_id: sso.clientId, client_secret: sso.clientSecret }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 400 && response.status < 500) throw new AppError('SSO_CODE_INVALID');
  const parsed = tokenAnswer.safeParse(body);
  if (!response.ok || !parsed.success) throw new AppError('SSO_UNAVAILABLE');
  return parsed.data;
}

export async function fetchUserinfo(
  sso: ProfileSettings['sso'],
  accessToken: string,
): Promise<ExchangeUserinfo> {
  const response = await call(`${sso.backchannel ?? sso.issuer}/oauth2/userinfo`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (response.status === 401) throw new AppError('SSO_CODE_INVALID');
  const parsed = userinfoAnswer.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new AppError('SSO_UNAVAILABLE');
  return parsed.data;
}

/**
 * `POST {provider}/oauth2/revoke` (RFC 7009): ends the grant behind a refresh token, as when the
 * user closes their account. The provider answers 200 for a token it already forgot, so a retry is
 * harmless; an outage is thrown, so the caller can try again later.
 */
export async function revokeToken(sso: ProfileSettings['sso'], refreshToken: string): Promise<void> {
  const response = await call(`${sso.backchannel ?? sso.issuer}/oauth2/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      token: refreshToken,
      token_type_hint: 'refresh_token',
      client_id: sso.clientId,
      client_secret: sso.clientSecret,
    }),
  });
  // 400 with `unsupported_token_type` or `invalid_request` will not change on a retry either.
  if (response.status >= 500) throw new AppError('SSO_UNAVAILABLE');
}
