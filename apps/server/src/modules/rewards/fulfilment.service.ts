import type { Locale } from '@app/contracts/locale';
import type { AdminRedemption, Redemption, RedemptionStatus } from '@app/contracts/rewards';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, type Tx } from '../../db/client.ts';
import {
  rewardRedemptionEvents,
  rewardRedemptions,
  rewards,
  rewardUserCounts,
  users,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { settleActivity } from '../ledger/activity.service.ts';
import { transfer } from '../ledger/ledger.service.ts';
import { redemptionEventKey } from './redeem-reward.service.ts';
import { presentRedemption, type RedemptionRow, type RewardRow } from './rewards.repo.ts';

/**
 * Moves a PENDING redemption to its outcome. The status change is a conditional update, so of
 * two admins (or a fulfil and a cancel) racing on one redemption exactly one wins; the other is
 * told it was handled already.
 */
async function closePending(
  tx: Tx,
  id: number,
  changes: Partial<typeof rewardRedemptions.$inferInsert>,
): Promise<RedemptionRow> {
  const [row] = await tx
    .update(rewardRedemptions)
    .set(changes)
    .where(and(eq(rewardRedemptions.id, id), eq(rewardRedemptions.status, 'PENDING')))
    .returning();
  if (row) return row;
  const [exists] = await tx
    .select({ id: rewardRedemptions.id })
    .from(rewardRedemptions)
    .where(eq(rewardRedemptions.id, id));
  throw new AppError(exists ? 'REDEMPTION_NOT_PENDING' : 'REDEMPTION_NOT_FOUND');
}

async function rewardOf(tx: Db, rewardId: number): Promise<RewardRow> {
  const [row] = await tx.select().from(rewards).where(eq(rewards.id, rewardId));
  return row!;
}

/** The audit row of a fulfilment or a cancellation, in its transaction: PENDING before, the outcome after. */
async function auditClose(
  tx: Tx,
  actor: AuditActor,
  action: string,
  closed: RedemptionRow,
  after: RedemptionRow,
  reason: string | null,
  at: Date,
) {
  const view = (row: RedemptionRow) => ({
    status: row.status,
    trackingId: row.trackingId,
    cancelReason: row.cancelReason,
    pointsCost: row.pointsCost,
    settleTransferId: row.settleTransferId,
  });
  await recordAudit(tx, {
    actor,
    action,
    targetType: 'reward_redemption',
    targetId: closed.id,
    before: {
      ...view(closed),
      status: 'PENDING',
      trackingId: null,
      cancelReason: null,
      settleTransferId: null,
    },
    after: { ...view(after), userId: after.userId, rewardId: after.rewardId },
    reason,
    at,
  });
}

type Outcome = { action: 'fulfil'; trackingId: string } | { action: 'cancel'; reason: string };

/**
 * The rest of closing a redemption, in its transaction: the held points move (to REDEMPTIONS when
 * fulfilled, back to the user when cancelled) and the user's activity settles, then the event and
 * the audit row are written. Answers the redemption as it now is.
 */
async function finishClose(
  tx: Tx,
  clock: Clock,
  actor: AuditActor,
  row: RedemptionRow,
  outcome: Outcome,
  now: Date,
  locale: Locale,
): Promise<Redemption> {
  const adminId = actor.userId ?? undefined;
  const fulfilled = outcome.action === 'fulfil';
  const detail = fulfilled ? outcome.trackingId : outcome.reason;
  let after = row;
  if (row.pointsCost > 0n) {
    const kind = fulfilled ? 'reward-settle' : 'reward-release';
    const { transfer: moved } = await transfer(
      tx,
      clock,
      {
        kind,
        currency: 'POINT',
        amount: row.pointsCost,
        from: { system: 'HOLDS' },
        to: fulfilled ? { system: 'REDEMPTIONS' } : { userId: row.userId },
        idempotencyKey: `${kind}:${row.id}`,
        reference: { type: 'reward_redemption', id: row.id },
        actorUserId: adminId,
        reason: fulfilled ? `fulfilled with tracking id ${detail}` : detail,
      },
      { insufficient: 'REDEEM_FAILED' },
    );
    const [updated] = await tx
      .update(rewardRedemptions)
      .set({ settleTransferId: moved.id })
      .where(eq(rewardRedemptions.id, row.id))
      .returning();
    after = updated!;
    await settleActivity(tx, clock, redemptionEventKey(row.id), fulfilled ? 'COMPLETED' : 'FAILED');
  }
  await tx.insert(rewardRedemptionEvents).values({
    redemptionId: row.id,
    actorUserId: adminId,
    action: outcome.action,
    detail,
    createdAt: now,
  });
  await auditClose(tx, actor, `redemption.${outcome.action}`, row, after, fulfilled ? null : detail, now);
  return presentRedemption(after, await rewardOf(tx, row.rewardId), locale);
}

/** Marks a redemption delivered with its tracking id and settles the held points (HOLDS -> REDEMPTIONS). */
export async function fulfilRedemption(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  id: number,
  trackingId: string,
  locale: Locale,
): Promise<Redemption> {
  const adminId = actor.userId ?? undefined;
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    const row = await closePending(tx, id, {
      status: 'COMPLETED',
      trackingId,
      fulfilledAt: now,
      handledBy: adminId,
    });
    return finishClose(tx, clock, actor, row, { action: 'fulfil', trackingId }, now, locale);
  });
}

/**
 * Cancels a redemption: the held points go back to the user (HOLDS -> user), the reward goes
 * back into stock and the user's count for it drops, so they may redeem it again.
 */
export async function cancelRedemption(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  id: number,
  reason: string,
  locale: Locale,
): Promise<Redemption> {
  const adminId = actor.userId ?? undefined;
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    const row = await closePending(tx, id, {
      status: 'FAILED',
      cancelReason: reason,
      cancelledAt: now,
      handledBy: adminId,
    });
    // Same lock order as a redemption (counter row, then reward, then ledger): no deadlock.
    await tx
      .update(rewardUserCounts)
      .set({ count: sql`${rewardUserCounts.count} - 1` })
      .where(and(eq(rewardUserCounts.userId, row.userId), eq(rewardUserCounts.rewardId, row.rewardId)));
    await tx
      .update(rewards)
      .set({ redeemed: sql`${rewards.redeemed} - 1` })
      .where(eq(rewards.id, row.rewardId));
    return finishClose(tx, clock, actor, row, { action: 'cancel', reason }, now, locale);
  });
}

/** The fulfilment queue: oldest first, so what waited longest is shipped first. */
export async function listRedemptionsForAdmin(
  db: Db,
  query: { status?: RedemptionStatus; page: number; pageSize: number },
  locale: Locale,
): Promise<{ data: AdminRedemption[]; total: number; page: number; pageSize: number }> {
  const where = query.status ? eq(rewardRedemptions.status, query.status) : undefined;
  const rows = await db
    .select({ redemption: rewardRedemptions, reward: rewards, email: users.email })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .innerJoin(users, eq(users.id, rewardRedemptions.userId))
    .where(where)
    .orderBy(asc(rewardRedemptions.createdAt), asc(rewardRedemptions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(rewardRedemptions).where(where);
  return {
    data: rows.map(({ redemption, reward, email }) => ({
      ...presentRedemption(redemption, reward, locale),
      userId: redemption.userId,
      userEmail: email,
      recipientName: redemption.shipping?.recipientName ?? null,
      phone: redemption.shipping?.phone ?? null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
