import type { MaybeActor } from './actor.ts';

/** Spec §6: a subscriber is a user with an active subscription (derived, never a flag). */
export function isSubscriber(actor: MaybeActor): boolean {
  return actor?.isSubscriber === true;
}

/** Exclusive articles, main-quiz quota, hints and point earning all follow an active term. */
export const hasExclusiveAccess = isSubscriber;
export const canEarnPoints = isSubscriber;
