import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@app/contracts/locale';
import type { SsoLogin, SsoLoginBody, SsoStart } from '@app/contracts/profile';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, ssoLoginStates, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSession } from '../identity/session.service.ts';
import { type ProfileSettings, redirectUriFor } from '../profile/profile-settings.ts';
import { exchangeDataFrom, fillMissingNames } from './exchange-data.ts';
import { type ExchangeUserinfo, fetchUserinfo, requestToken } from './sso-client.ts';
import { sealToken } from '../../lib/token-crypto.ts';

const STATE_TTL_SECONDS = 10 * 60;
const SCOPE = 'openid email profile bitkub';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Starts a sign-in with the exchange: a single-use state (kept hashed) and a PKCE verifier whose
 * challenge goes to the provider. The site keeps state and verifier in a short-lived cookie.
 */
export async function startExchangeSignIn(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  locale: Locale,
  /** A signed-in user linking their exchange account: the state then belongs to them alone. */
  linkUserId: number | null = null,
): Promise<SsoStart> {
  const state = base64url(randomBytes(32));
  const codeVerifier = base64url(randomBytes(48));
  const challenge = base64url(createHash('sha256').update(codeVerifier).digest());
  const redirectUri = redirectUriFor(settings.sso.redirectUri, locale);
  await db.insert(ssoLoginStates).values({
    stateHash: sha256(state),
    redirectUri,
    linkUserId,
    expiresAt: new Date(clock.now().getTime() + STATE_TTL_SECONDS * 1000),
  });
  const url = new URL(`${settings.sso.issuer}/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.sso.clientId,
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return { authorizeUrl: url.toString(), state, codeVerifier, expiresIn: STATE_TTL_SECONDS, redirectUri };
}

/** Uses up a state once; unknown, used or expired states are refused. */
export async function consumeState(
  db: Db,
  clock: Clock,
  state: string,
): Promise<{ redirectUri: string; linkUserId: number | null }> {
  const [row] = await db
    .update(ssoLoginStates)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(ssoLoginStates.stateHash, sha256(state)),
        isNull(ssoLoginStates.usedAt),
        gt(ssoLoginStates.expiresAt, clock.now()),
      ),
    )
    .returning({ redirectUri: ssoLoginStates.redirectUri, linkUserId: ssoLoginStates.linkUserId });
  if (!row) throw new AppError('SSO_STATE_INVALID');
  return row;
}

/**
 * Finishes a sign-in: the code is exchanged with the provider, the userinfo read, and the user
 * found by exchange subject, else linked by the same verified e-mail, else created.
 */
export async function finishExchangeSignIn(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  body: SsoLoginBody,
  userAgent?: string,
): Promise<SsoLogin> {
  const { redirectUri, linkUserId } = await consumeState(db, clock, body.state);
  // A link started by a signed-in user never turns into a sign-in (see finishExchangeLink).
  if (linkUserId !== null) throw new AppError('SSO_STATE_INVALID');
  const token = await requestToken(settings.sso, {
    grant_type: 'authorization_code',
    code: body.code,
    redirect_uri: redirectUri,
    code_verifier: body.codeVerifier,
  });
  const info = await fetchUserinfo(settings.sso, token.access_token);
  const sealed = token.refresh_token
    ? sealToken(settings.exchangeTokenKeys.current, token.refresh_token)
    : null;
  const { userId, created, blocked } = await linkExchangeAccount(db, clock, info, sealed);
  if (blocked) throw new AppError('ACCOUNT_RESTRICTED');
  const session = await createSession(db, clock, userId, userAgent);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: { id: userId, email: info.email, created },
  };
}

async function linkExchangeAccount(db: Db, clock: Clock, info: ExchangeUserinfo, sealedToken: string | null) {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const exchangeData = exchangeDataFrom(info, sealedToken, now);
    const [linked] = await tx
      .select({ userId: exchangeAccounts.userId, blockedAt: users.blockedAt })
      .from(exchangeAccounts)
      .innerJoin(users, eq(users.id, exchangeAccounts.userId))
      .where(eq(exchangeAccounts.subject, info.sub));
    if (linked) {
      await tx.update(exchangeAccounts).set(exchangeData).where(eq(exchangeAccounts.userId, linked.userId));
      await fillMissingNames(tx, linked.userId, info);
      return { userId: linked.userId, created: false, blocked: linked.blockedAt !== null };
    }

    // Only an e-mail the exchange has verified may take over or open an account here.
    if (!info.email_verified) throw new AppError('SSO_EMAIL_UNVERIFIED');
    const [existing] = await tx
      .select({ id: users.id, blockedAt: users.blockedAt, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${info.email})`);
    let userId: number;
    if (existing) {
      userId = existing.id;
      if (!existing.emailVerifiedAt) {
        await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
      }
    } else {
      const [inserted] = await tx
        .insert(users)
        .values({ email: info.email.toLowerCase(), emailVerifiedAt: now })
        .returning({ id: users.id });
      userId = inserted!.id;
    }
    await tx.insert(exchangeAccounts).values({ userId, subject: info.sub, linkedAt: now, ...exchangeData });
    await fillMissingNames(tx, userId, info);
    return { userId, created: !existing, blocked: Boolean(existing?.blockedAt) };
  });
}
