import type { AdminPayoutQueue, Reconciliation } from '@app/contracts/payouts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { payoutControl as controlTable, payouts } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { payoutControl } from './payout-control.service.ts';
import { queuePayoutCheck } from './payout-request.service.ts';
import { releasePayout } from './payout-settlement.ts';
import { listAdminPayouts, presentPayout } from './payout-views.ts';

export interface PayoutAdminContext {
  db: Db;
  clock: Clock;
  enabled: boolean;
  hotWallet: string | null;
  /** Asks the worker to look at the queue now (after a resume or a retry). */
  kick: () => void;
}

export async function payoutQueue(
  ctx: PayoutAdminContext,
  query: { status?: (typeof payouts.$inferSelect)['status']; limit: number },
): Promise<AdminPayoutQueue> {
  const [control, data, counts] = await Promise.all([
    payoutControl(ctx.db, ctx.clock),
    listAdminPayouts(ctx.db, query),
    ctx.db.select({ status: payouts.status, n: count() }).from(payouts).groupBy(payouts.status),
  ]);
  return {
    enabled: ctx.enabled,
    paused: control.paused,
    hotWallet: ctx.hotWallet,
    lowFunds: control.lowFundsSince
      ? { since: control.lowFundsSince.toISOString(), reason: control.lowFundsReason ?? '' }
      : null,
    reconciliation: (control.reconciliation as Reconciliation | null) ?? null,
    counts: Object.fromEntries(counts.map((row) => [row.status, Number(row.n)])),
    data,
  };
}

/** Pauses or resumes every payout not yet signed (those signed already are on the network). */
export async function setPayoutsPaused(
  ctx: PayoutAdminContext,
  actor: AuditActor,
  body: { paused: boolean; reason?: string },
): Promise<{ paused: boolean }> {
  const before = await payoutControl(ctx.db, ctx.clock);
  const result = await auditedWrite(
    ctx,
    actor,
    {
      action: body.paused ? 'payouts.pause' : 'payouts.resume',
      targetType: 'payouts',
      reason: body.reason ?? null,
    },
    async (tx) => {
      const now = ctx.clock.now();
      await tx
        .update(controlTable)
        .set({ paused: body.paused, pausedBy: body.paused ? actor.userId : null, updatedAt: now })
        .where(eq(controlTable.id, before.id));
      if (!body.paused) {
        const waiting = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.status, 'QUEUED'));
        for (const row of waiting) await queuePayoutCheck(tx, ctx.clock, row.id, -now.getTime());
      }
      return {
        targetId: 'main',
        before: { paused: before.paused },
        after: { paused: body.paused },
        result: { paused: body.paused },
      };
    },
  );
  ctx.kick();
  return result;
}

/** Looks at a waiting payout now (e.g. after the hot wallet was topped up). */
export async function retryPayout(ctx: PayoutAdminContext, actor: AuditActor, id: number) {
  const result = await auditedWrite(
    ctx,
    actor,
    { action: 'payout.retry', targetType: 'payout' },
    async (tx) => {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
      if (!row) throw new AppError('PAYOUT_NOT_FOUND');
      if (!['QUEUED', 'SIGNED'].includes(row.status)) throw new AppError('PAYOUT_NOT_RETRYABLE');
      await queuePayoutCheck(tx, ctx.clock, id, -ctx.clock.now().getTime());
      return {
        targetId: id,
        before: { status: row.status },
        after: { status: row.status },
        result: presentPayout(row),
      };
    },
  );
  ctx.kick();
  return result;
}

/** Cancels a payout that was never signed: the held KKUB is released and the points come back. */
export async function cancelPayout(ctx: PayoutAdminContext, actor: AuditActor, id: number, reason: string) {
  return auditedWrite(ctx, actor, { action: 'payout.cancel', targetType: 'payout', reason }, async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!row) throw new AppError('PAYOUT_NOT_FOUND');
    if (row.status !== 'QUEUED') throw new AppError('PAYOUT_NOT_CANCELLABLE');
    await releasePayout(tx, ctx.clock, row, {
      status: 'CANCELLED',
      from: ['QUEUED'],
      reason: `cancelled by an admin: ${reason}`,
      actorUserId: actor.userId ?? undefined,
    });
    const [after] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, id), inArray(payouts.status, ['CANCELLED'])));
    return {
      targetId: id,
      before: { status: row.status },
      after: { status: 'CANCELLED' },
      result: presentPayout(after!),
    };
  });
}
