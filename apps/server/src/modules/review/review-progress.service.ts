import type { Locale } from '@app/contracts/locale';
import { REVIEW_MASTERY_STABILITY_DAYS, type ReviewProgress } from '@app/contracts/review';
import type { ReviewContext } from './review-context.ts';

export async function reviewProgress(
  ctx: ReviewContext,
  _userId: number,
  _locale: Locale,
): Promise<ReviewProgress> {
  return {
    streakDays: 0,
    reviewedToday: false,
    dueToday: 0,
    dueThisWeek: 0,
    totalCards: 0,
    masteryStabilityDays: REVIEW_MASTERY_STABILITY_DAYS,
    topics: [],
    serverTime: ctx.clock.now().toISOString(),
  };
}
