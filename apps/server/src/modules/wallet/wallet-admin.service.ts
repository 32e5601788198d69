import { formatKubUnits, parseKubAmount } from '@app/contracts/money';
import type { LedgerAdjustmentBody } from '@app/contracts/wallet';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { balanceOf, transfer } from '../ledger/ledger.service.ts';

/** `"-12.5"` in the body's currency → signed smallest units; undefined when it is not a valid amount. */
function signedUnits(body: LedgerAdjustmentBody): bigint | undefined {
  const negative = body.amount.startsWith('-');
  const text = negative ? body.amount.slice(1) : body.amount;
  const units =
    body.currency === 'KUB' ? parseKubAmount(text) : /^\d{1,12}$/.test(text) ? BigInt(text) : undefined;
  if (units === undefined || units === 0n) return undefined;
  return negative ? -units : units;
}

/**
 * An admin's credit (positive) or debit (negative) of a user's points or KUB, with a reason. It
 * moves as a transfer from or to ADJUSTMENTS, so the ledger stays balanced and the transfer
 * (append-only, with the admin as actor and the reason) and an audit-log row, written in the same
 * transaction, record it. A debit is a conditional update: it cannot take the user below zero.
 * The admin's Idempotency-Key makes a retry return the first adjustment (and write no second
 * audit row); the same key for another user or amount is refused.
 */
export async function adjustLedger(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  idempotencyKey: string,
  body: LedgerAdjustmentBody,
) {
  const adminId = actor.userId ?? undefined;
  const units = signedUnits(body);
  if (units === undefined) throw new AppError('ADJUSTMENT_AMOUNT_INVALID');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
  if (!user) throw new AppError('ADJUSTMENT_USER_NOT_FOUND');
  const credit = units > 0n;
  const amount = credit ? units : -units;
  const key = `adjustment:${adminId}:${idempotencyKey}`;
  return inTransaction(db, async (tx) => {
    const { transfer: moved, replayed } = await transfer(
      tx,
      clock,
      {
        kind: credit ? 'adjustment-credit' : 'adjustment-debit',
        currency: body.currency,
        amount,
        from: credit ? { system: 'ADJUSTMENTS' } : { userId: body.userId },
        to: credit ? { userId: body.userId } : { system: 'ADJUSTMENTS' },
        idempotencyKey: key,
        reference: { type: 'user', id: body.userId },
        actorUserId: adminId,
        reason: body.reason,
        metadata: { userId: body.userId },
      },
      { insufficient: 'INSUFFICIENT_BALANCE' },
    );
    if (replayed && moved.metadata?.userId !== body.userId) throw new AppError('IDEMPOTENCY_CONFLICT');
    await recordActivity(tx, clock, {
      userId: body.userId,
      type: 'Adjustment',
      unit: body.currency,
      amount: units,
      status: 'COMPLETED',
      transferId: moved.id,
      reference: { type: 'adjustment', id: moved.id },
      eventKey: key,
    });
    const balance = await balanceOf(tx, { userId: body.userId }, body.currency);
    const show = (value: bigint) => (body.currency === 'KUB' ? formatKubUnits(value) : value.toString());
    if (!replayed) {
      await recordAudit(tx, {
        actor,
        action: credit ? 'ledger.credit' : 'ledger.debit',
        targetType: 'user',
        targetId: body.userId,
        before: { currency: body.currency, balance: show(balance - units) },
        after: { currency: body.currency, balance: show(balance), amount: show(units), transferId: moved.id },
        reason: body.reason,
        at: clock.now(),
      });
    }
    return {
      transferId: moved.id,
      userId: body.userId,
      currency: body.currency,
      amount: show(units),
      balance: show(balance),
      replayed,
    };
  });
}
