import { formatKubUnits, KUB_UNITS_PER_POINT } from '@app/contracts/money';
import type { RedeemTokenBody, RedeemTokenResult } from '@app/contracts/wallet';
import { type Db, inTransaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type KycLookup, requireKycVerified } from '../../policies/kyc.policy.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { transfer, userBalances } from '../ledger/ledger.service.ts';
import { holdPayout } from '../payouts/payout-request.service.ts';
import type { PayoutSettings } from '../payouts/payout-settings.ts';
import { verifyPin } from '../pin/pin.service.ts';

/**
 * Redeem Token: converts points to KKUB at the fixed rate (100 points = 1 KKUB). The PIN is
 * checked first, on its own, so a wrong PIN stays counted although nothing moves. Then, in one
 * transaction, the points go to CONVERSION (a conditional debit: parallel conversions can never
 * take the balance below zero) and the KKUB comes from CONVERSION, with one 'Redeem Token' line
 * for each currency. The client's idempotency key makes a retry return the first conversion.
 * With payouts on (a chain configured), the KKUB does not land in the user's balance: it is held
 * for a payout to the proven wallet (see payouts/payout-request.service.ts), in the same transaction.
 */
export async function redeemToken(
  db: Db,
  clock: Clock,
  userId: number,
  idempotencyKey: string,
  body: RedeemTokenBody,
  kyc: KycLookup,
  payouts?: PayoutSettings,
): Promise<RedeemTokenResult> {
  await requireKycVerified(kyc, userId, 'redeem');
  await verifyPin(db, clock, userId, body.pin);
  return convertPointsToKkub(db, clock, userId, idempotencyKey, body.points, payouts);
}

/** The conversion itself, once the PIN has been confirmed. */
export async function convertPointsToKkub(
  db: Db,
  clock: Clock,
  userId: number,
  idempotencyKey: string,
  pointsToConvert: number,
  payouts?: PayoutSettings,
): Promise<RedeemTokenResult> {
  const points = BigInt(pointsToConvert);
  const kub = points * KUB_UNITS_PER_POINT;
  const key = `redeem-token:${userId}:${idempotencyKey}`;
  const reference = { type: 'redeem-token', id: key };
  return inTransaction(db, async (tx) => {
    const spent = await transfer(
      tx,
      clock,
      {
        kind: 'redeem-token',
        currency: 'POINT',
        amount: points,
        from: { userId },
        to: { system: 'CONVERSION' },
        idempotencyKey: `${key}:points`,
        reference,
        actorUserId: userId,
      },
      { insufficient: 'REDEEM_INSUFFICIENT_POINTS' },
    );
    await recordActivity(tx, clock, {
      userId,
      type: 'Redeem Token',
      unit: 'POINT',
      amount: -points,
      status: 'COMPLETED',
      transferId: spent.transfer.id,
      reference,
      eventKey: `${key}:points`,
    });
    let payout: RedeemTokenResult['payout'] = null;
    if (payouts?.chain) {
      const held = await holdPayout(tx, clock, payouts, { userId, amount: kub, points, key, reference });
      payout = { id: held.payoutId };
    } else {
      const received = await transfer(
        tx,
        clock,
        {
          kind: 'redeem-token',
          currency: 'KUB',
          amount: kub,
          from: { system: 'CONVERSION' },
          to: { userId },
          idempotencyKey: `${key}:kub`,
          reference,
          actorUserId: userId,
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      );
      await recordActivity(tx, clock, {
        userId,
        type: 'Redeem Token',
        unit: 'KKUB',
        amount: kub,
        status: 'COMPLETED',
        transferId: received.transfer.id,
        reference,
        eventKey: `${key}:kub`,
      });
    }
    const balances = await userBalances(tx, userId);
    return {
      points: Number(points),
      kkub: formatKubUnits(kub),
      pointBalance: Number(balances.points),
      kubBalance: formatKubUnits(balances.kub),
      replayed: spent.replayed,
      payout,
    };
  });
}
