import type { ExchangeLink, SsoLoginBody } from '@app/contracts/profile';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, queryRows, violatedUniqueConstraint } from '../../db/client.ts';
import { exchangeAccounts } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { getKycStatus } from '../profile/kyc.service.ts';
import { hasPendingMoneyWork } from '../profile/pending-money-work.ts';
import type { ProfileSettings } from '../profile/profile-settings.ts';
import { exchangeDataFrom, fillMissingNames } from './exchange-data.ts';
import { finishExchangeAuthorization } from './exchange-authorization.ts';
import { refreshTokenGrant } from './exchange-oauth.ts';
import { openSealed, sealToken } from '../../lib/token-crypto.ts';

async function linkOf(db: Db, minLevel: number, userId: number): Promise<ExchangeLink> {
  const [row] = await db
    .select({ userId: exchangeAccounts.userId })
    .from(exchangeAccounts)
    .where(eq(exchangeAccounts.userId, userId));
  return { linked: Boolean(row), kyc: await getKycStatus(db, minLevel, userId) };
}

/**
 * Finishes linking the signed-in user's account to an exchange account: the state must have been
 * started by this same user, and the exchange account may belong to no other user here. A user
 * linked to one exchange account cannot link a second before unlinking the first; linking the
 * same one again refreshes it (this is how a link the exchange revoked is verified again).
 */
export async function finishExchangeLink(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  userId: number,
  body: SsoLoginBody,
): Promise<ExchangeLink> {
  const { info, sealedRefreshToken: sealed } = await finishExchangeAuthorization(db, clock, settings, body, {
    linkUserId: userId,
  });
  try {
    await inTransaction(db, async (tx) => {
      const now = clock.now();
      const [taken] = await tx
        .select({ userId: exchangeAccounts.userId })
        .from(exchangeAccounts)
        .where(eq(exchangeAccounts.subject, info.sub));
      if (taken && taken.userId !== userId) throw new AppError('EXCHANGE_LINKED_ELSEWHERE');
      const [mine] = await tx
        .select({ subject: exchangeAccounts.subject })
        .from(exchangeAccounts)
        .where(eq(exchangeAccounts.userId, userId))
        .for('update');
      if (mine && mine.subject !== info.sub) throw new AppError('EXCHANGE_ALREADY_LINKED');
      const data = exchangeDataFrom(info, sealed, now);
      if (mine) await tx.update(exchangeAccounts).set(data).where(eq(exchangeAccounts.userId, userId));
      else await tx.insert(exchangeAccounts).values({ userId, subject: info.sub, linkedAt: now, ...data });
      await fillMissingNames(tx, userId, info);
    });
  } catch (error) {
    // Two accounts linking the same exchange account at once: the unique subject decides.
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('subject')) throw new AppError('EXCHANGE_LINKED_ELSEWHERE');
    if (constraint?.includes('pkey')) throw new AppError('EXCHANGE_ALREADY_LINKED');
    throw error;
  }
  return linkOf(db, settings.kycMinLevel, userId);
}

/**
 * The stored link can no longer be read at the exchange: it stays, marked for a new verification.
 * When the exchange itself refused it (revoked there), its level no longer counts for KYC either;
 * a token this site cannot read (none kept, or sealed under another key) keeps the last level.
 */
async function markReverifyRequired(db: Db, clock: Clock, userId: number, refused: boolean): Promise<void> {
  await db
    .update(exchangeAccounts)
    .set({ ...(refused ? { kycLevel: 0 } : {}), reverifyRequiredAt: clock.now() })
    .where(eq(exchangeAccounts.userId, userId));
}

// One refresh per user at a time in this process: a second caller shares the first's answer, so
// parallel requests never spend the same refresh token twice.
const refreshing = new Map<number, Promise<ExchangeLink>>();

/**
 * Reads the linked exchange account again with the stored refresh token
 * (`grant_type=refresh_token` at the token endpoint), then its userinfo for the same subject: KYC level, wallets
 * and name. A token the exchange refuses (revoked there) marks the link for a new verification.
 */
