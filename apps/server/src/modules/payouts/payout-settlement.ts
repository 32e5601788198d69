import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordActivity, settleActivity } from '../ledger/activity.service.ts';
import { transfer } from '../ledger/ledger.service.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * A confirmed payout: the held KKUB moves to PAYOUTS_SENT and the activity line is COMPLETED.
 * The status change is conditional (still SIGNED), so two workers seeing the same receipt settle
 * it once; the transfer's idempotency key says the same to the ledger.
 */
export async function settlePayout(
  tx: Tx,
  clock: Clock,
  payout: PayoutRow,
  mined: { hash: string; block: bigint },
): Promise<boolean> {
  const now = clock.now();
  const [moved] = await tx
    .update(payouts)
    .set({
      status: 'COMPLETED',
      txHash: mined.hash,
      minedBlock: mined.block,
      settledAt: now,
      updatedAt: now,
      lastError: null,
    })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'SIGNED')))
    .returning({ id: payouts.id });
  if (!moved) return false;
  await transfer(
    tx,
    clock,
    {
      kind: 'payout-sent',
      currency: 'KUB',
      amount: payout.amount,
      from: { system: 'PAYOUTS_HELD' },
      to: { system: 'PAYOUTS_SENT' },
      idempotencyKey: `payout:${payout.id}:sent`,
      reference: { type: 'payout', id: payout.id },
      metadata: { txHash: mined.hash },
    },
    { insufficient: 'INSUFFICIENT_BALANCE' },
  );
  await settleActivity(tx, clock, payout.activityEventKey, 'COMPLETED');
  return true;
}

/**
 * A payout that will not be paid (its transfer reverted on chain, or an admin cancelled it before
 * it was signed): a kept balance's KKUB goes back to the user's balance; a conversion's KKUB goes
 * back to CONVERSION and the points come back to the user, with
 * a balancing 'Redeem Token' line; the KKUB line becomes FAILED. Conditional on the status the
 * caller saw, so it happens once.
 */
export async function releasePayout(
  tx: Tx,
  clock: Clock,
  payout: PayoutRow,
  outcome: {
    status: 'FAILED' | 'CANCELLED';
    from: ('QUEUED' | 'SIGNED')[];
    reason: string;
    actorUserId?: number;
  },
): Promise<boolean> {
  const now = clock.now();
  const [moved] = await tx
    .update(payouts)
    .set({ status: outcome.status, settledAt: now, updatedAt: now, lastError: outcome.reason })
    .where(and(eq(payouts.id, payout.id), inArray(payouts.status, outcome.from)))
    .returning({ id: payouts.id });
  if (!moved) return false;
  const reference = { type: 'payout', id: payout.id };
  // A kept balance's KKUB goes back to the user's balance; a conversion's to CONVERSION.
  await transfer(
    tx,
    clock,
    {
      kind: 'payout-release',
      currency: 'KUB',
      amount: payout.amount,
      from: { system: 'PAYOUTS_HELD' },
      to: payout.source === 'balance' ? { userId: payout.userId } : { system: 'CONVERSION' },
      idempotencyKey: `payout:${payout.id}:release:kub`,
      reference,
      actorUserId: outcome.actorUserId,
      reason: outcome.reason,
    },
    { insufficient: 'INSUFFICIENT_BALANCE' },
  );
  if (payout.source === 'balance') {
    // Nothing was converted: the pending line says it failed, and the balance is whole again.
    await settleActivity(tx, clock, payout.activityEventKey, 'FAILED');
    return true;
  }
  const back = await transfer(
    tx,
    clock,
    {
      kind: 'payout-release',
      currency: 'POINT',
      amount: payout.points,
      from: { system: 'CONVERSION' },
      to: { userId: payout.userId },
      idempotencyKey: `payout:${payout.id}:release:points`,
      reference,
      actorUserId: outcome.actorUserId,
      reason: outcome.reason,
    },
    { insufficient: 'INSUFFICIENT_BALANCE' },
  );
  await settleActivity(tx, clock, payout.activityEventKey, 'FAILED');
  await recordActivity(tx, clock, {
    userId: payout.userId,
    type: 'Redeem Token',
    unit: 'POINT',
    amount: payout.points,
    status: 'COMPLETED',
    transferId: back.transfer.id,
    reference,
    eventKey: `payout:${payout.id}:release:points`,
  });
  return true;
}
