import type { EarningChecklist, EarningStep } from '@app/contracts/earning';
import type { KycStatus } from '@app/contracts/profile';

/**
 * The earning checklist's one rule (modules/earning reads its facts for the "How earning works"
 * page, the dashboard page reads them in its own query).
 */
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
