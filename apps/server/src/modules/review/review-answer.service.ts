import type { Locale } from '@app/contracts/locale';
import {
  REVIEW_MASTERY_STABILITY_DAYS,
  REVIEW_OPTION_KEYS,
  REVIEW_RATINGS,
  type ReviewAnswerBody,
  type ReviewAnswerResult,
  type ReviewOptionKey,
  type ReviewRatingBody,
  type ReviewRatingResult,
  type ReviewSchedule,
} from '@app/contracts/review';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { isRightAnswer } from '../quizzes/quiz-grading.ts';
import { inTransaction, queryRows } from '../../db/client.ts';
import { reviewCards, reviewLogs } from '../../db/schema/index.ts';
import type { ReviewContext } from './review-context.ts';
import { bangkokDayEnd, type CardRow, cardOf, cardRowOf } from './review-deck.repo.ts';
import { cardLocked } from './review-intake.ts';
import { awardTopicIfMastered } from './review-mastery.service.ts';
import { questionOf, servedQuestionOf, type ServedQuestionColumns } from './review-questions.ts';
import {
  type FsrsColumns,
  fromStateRow,
  intervalDays,
  ratingFromAnswer,
  ratingGrade,
  ratingName,
  schedule,
  stateRow,
} from './review-schedule.ts';

function fsrsColumnsOf(card: CardRow): FsrsColumns {
  const {
    due,
    stability,
    difficulty,
    elapsedDays,
    scheduledDays,
    learningSteps,
    reps,
    lapses,
    state,
    lastReview,
  } = card;
  return {
    due,
    stability,
    difficulty,
    elapsedDays,
    scheduledDays,
    learningSteps,
    reps,
    lapses,
    state,
    lastReview,
  };
}

function scheduleView(after: FsrsColumns, reviewedAt: Date, grade: number, chosen: boolean): ReviewSchedule {
  return {
    rating: ratingName(grade),
    ratingChosen: chosen,
    due: after.due.toISOString(),
    intervalDays: intervalDays(reviewedAt, after.due),
    stability: after.stability,
  };
}

/**
 * The learner's card, whether its question is locked now (see cardLocked), and the question it
 * serves, in one read.
 */
async function lockedCardOf(ctx: ReviewContext, userId: number, cardId: number, locale: Locale, now: Date) {
  const [row] = await queryRows<Record<string, unknown> & ServedQuestionColumns & { locked: boolean }>(
    ctx.db,
    sql`select c.*, ${cardLocked(now, 'c')} as locked, question.*
          from review_cards c left join lateral ${servedQuestionOf('c', locale)} question on true
         where c.id = ${cardId} and c.user_id = ${userId}`,
  );
  return row ? { card: cardRowOf(row), locked: row.locked, question: questionOf(row) } : null;
}

/**
 * Records the review in one statement: the conditional write on the served version and the log
 * row (unique per card and version) commit together or not at all. Returns null when the card
 * moved since it was read (answered or served again). Also, from the same snapshot: the cards due
 * before `dayEnd` as they were before this write, and, when `topicMayBeMastered` (the card now
 * stands at the mastery stability), whether every other card of its topic does too and no
 * credential has been issued for it yet.
 */
async function recordReview(
  ctx: ReviewContext,
  card: CardRow,
  review: {
    version: number;
    after: FsrsColumns;
    log: Omit<typeof reviewLogs.$inferInsert, 'id' | 'cardId' | 'userId' | 'cardVersion'>;
    dayEnd: Date;
    topicMayBeMastered: boolean;
  },
) {
  const { after, log } = review;
  const [row] = await queryRows<{ version: number; due_before: number; topic_mastered: boolean }>(
    ctx.db,
    sql`
      with updated as (
        update review_cards
           set due = ${after.due}::timestamptz, stability = ${after.stability}, difficulty = ${after.difficulty},
               elapsed_days = ${after.elapsedDays}, scheduled_days = ${after.scheduledDays},
               learning_steps = ${after.learningSteps}, reps = ${after.reps}, lapses = ${after.lapses},
               state = ${after.state}, last_review = ${after.lastReview}::timestamptz,
               version = version + 1, served_at = null, served_question_id = null, served_option_ids = null
         where id = ${card.id} and version = ${review.version} and served_at is not null
        returning version
      ), logged as (
        insert into review_logs (card_id, user_id, card_version, question_id, correct, rating, seconds_taken,
                                 state_before, reviewed_at)
        select ${card.id}::int, ${card.userId}::int, ${review.version}::int, ${log.questionId}::int,
               ${log.correct}::boolean, ${log.rating}::int, ${log.secondsTaken}::int,
               ${JSON.stringify(log.stateBefore)}::jsonb, ${log.reviewedAt}::timestamptz
          from updated
        returning id
      )
      select updated.version,
             (select count(*) from review_cards
               where user_id = ${card.userId} and due < ${review.dayEnd}::timestamptz)::int as due_before,
             ${
               review.topicMayBeMastered && card.categoryKey !== null
                 ? sql`not exists (select 1 from review_cards o
                                    where o.user_id = ${card.userId} and o.category_key = ${card.categoryKey}
                                      and o.id <> ${card.id} and o.stability < ${REVIEW_MASTERY_STABILITY_DAYS})
                       and not exists (select 1 from review_topic_credentials r
                                        where r.user_id = ${card.userId} and r.category_key = ${card.categoryKey})`
                 : sql`false`
             } as topic_mastered
        from updated`,
  );
  return row ?? null;
}

/**
 * Grades the served card once and moves it by FSRS. The write is conditional on the version the
 * serving handed out, in one statement with the review's log row (unique per card and version):
 * of two answers to one serving, racing or retried, exactly one is recorded and the other is told
 * the card changed. The answer is revealed only for a card that is not locked. Two statements in
 * the common case (read, record); a review that masters a topic issues its credential after.
 */
