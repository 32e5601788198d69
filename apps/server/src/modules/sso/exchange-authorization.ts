import type { Locale } from '@app/contracts/locale';
import type { SsoLoginBody, SsoStart } from '@app/contracts/profile';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { ssoLoginStates } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { sealToken } from '../../lib/token-crypto.ts';
import { hashToken } from '../identity/session.service.ts';
import { type ProfileSettings, redirectUriFor } from '../profile/profile-settings.ts';
import {
  authorizationCodeGrant,
  authorizationUrl,
  type ExchangeUserinfo,
  newPkceVerifier,
  newState,
  pkceChallenge,
} from './exchange-oauth.ts';

const STATE_TTL_SECONDS = 10 * 60;
const SCOPE = 'openid email profile bitkub';

/**
 * Starts an authorisation at the exchange, for a sign-in or for linking a signed-in user's
 * account: a single-use state (kept hashed) and a PKCE verifier whose challenge goes to the
 * provider, with the site's language. The site keeps state and verifier in a short-lived cookie.
 */
export async function startExchangeAuthorization(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  locale: Locale,
  /** A signed-in user linking their exchange account: the state then belongs to them alone. */
  linkUserId: number | null = null,
): Promise<SsoStart> {
  const state = newState();
  const codeVerifier = newPkceVerifier();
  const redirectUri = redirectUriFor(settings.sso.redirectUri, locale);
  const authorizeUrl = await authorizationUrl(settings, {
    redirectUri,
    scope: SCOPE,
    state,
    codeChallenge: await pkceChallenge(codeVerifier),
    locale,
  });
  await db.insert(ssoLoginStates).values({
    stateHash: hashToken(state),
    redirectUri,
    linkUserId,
    expiresAt: new Date(clock.now().getTime() + STATE_TTL_SECONDS * 1000),
  });
  return { authorizeUrl, state, codeVerifier, expiresIn: STATE_TTL_SECONDS, redirectUri };
}

/** Uses up a state once; unknown, used or expired states are refused. */
async function consumeState(
  db: Db,
  clock: Clock,
  state: string,
): Promise<{ redirectUri: string; linkUserId: number | null }> {
  const [row] = await db
    .update(ssoLoginStates)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(ssoLoginStates.stateHash, hashToken(state)),
        isNull(ssoLoginStates.usedAt),
        gt(ssoLoginStates.expiresAt, clock.now()),
      ),
    )
    .returning({ redirectUri: ssoLoginStates.redirectUri, linkUserId: ssoLoginStates.linkUserId });
  if (!row) throw new AppError('SSO_STATE_INVALID');
  return row;
}

/** What the finished authorisation was started for: a sign-in, or this user's link. */
export type AuthorizationPurpose = { signIn: true } | { linkUserId: number };

/**
 * The one way back from the exchange, for the sign-in and the link alike: the state is used up
 * and must have been started for this purpose (a link state never signs anyone in, a sign-in
 * state never links, and only the user who started a link finishes it); then the code is spent
 * (see authorizationCodeGrant), the userinfo read and the refresh token sealed for storage.
 */
export async function finishExchangeAuthorization(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  body: SsoLoginBody,
  purpose: AuthorizationPurpose,
): Promise<{ info: ExchangeUserinfo; sealedRefreshToken: string | null }> {
  const { redirectUri, linkUserId } = await consumeState(db, clock, body.state);
  if ('signIn' in purpose) {
    if (linkUserId !== null) throw new AppError('SSO_STATE_INVALID');
  } else {
    if (linkUserId === null) throw new AppError('SSO_STATE_INVALID');
    if (linkUserId !== purpose.linkUserId) throw new AppError('EXCHANGE_LINK_OTHER_USER');
  }
  const { info, refreshToken } = await authorizationCodeGrant(settings, {
    redirectUri,
    code: body.code,
    state: body.state,
    iss: body.iss,
    codeVerifier: body.codeVerifier,
  });
  const sealedRefreshToken = refreshToken
    ? sealToken(settings.exchangeTokenKeys.current, refreshToken)
    : null;
  return { info, sealedRefreshToken };
}
