import type { EarningChecklist, EarningStep } from '@app/contracts/earning';
import type { KycStatus } from '@app/contracts/profile';
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

/** What the checklist is decided from, each read where the rule it stands for reads it. */
export interface ChecklistFacts {
  exchangeLinked: boolean;
  kyc: KycStatus;
  pin: boolean;
  /** A deposit was credited. */
  deposited: boolean;
  kubBalance: bigint;
  /** A running term of a package that earns points (subscriptions/points-earning.ts). */
  earns: boolean;
  walletProven: boolean;
}

/** The checklist from facts a caller read already (the dashboard reads them in one query). */
export function checklistFrom(facts: ChecklistFacts): EarningChecklist {
  const { kyc, exchangeLinked } = facts;
  const done: Record<EarningStep, boolean> = {
    // An admin's KYC decision counts, as it does for every KYC gate.
    exchange: kyc.verified && (exchangeLinked || kyc.source === 'override'),
    pin: facts.pin,
    // A package is paid from the KUB balance: KUB has arrived once a deposit was credited, or while
    // the balance holds any (an admin's credit, converted points).
    deposit: facts.deposited || facts.kubBalance > 0n,
    // The same rule every payer applies: a running term of a package that earns points.
    subscription: facts.earns,
    // Only a wallet proven by signature can receive KKUB.
    wallet: facts.walletProven,
  };
  const steps = (Object.keys(done) as EarningStep[]).map((step) => ({ step, done: done[step] }));
  const doneCount = steps.filter((s) => s.done).length;
  return {
    steps,
    exchangeLinked,
    kycVerified: kyc.verified,
    doneCount,
    allDone: doneCount === steps.length,
  };
}