export async function answerCard(
  ctx: ReviewContext,
  userId: number,
  cardId: number,
  body: ReviewAnswerBody,
  locale: Locale,
): Promise<ReviewAnswerResult> {
  const now = ctx.clock.now();
  const found = await lockedCardOf(ctx, userId, cardId, locale, now);
  if (!found) throw new AppError('REVIEW_CARD_NOT_FOUND');
  const { card, question } = found;
  if (card.servedAt === null || card.servedQuestionId === null || card.servedOptionIds === null) {
    throw new AppError(body.version < card.version ? 'REVIEW_CARD_CHANGED' : 'REVIEW_CARD_NOT_SERVED');
  }
  if (body.version !== card.version) throw new AppError('REVIEW_CARD_CHANGED');
  if (found.locked) throw new AppError('REVIEW_CARD_LOCKED');
  if (!question) throw new AppError('REVIEW_CARD_NOT_FOUND');

  const keyOf = new Map<number, ReviewOptionKey>(
    card.servedOptionIds.map((optionId, index) => [optionId, REVIEW_OPTION_KEYS[index]!]),
  );
  const right = question.options.filter((o) => o.correct && keyOf.has(o.id));
  const rightKeys = right.map((o) => keyOf.get(o.id)!);
  // The quizzes' one rule, on the option ids the letters stood for in this serving (a letter
  // beyond the served options stands for no option, so it can never be right).
  const chosenIds = body.selectedAnswers.map(
    (key) => card.servedOptionIds![REVIEW_OPTION_KEYS.indexOf(key)] ?? -1,
  );
  const correct = isRightAnswer(
    chosenIds,
    right.map((o) => o.id),
  );

  const secondsTaken = Math.max(0, Math.floor((now.getTime() - card.servedAt.getTime()) / 1000));
  const grade = ratingFromAnswer(correct, secondsTaken);
  const before = fsrsColumnsOf(card);
  const after = schedule(before, now, grade);
  const dayEnd = bangkokDayEnd(now);

  const recorded = await recordReview(ctx, card, {
    version: body.version,
    after,
    log: {
      questionId: card.servedQuestionId,
      correct,
      rating: grade,
      secondsTaken,
      stateBefore: stateRow(before),
      reviewedAt: now,
    },
    dayEnd,
    // Below the mastery stability this card keeps its topic from being mastered.
    topicMayBeMastered: after.stability >= REVIEW_MASTERY_STABILITY_DAYS,
  });
  if (!recorded) throw new AppError('REVIEW_CARD_CHANGED');

  let credential: string | null = null;
  if (recorded.topic_mastered) {
    // The signing key is read outside the transaction (the embedded database has one connection).
    await ctx.issuer.signingKey();
    credential = await inTransaction(ctx.db, (tx) =>
      awardTopicIfMastered(ctx, tx, userId, card.categoryKey, now),
    );
  }

  // The count read before the write, with this card where the review moved it.
  const dueToday = recorded.due_before - (card.due < dayEnd ? 1 : 0) + (after.due < dayEnd ? 1 : 0);
  return {
    cardId: card.id,
    version: recorded.version,
    correct,
    correctAnswers: rightKeys,
    explanation: question.explanation,
    article: question.article,
    secondsTaken,
    schedule: scheduleView(after, now, grade, false),
    ratingChoices: correct ? [...REVIEW_RATINGS] : [],
    masteredCredentialCode: credential,
    dueToday,
  };
}

/**
 * Right after a right answer, the learner may say how it felt: the review is scheduled again from
 * the state it started from, with their rating in place of the clock's. Once, and only while the
 * card has not moved since (same version).
 */
export async function rateCard(
  ctx: ReviewContext,
  userId: number,
  cardId: number,
  body: ReviewRatingBody,
): Promise<ReviewRatingResult> {
  const card = await cardOf(ctx.db, userId, cardId);
  if (!card) throw new AppError('REVIEW_CARD_NOT_FOUND');
  if (card.version !== body.version || card.servedAt !== null) throw new AppError('REVIEW_CARD_CHANGED');
  const [log] = await ctx.db
    .select()
    .from(reviewLogs)
    .where(eq(reviewLogs.cardId, card.id))
    .orderBy(desc(reviewLogs.id))
    .limit(1);
  if (!log || !log.correct || log.ratingChosen || log.cardVersion !== body.version - 1) {
    throw new AppError('REVIEW_RATING_NOT_ALLOWED');
  }
  const grade = ratingGrade(body.rating);
  const after = schedule(fromStateRow(log.stateBefore), log.reviewedAt, grade);
  if (card.categoryKey !== null) await ctx.issuer.signingKey();
  return inTransaction(ctx.db, async (tx) => {
    const [updated] = await tx
      .update(reviewCards)
      .set({ ...after, version: sql`${reviewCards.version} + 1` })
      .where(
        and(eq(reviewCards.id, card.id), eq(reviewCards.version, body.version), isNull(reviewCards.servedAt)),
      )
      .returning({ version: reviewCards.version });
    if (!updated) throw new AppError('REVIEW_CARD_CHANGED');
    await tx.update(reviewLogs).set({ rating: grade, ratingChosen: true }).where(eq(reviewLogs.id, log.id));
    const code = await awardTopicIfMastered(ctx, tx, userId, card.categoryKey, ctx.clock.now());
    return {
      cardId: card.id,
      version: updated.version,
      schedule: scheduleView(after, log.reviewedAt, grade, true),
      masteredCredentialCode: code,
    };
  });
}
