import type { EarningChecklist } from '@app/contracts/earning';
import type { KycStatus } from '@app/contracts/profile';
import { checklistFrom } from '../../policies/earning-checklist.policy.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositEvents, exchangeAccounts, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { userBalances } from '../ledger/ledger.service.ts';
import { hasPin } from '../pin/pin.service.ts';
import { pointsEarning } from '../subscriptions/points-earning.ts';

/**
 * What a user still has to do before points can turn into KKUB in their wallet. Each tick reads
 * the same tables the rules themselves read (the KYC guard, the PIN check, the subscriber policy,
 * the payout's wallet), so the checklist cannot say "done" while a rule would still refuse.
 */
export async function getEarningChecklist(
  db: Db,
  clock: Clock,
  kycStatus: (userId: number) => Promise<KycStatus>,
  userId: number,
): Promise<EarningChecklist> {
  const [[account], [user], [deposit], balances, kyc, pin, subscriber] = await Promise.all([
    db
      .select({ userId: exchangeAccounts.userId })
      .from(exchangeAccounts)
      .where(eq(exchangeAccounts.userId, userId)),
    db.select({ walletProvenAt: users.walletProvenAt }).from(users).where(eq(users.id, userId)),
    db
      .select({ eventId: depositEvents.eventId })
      .from(depositEvents)
      .where(and(eq(depositEvents.userId, userId), eq(depositEvents.status, 'credited')))
      .limit(1),
    userBalances(db, userId),
    kycStatus(userId),
    hasPin(db, userId),
    pointsEarning(db, userId, clock.now()),
  ]);
  return checklistFrom({
    exchangeLinked: account !== undefined,
    kyc,
    pin,
    deposited: deposit !== undefined,
    kubBalance: balances.kub,
    earns: subscriber.earns,
    walletProven: Boolean(user?.walletProvenAt),
  });
}
