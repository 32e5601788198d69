import { formatKubUnits, parseKubAmount } from '@app/contracts/money';
import type { KeptKkub, SendKkubBody, SendKkubResult } from '@app/contracts/wallet';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { userBalances } from '../ledger/ledger.service.ts';
import { holdPayout, keptKkub } from '../payouts/payout-request.service.ts';
import type { PayoutSettings } from '../payouts/payout-settings.ts';
import { verifyPin } from '../pin/pin.service.ts';
import { type KycLookup, requireKycVerified } from '../../policies/kyc.policy.ts';

/** What the user kept on the site and whether it can be sent now. */
export async function getKeptKkub(db: Db, userId: number, payouts?: PayoutSettings): Promise<KeptKkub> {
  return { kept: formatKubUnits(await keptKkub(db, userId)), payoutsOn: Boolean(payouts?.chain) };
}

/**
 * Sends KKUB that Redeem Token left in the user's balance while payouts were off to their proven
 * wallet, as one payout under Redeem Token's rules: the caller checked KYC; here the PIN (checked
 * first, on its own, so a wrong one stays counted), then in one transaction the user's row lock,
 * the proven wallet, the daily limit, the kept amount, and the hold from the user's own account
 * (a conditional debit, so parallel sends cannot overdraw it) with the payout job. The hot
 * wallet's limits are the sender job's, as for every payout. The idempotency key makes a retry
 * return the first payout.
 */
export async function sendKkubBalance(
  db: Db,
  clock: Clock,
  userId: number,
  idempotencyKey: string,
  body: SendKkubBody,
  kyc: KycLookup,
  payouts?: PayoutSettings,
): Promise<SendKkubResult> {
  await requireKycVerified(kyc, userId, 'redeem');
  if (!payouts?.chain) throw new AppError('PAYOUT_SEND_UNAVAILABLE');
  const amount = parseKubAmount(body.amount);
  if (amount === undefined || amount <= 0n) throw new AppError('PAYOUT_SEND_AMOUNT_INVALID');
  await verifyPin(db, clock, userId, body.pin);
  const key = `send-kkub:${userId}:${idempotencyKey}`;
  return inTransaction(db, async (tx) => {
    const held = await holdPayout(tx, clock, payouts, {
      userId,
      amount,
      points: 0n,
      key,
      reference: { type: 'send-kkub', id: key },
      source: 'balance',
    });
    const balances = await userBalances(tx, userId);
    return {
      payout: { id: held.payoutId },
      kkub: formatKubUnits(amount),
      kubBalance: formatKubUnits(balances.kub),
      kept: formatKubUnits(await keptKkub(tx, userId)),
      replayed: held.replayed,
    };
  });
}
