import type { Locale } from '@app/contracts/locale';
import {
  REVIEW_MASTERY_STABILITY_DAYS,
  type ReviewMasteryLevel,
  type ReviewProgress,
} from '@app/contracts/review';
import { sql } from 'drizzle-orm';
import { inTransaction, queryRows } from '../../db/client.ts';
import { bangkokDay } from '../../lib/bangkok-day.ts';
import type { ReviewContext } from './review-context.ts';
import { bangkokDayEnd, countDue } from './review-deck.repo.ts';
import { takeInMissedQuestions } from './review-intake.ts';
import { awardTopicIfMastered, credentialsOf } from './review-mastery.service.ts';

const DAY_MS = 86_400_000;
/** How far back the streak looks: a longer one is shown as this many days. */
export const STREAK_LOOKBACK_DAYS = 400;

/** Consecutive Bangkok days with a review, ending today, or yesterday while today has none yet. */
export function streakOf(days: ReadonlySet<string>, now: Date): { streak: number; today: boolean } {
  const today = days.has(bangkokDay(now));
  let streak = 0;
  for (let at = today ? now : new Date(now.getTime() - DAY_MS); days.has(bangkokDay(at));) {
    streak += 1;
    at = new Date(at.getTime() - DAY_MS);
  }
  return { streak, today };
}

function levelOf(cards: number, mastered: number, reviewed: number): ReviewMasteryLevel {
  if (cards > 0 && mastered === cards) return 'mastered';
  if (mastered * 2 >= cards && mastered > 0) return 'familiar';
  return reviewed > 0 ? 'learning' : 'new';
}

/** The learner's deck at a glance: streak, what is due, and how far each topic has come. */
export async function reviewProgress(
  ctx: ReviewContext,
  userId: number,
  locale: Locale,
): Promise<ReviewProgress> {
  const now = ctx.clock.now();
  await takeInMissedQuestions(ctx.db, userId, now);
  const reviewDays = await queryRows<{ day: string }>(
    ctx.db,
    sql`select distinct to_char(reviewed_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day
          from review_logs
         where user_id = ${userId} and reviewed_at >= ${new Date(now.getTime() - STREAK_LOOKBACK_DAYS * DAY_MS)}::timestamptz`,
  );
  const { streak, today } = streakOf(new Set(reviewDays.map((row) => row.day)), now);
  const topics = await queryRows<{
    key: number | null;
    name_en: string | null;
    name_th: string | null;
    cards: number;
    mastered: number;
    reviewed: number;
  }>(
    ctx.db,
    sql`select c.category_key as key, cat.name_en, cat.name_th, count(*)::int as cards,
               count(*) filter (where c.stability >= ${REVIEW_MASTERY_STABILITY_DAYS})::int as mastered,
               count(*) filter (where c.reps > 0)::int as reviewed
          from review_cards c left join categories cat on cat.key = c.category_key
         where c.user_id = ${userId}
         group by c.category_key, cat.name_en, cat.name_th, cat.ranking
         order by cat.ranking nulls last, c.category_key`,
  );
  // A topic mastered while the profile had no name gets its credential once it has one.
  if (topics.some((topic) => topic.key !== null && topic.cards > 0 && topic.mastered === topic.cards)) {
    await ctx.issuer.signingKey();
  }
  const credentials = await inTransaction(ctx.db, async (tx) => {
    for (const topic of topics) {
      if (topic.key !== null && topic.cards > 0 && topic.mastered === topic.cards) {
        await awardTopicIfMastered(ctx, tx, userId, topic.key, now);
      }
    }
    return credentialsOf(tx, userId);
  });
  const credentialOf = new Map(credentials.map((c) => [c.categoryKey, c]));
  return {
    streakDays: streak,
    reviewedToday: today,
    dueToday: await countDue(ctx.db, userId, bangkokDayEnd(now)),
    dueThisWeek: await countDue(ctx.db, userId, bangkokDayEnd(now, 6)),
    totalCards: topics.reduce((sum, topic) => sum + topic.cards, 0),
    masteryStabilityDays: REVIEW_MASTERY_STABILITY_DAYS,
    topics: topics.map((topic) => {
      const credential = topic.key === null ? undefined : credentialOf.get(topic.key);
      return {
        topic:
          topic.key === null
            ? null
            : {
                key: topic.key,
                name: (locale === 'th' ? topic.name_th : topic.name_en) ?? String(topic.key),
              },
        cards: topic.cards,
        masteredCards: topic.mastered,
        level: levelOf(topic.cards, topic.mastered, topic.reviewed),
        credential: credential
          ? {
              code: credential.code,
              issuedAt: credential.issuedAt.toISOString(),
              revokedAt: credential.revokedAt?.toISOString() ?? null,
            }
          : null,
      };
    }),
    serverTime: now.toISOString(),
  };
}
