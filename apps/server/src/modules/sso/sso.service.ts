import type { SsoLogin, SsoLoginBody } from '@app/contracts/profile';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSession } from '../identity/session.service.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';
import { exchangeDataFrom, fillMissingNames } from './exchange-data.ts';
import { finishExchangeAuthorization } from './exchange-authorization.ts';
import type { ExchangeUserinfo } from './exchange-oauth.ts';

/**
 * Finishes a sign-in (see finishExchangeAuthorization), then the user is found by exchange subject, else linked by the same verified e-mail, else created.
 */
export async function finishExchangeSignIn(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  body: SsoLoginBody,
  userAgent?: string,
): Promise<SsoLogin> {
  const { info, sealedRefreshToken: sealed } = await finishExchangeAuthorization(db, clock, settings, body, {
    signIn: true,
  });
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
