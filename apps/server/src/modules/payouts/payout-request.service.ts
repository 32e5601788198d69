import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  type PayoutSource,
  payouts,
  users,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { startOfBangkokDay } from '../../lib/bangkok-day.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { transfer } from '../ledger/ledger.service.ts';
import type { PayoutSettings } from './payout-settings.ts';

export const PAYOUT_SEND_JOB = 'payout.send';

/** A payout's work item: one per check, so each follow-up is a new job under its own key. */
export async function queuePayoutCheck(
  db: Db,
  clock: Clock,
  payoutId: number,
  check: number,
  runAt?: Date,
): Promise<void> {
  await enqueueJob(db, clock, {
    kind: PAYOUT_SEND_JOB,
    payload: { payoutId },
    dedupeKey: `${PAYOUT_SEND_JOB}:${payoutId}:${check}`,
    runAt,
    maxAttempts: 1000,
  });
}

/**
 * The hold of a payout, inside Redeem Token's transaction: the KKUB the points became goes from
 * CONVERSION to PAYOUTS_HELD (never through the user's balance, so it cannot be spent meanwhile),
 * the payout row records where it goes, its 'Redeem Token' KKUB line is PENDING, and a job is
 * queued to send it. Only a wallet proven by a signature (`wallet_proven_at`, set by the SIWE
 * check; an address merely typed into the profile is never paid). The user's row is locked first so that parallel conversions count
 * each other against the daily limit.
 */
export async function holdPayout(
  tx: Tx,
  clock: Clock,
  settings: PayoutSettings,
  input: {
    userId: number;
    amount: bigint;
    points: bigint;
    key: string;
    reference: { type: string; id: string };
    /** `balance`: KKUB the user kept on the site, taken from their own account (see sendKkubBalance). */
    source?: PayoutSource;
  },
): Promise<{ payoutId: number; replayed: boolean }> {
  const source = input.source ?? 'conversion';
  const [existing] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.idempotencyKey, input.key));
  if (existing) return { payoutId: existing.id, replayed: true };

  const [owner] = await tx
    .select({ wallet: users.walletAddress, provenAt: users.walletProvenAt })
    .from(users)
    .where(eq(users.id, input.userId))
    .for('update');
  if (!owner?.wallet || !owner.provenAt) throw new AppError('PAYOUT_WALLET_REQUIRED');

  const now = clock.now();
  const [today] = await tx
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, input.userId),
        gte(payouts.createdAt, startOfBangkokDay(now)),
        inArray(payouts.status, ['QUEUED', 'SIGNED', 'COMPLETED']),
      ),
    );
  if (BigInt(today!.total) + input.amount > settings.dailyLimitPerUser) {
    throw new AppError('PAYOUT_DAILY_LIMIT');
  }
  // Counted under the user's row lock, so parallel sends see each other.
  if (source === 'balance' && input.amount > (await keptKkub(tx, input.userId))) {
    throw new AppError('PAYOUT_SEND_MORE_THAN_KEPT');
  }

  const held = await transfer(
    tx,
    clock,
    {
      kind: 'payout-hold',
      currency: 'KUB',
      amount: input.amount,
      from: source === 'balance' ? { userId: input.userId } : { system: 'CONVERSION' },
      to: { system: 'PAYOUTS_HELD' },
      idempotencyKey: `${input.key}:hold`,
      reference: input.reference,
      actorUserId: input.userId,
    },
    { insufficient: 'INSUFFICIENT_BALANCE' },
  );
  const activityEventKey = `${input.key}:kkub`;
  const [row] = await tx
    .insert(payouts)
    .values({
      userId: input.userId,
      amount: input.amount,
      points: input.points,
      source,
      toAddress: owner.wallet,
      status: 'QUEUED',
      idempotencyKey: input.key,
      holdTransferId: held.transfer.id,
      activityEventKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payouts.id });
  await recordActivity(tx, clock, {
    userId: input.userId,
    type: 'Redeem Token',
    unit: 'KKUB',
    // A conversion's KKUB arrives (and leaves on chain); a kept balance's leaves the account.
    amount: source === 'balance' ? -input.amount : input.amount,
    status: 'PENDING',
    transferId: held.transfer.id,
    reference: { type: 'payout', id: row!.id },
    eventKey: activityEventKey,
  });
  await queuePayoutCheck(tx, clock, row!.id, 0);
  return { payoutId: row!.id, replayed: false };
}

/** What counts as sent from the balance in `keptKkub`: payouts from it that did not fail. */
export const SENT_FROM_BALANCE = sql`${payouts.source} = 'balance' and ${notInArray(payouts.status, ['FAILED', 'CANCELLED'])}`;

/**
 * KKUB the user kept on the site and may still send: what Redeem Token credited to their KUB
 * account (while payouts were off) less what was already sent from it, at most the balance. KUB
 * deposited from the exchange is not KKUB and stays on the site.
 */
export async function keptKkub(db: Db, userId: number): Promise<bigint> {
  const [account] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, 'KUB')));
  if (!account) return 0n;
  const [[converted], [sent]] = await Promise.all([
    db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerEntries.accountId, account.id),
          eq(ledgerTransfers.kind, 'redeem-token'),
          sql`${ledgerEntries.amount} > 0`,
        ),
      ),
    db
      .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), SENT_FROM_BALANCE)),
  ]);
  return keptFrom({
    kubBalance: account.balance,
    converted: BigInt(converted!.total),
    sent: BigInt(sent!.total),
  });
}

/**
 * The rule of `keptKkub` from sums a caller read already: converted (Redeem Token's credits to the
 * KUB account) less sent (payouts from the balance that did not fail), at most the balance.
 */
export function keptFrom(sums: { kubBalance: bigint; converted: bigint; sent: bigint }): bigint {
  const left = sums.converted - sums.sent;
  const kept = left < sums.kubBalance ? left : sums.kubBalance;
  return kept > 0n ? kept : 0n;
}
