import type { ReviewSummary } from '@app/contracts/review';
import { type SQL, sql } from 'drizzle-orm';
import { bangkokDayEnd } from './review-deck.repo.ts';
import { CARDS_TAKEN_IN, missedQuestionsTakenIn } from './review-intake.ts';
import { STREAK_LOOKBACK_DAYS, streakOf } from './review-progress.service.ts';

const DAY_MS = 86_400_000;

/**
 * The review deck's card (streak, cards due today and this week, cards in all) as parts of
 * another statement, so a page that shows it beside other facts sends no statement for it:
 * `with` names the intake of missed questions (as every look at the deck takes them in), and
 * `column` is one JSON value read from the deck and the review log. The deck read there does not
 * see the cards the intake adds in the same statement; they are counted from what it returns
 * (new cards are due at once), so the figures are those `reviewProgress` answers.
 */
export function reviewSummaryParts(userId: number, now: Date): { with: SQL; column: SQL } {
  const since = new Date(now.getTime() - STREAK_LOOKBACK_DAYS * DAY_MS);
  return {
    with: missedQuestionsTakenIn(sql`= ${userId}`, now),
    column: sql`(select json_build_object(
        'added', ${CARDS_TAKEN_IN},
        'cards', count(*),
        'dueToday', count(*) filter (where rc.due < ${bangkokDayEnd(now)}::timestamptz),
        'dueThisWeek', count(*) filter (where rc.due < ${bangkokDayEnd(now, 6)}::timestamptz),
        'days', (select coalesce(json_agg(d.day), '[]'::json) from (
          select distinct to_char(rl.reviewed_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day
            from review_logs rl
           where rl.user_id = ${userId} and rl.reviewed_at >= ${since}::timestamptz) d))
      from review_cards rc where rc.user_id = ${userId})`,
  };
}

interface SummaryValue {
  added: number;
  cards: number;
  dueToday: number;
  dueThisWeek: number;
  days: string[];
}

/** The card from the value `reviewSummaryParts` read (a JSON value, parsed by the driver or not). */
export function reviewSummaryFrom(value: SummaryValue | string, now: Date): ReviewSummary {
  const read = typeof value === 'string' ? (JSON.parse(value) as SummaryValue) : value;
  const added = Number(read.added);
  const { streak, today } = streakOf(new Set(read.days), now);
  return {
    streakDays: streak,
    reviewedToday: today,
    dueToday: Number(read.dueToday) + added,
    dueThisWeek: Number(read.dueThisWeek) + added,
    totalCards: Number(read.cards) + added,
  };
}
