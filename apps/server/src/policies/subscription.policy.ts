import type { ErrorCode } from '@app/contracts/errors';
import type { Actor } from './actor.ts';

/** What the purchase rules need to know about the buyer, read by the service. */
export interface PurchaseFacts {
  kycVerified: boolean;
  /** A term that has not ended yet (running or, in data from elsewhere, still to start). */
  hasCurrentTerm: boolean;
  /** Any term ever bought, expired ones included. */
  hasSubscribedBefore: boolean;
}

export interface PurchasablePackage {
  active: boolean;
  kycRequired: boolean;
  newSubscribersOnly: boolean;
}

/**
 * Why this buyer may not order this package now, or null. Spec §4: a package cannot be bought
 * while another purchase is pending or active ('Cannot purchase multiple packages simultaneously').
 * The balance is not judged here: the ledger's conditional debit decides it atomically.
 */
export function purchaseRefusal(facts: PurchaseFacts, pkg: PurchasablePackage): ErrorCode | null {
  if (!pkg.active) return 'PACKAGE_NOT_FOUND';
  if (pkg.kycRequired && !facts.kycVerified) return 'KYC_REQUIRED_PURCHASE';
  if (facts.hasCurrentTerm) return 'PURCHASE_IN_PROGRESS';
  if (pkg.newSubscribersOnly && facts.hasSubscribedBefore) return 'PACKAGE_NEW_SUBSCRIBERS_ONLY';
  return null;
}

export function canPurchase(facts: PurchaseFacts, pkg: PurchasablePackage): boolean {
  return purchaseRefusal(facts, pkg) === null;
}

/** A term is seen by its owner and by an admin. */
export function canReadSubscription(actor: Pick<Actor, 'id' | 'role'>, subscription: { userId: number }) {
  return actor.id === subscription.userId || actor.role === 'admin';
}
