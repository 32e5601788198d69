import type { MaybeActor } from './actor.ts';

/** Spec §6: a subscriber is a user with an active subscription (derived, never a flag). */
export function isSubscriber(actor: MaybeActor): boolean {
  return actor?.isSubscriber === true;
}

/** Exclusive articles, main-quiz quota and hints follow an active term. */
export const hasExclusiveAccess = isSubscriber;

/**
 * Spec §3/§6: points are earned during an active term whose package has `earnPoints`. Awards
 * apply the same rule inside their own statement (subscriptions/points-earning.ts).
 */
export function canEarnPoints(term: { active: boolean; packageEarnsPoints: boolean } | null): boolean {
  return term !== null && term.active && term.packageEarnsPoints;
}
