import type { Locale } from '@app/contracts/locale';
import type { ReviewNext } from '@app/contracts/review';
import type { ReviewContext } from './review-context.ts';

export async function nextCard(ctx: ReviewContext, _userId: number, _locale: Locale): Promise<ReviewNext> {
  const now = ctx.clock.now().toISOString();
  return { card: null, dueToday: 0, nextDueAt: null, serverTime: now };
}
