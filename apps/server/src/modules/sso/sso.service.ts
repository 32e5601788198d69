import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@app/contracts/locale';
import type { SsoLogin, SsoLoginBody, SsoStart } from '@app/contracts/profile';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getAddress, isAddress } from 'viem';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, ssoLoginStates, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSession } from '../identity/session.service.ts';
import { type ProfileSettings, redirectUriFor } from '../profile/profile-settings.ts';
import { type ExchangeUserinfo, fetchUserinfo, requestToken } from './sso-client.ts';

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
): Promise<SsoStart> {
  const state = base64url(randomBytes(32));
  const codeVerifier = base64url(randomBytes(48));
  const challenge = base64url(createHash('sha256').update(codeVerifier).digest());
  const redirectUri = redirectUriFor(settings.sso.redirectUri, locale);
  await db.insert(ssoLoginStates).values({
    stateHash: sha256(state),
    redirectUri,
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
  return { authorizeUrl: url.toString(), state, codeVerifier, expiresIn: STATE_TTL_SECONDS };
}

/** Uses up a state once; unknown, used or expired states are refused. */
async function consumeState(db: Db, clock: Clock, state: string): Promise<string> {
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
    .returning({ redirectUri: ssoLoginStates.redirectUri });
  if (!row) throw new AppError('SSO_STATE_INVALID');
  return row.redirectUri;
}

const checksummed = (value: string | null | undefined) =>
  value && isAddress(value, { strict: false }) ? getAddress(value) : null;

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
  const redirectUri = await consumeState(db, clock, body.state);
  const token = await requestToken(settings.sso, {
    grant_type: 'authorization_code',
    code: body.code,
    redirect_uri: redirectUri,
    code_verifier: body.codeVerifier,
  });
  const info = await fetchUserinfo(settings.sso, token.access_token);
  const { userId, created, blocked } = await linkExchangeAccount(db, clock, info, token.refresh_token);
  if (blocked) throw new AppError('ACCOUNT_RESTRICTED');
  const session = await createSession(db, clock, userId, userAgent);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: { id: userId, email: info.email, created },
  };
}

async function linkExchangeAccount(db: Db, clock: Clock, info: ExchangeUserinfo, refreshToken?: string) {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const exchangeData = {
      email: info.email,
      exchangeWalletAddress: checksummed(info.exchange_wallet_address),
      nextWalletAddress: checksummed(info.next_wallet_address),
      kycLevel: info.kyc_level,
      refreshToken: refreshToken ?? null,
      refreshedAt: now,
    };
    const [linked] = await tx
      .select({ userId: exchangeAccounts.userId, blockedAt: users.blockedAt })
      .from(exchangeAccounts)
      .innerJoin(users, eq(users.id, exchangeAccounts.userId))
      .where(eq(exchangeAccounts.subject, info.sub));
    if (linked) {
      await tx.update(exchangeAccounts).set(exchangeData).where(eq(exchangeAccounts.userId, linked.userId));
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
    return { userId, created: !existing, blocked: Boolean(existing?.blockedAt) };
  });
}