export function refreshExchangeLink(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  userId: number,
): Promise<ExchangeLink> {
  const running = refreshing.get(userId);
  if (running) return running;
  const work = refreshOnce(db, clock, settings, userId).finally(() => refreshing.delete(userId));
  refreshing.set(userId, work);
  return work;
}

async function refreshOnce(db: Db, clock: Clock, settings: ProfileSettings, userId: number) {
  const [row] = await db
    .select({ subject: exchangeAccounts.subject, sealed: exchangeAccounts.refreshTokenEncrypted })
    .from(exchangeAccounts)
    .where(eq(exchangeAccounts.userId, userId));
  if (!row) throw new AppError('EXCHANGE_NOT_LINKED');
  // A token sealed with the previous key opens too, and is stored sealed with the current one below.
  const opened = row.sealed ? openSealed(settings.exchangeTokenKeys, row.sealed) : null;
  const refreshToken = opened?.value;
  if (!refreshToken) {
    await markReverifyRequired(db, clock, userId, false);
    throw new AppError('EXCHANGE_REVERIFY_REQUIRED');
  }
  let grant;
  try {
    grant = await refreshTokenGrant(settings, refreshToken, row.subject);
  } catch (error) {
    // A refused grant is final (revoked or expired at the exchange); an outage changes nothing.
    if (error instanceof AppError && error.code === 'SSO_CODE_INVALID') {
      await markReverifyRequired(db, clock, userId, true);
      throw new AppError('EXCHANGE_REVERIFY_REQUIRED');
    }
    throw error;
  }
  const { info } = grant;
  const kept = grant.refreshToken ?? (opened?.stale ? refreshToken : null);
  const sealed = kept ? sealToken(settings.exchangeTokenKeys.current, kept) : null;
  await inTransaction(db, async (tx) => {
    await tx
      .update(exchangeAccounts)
      .set(exchangeDataFrom(info, sealed, clock.now()))
      .where(eq(exchangeAccounts.userId, userId));
    await fillMissingNames(tx, userId, info);
  });
  return linkOf(db, settings.kycMinLevel, userId);
}

/** How old the exchange data may get before a KYC check refreshes it in the background. */
export const EXCHANGE_DATA_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * Stale-while-refresh for the KYC gates: when the stored exchange data is older than
 * EXCHANGE_DATA_MAX_AGE_MS, one background refresh starts; the gate answers from what is stored.
 */
export function refreshIfStale(
  db: Db,
  clock: Clock,
  settings: ProfileSettings,
  userId: number,
  freshness: { refreshedAt: Date | null; canRefresh: boolean },
  onError: (error: unknown) => void,
): void {
  const { refreshedAt, canRefresh } = freshness;
  if (!canRefresh || !refreshedAt || clock.now().getTime() - refreshedAt.getTime() < EXCHANGE_DATA_MAX_AGE_MS)
    return;
  if (refreshing.has(userId)) return;
  refreshExchangeLink(db, clock, settings, userId).catch(onError);
}

/**
 * Unlinks the exchange account. Refused while money work is pending (see hasPendingMoneyWork),
 * and for an account that could then not sign in at all (no password).
 */
export async function unlinkExchange(db: Db, minLevel: number, userId: number): Promise<ExchangeLink> {
  await inTransaction(db, async (tx) => {
    const [user] = await queryRows<{ has_password: boolean }>(
      tx,
      sql`select password_hash is not null as has_password from users where id = ${userId} for update`,
    );
    const [link] = await tx
      .select({ userId: exchangeAccounts.userId })
      .from(exchangeAccounts)
      .where(eq(exchangeAccounts.userId, userId))
      .for('update');
    if (!link) throw new AppError('EXCHANGE_NOT_LINKED');
    if (!user?.has_password) throw new AppError('EXCHANGE_UNLINK_NO_PASSWORD');
    if (await hasPendingMoneyWork(tx, userId)) throw new AppError('EXCHANGE_UNLINK_PENDING');
    await tx.delete(exchangeAccounts).where(eq(exchangeAccounts.userId, userId));
  });
  return linkOf(db, minLevel, userId);
}
