import type { Locale } from '@app/contracts/locale';
import type {
  PopQuizAvailable,
  PopQuizHistoryItem,
  PopQuizHistoryPage,
  PopQuizPageQuery,
  PopQuizState,
} from '@app/contracts/pop-quizzes';
import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { popQuizAttempts, popQuizQuestions, popQuizzes } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type PopQuizWithPool, quizzesOfDay } from './pop-quiz.repo.ts';
import { bangkokDay } from '../../lib/bangkok-day.ts';
import { materialiseDay, nextOpening, slotTitle } from './pop-quiz-schedule.ts';
import { type AttemptRow, effectiveStatus, secondsUntil, summariseAttempt } from './pop-quiz-status.ts';

function stateOf({ quiz, pool }: PopQuizWithPool, now: Date): PopQuizState {
  if (now >= quiz.closesAt) return 'expired';
  if (pool < BigInt(quiz.rewardPoints)) return 'outofreward';
  return 'active';
}

/**
 * Today's pop quizzes (Bangkok day) that have opened, each with its state, the countdown to its
 * expiry and, for a signed-in user, their attempt; plus the next-available countdown. The day's
 * quizzes and pools are created on first request, so every day has pop quizzes without a cron.
 */
export async function listAvailable(
  db: Db,
  clock: Clock,
  userId: number | null,
  locale: Locale,
): Promise<PopQuizAvailable> {
  const now = clock.now();
  const day = bangkokDay(now);
  await materialiseDay(db, clock, day);
  const quizzes = (await quizzesOfDay(db, day)).filter(({ quiz }) => quiz.opensAt <= now);
  const attempts =
    userId === null || quizzes.length === 0
      ? []
      : await db
          .select()
          .from(popQuizAttempts)
          .where(
            and(
              eq(popQuizAttempts.userId, userId),
              inArray(
                popQuizAttempts.popQuizId,
                quizzes.map(({ quiz }) => quiz.id),
              ),
            ),
          );
  const next = nextOpening(now);
  return {
    serverTime: now.toISOString(),
    day,
    data: quizzes.map((entry) => {
      const { quiz, pool } = entry;
      const attempt = attempts.find((a) => a.popQuizId === quiz.id);
      return {
        id: quiz.id,
        day: quiz.day,
        title: slotTitle(quiz.slot, locale),
        state: stateOf(entry, now),
        opensAt: quiz.opensAt.toISOString(),
        closesAt: quiz.closesAt.toISOString(),
        expiresInSeconds: secondsUntil(quiz.closesAt, now),
        rewardPoints: quiz.rewardPoints,
        rewardsLeft: Number(pool / BigInt(quiz.rewardPoints)),
        rewardsTotal: quiz.winners,
        timeLimitSeconds: quiz.timeLimitSeconds,
        myAttempt: attempt ? summariseAttempt(attempt, now) : null,
      };
    }),
    nextAvailableAt: next.toISOString(),
    nextAvailableInSeconds: secondsUntil(next, now),
  };
}

function presentHistory(
  row: {
    attempt: AttemptRow;
    day: string;
    slot: number;
    rewardPoints: number;
    promptEn: string;
    promptTh: string;
  },
  now: Date,
  locale: Locale,
): PopQuizHistoryItem {
  const { attempt } = row;
  const status = effectiveStatus(attempt, now);
  return {
    attemptId: attempt.id,
    popQuizId: attempt.popQuizId,
    day: row.day,
    title: slotTitle(row.slot, locale),
    prompt: locale === 'th' ? row.promptTh : row.promptEn,
    status,
    result: attempt.correct === null ? null : attempt.correct ? 'pass' : 'fail',
    rewardPoints: row.rewardPoints,
    pointsReceived: attempt.status === 'completed' ? row.rewardPoints : 0,
    startedAt: attempt.startedAt.toISOString(),
    answeredAt: attempt.answeredAt?.toISOString() ?? null,
    durationSeconds: attempt.answeredAt
      ? Math.round((attempt.answeredAt.getTime() - attempt.startedAt.getTime()) / 1000)
      : null,
    claimExpiresAt: attempt.claimExpiresAt?.toISOString() ?? null,
    claimSecondsRemaining:
      status === 'pending' && attempt.claimExpiresAt ? secondsUntil(attempt.claimExpiresAt, now) : null,
    claimedAt: attempt.claimedAt?.toISOString() ?? null,
  };
}

async function historyPage(
  db: Db,
  clock: Clock,
  where: SQL | undefined,
  locale: Locale,
  page: PopQuizPageQuery,
): Promise<PopQuizHistoryPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        attempt: popQuizAttempts,
        day: popQuizzes.day,
        slot: popQuizzes.slot,
        rewardPoints: popQuizzes.rewardPoints,
        promptEn: popQuizQuestions.promptEn,
        promptTh: popQuizQuestions.promptTh,
      })
      .from(popQuizAttempts)
      .innerJoin(popQuizzes, eq(popQuizzes.id, popQuizAttempts.popQuizId))
      .innerJoin(popQuizQuestions, eq(popQuizQuestions.id, popQuizAttempts.questionId))
      .where(where)
      .orderBy(desc(popQuizAttempts.startedAt), desc(popQuizAttempts.id))
      .offset(page.start)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(popQuizAttempts)
      .innerJoin(popQuizzes, eq(popQuizzes.id, popQuizAttempts.popQuizId))
      .innerJoin(popQuizQuestions, eq(popQuizQuestions.id, popQuizAttempts.questionId))
      .where(where),
  ]);
  const now = clock.now();
  return {
    data: rows.map((row) => presentHistory(row, now, locale)),
    total: total?.total ?? 0,
    start: page.start,
    limit: page.limit,
  };
}

/** Every pop quiz the user has opened, newest first, whatever became of it. */
export function listHistory(
  db: Db,
  clock: Clock,
  userId: number,
  locale: Locale,
  page: PopQuizPageQuery,
): Promise<PopQuizHistoryPage> {
  return historyPage(db, clock, eq(popQuizAttempts.userId, userId), locale, page);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The pop quizzes a user has completed, i.e. answered (passed or failed), newest first; `start`
 * is the page index multiplied by `limit` (spec §9). My quiz lists these beside the main quizzes.
 * `search`, when given, keeps the ones whose question (in either language) contains it.
 */
export function listCompletedPopQuizzes(
  db: Db,
  clock: Clock,
  userId: number,
  locale: Locale,
  page: PopQuizPageQuery,
  filter: { search?: string | undefined } = {},
): Promise<PopQuizHistoryPage> {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return historyPage(
    db,
    clock,
    and(
      eq(popQuizAttempts.userId, userId),
      isNotNull(popQuizAttempts.answeredAt),
      pattern === null
        ? undefined
        : or(ilike(popQuizQuestions.promptEn, pattern), ilike(popQuizQuestions.promptTh, pattern)),
    ),
    locale,
    page,
  );
}
