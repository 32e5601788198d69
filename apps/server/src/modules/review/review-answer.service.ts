import type { Locale } from '@app/contracts/locale';
import {
  REVIEW_OPTION_KEYS,
  REVIEW_RATINGS,
  type ReviewAnswerBody,
  type ReviewAnswerResult,
  type ReviewOptionKey,
  type ReviewRatingBody,
  type ReviewRatingResult,
  type ReviewSchedule,
} from '@app/contracts/review';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { isRightAnswer } from '../quizzes/quiz-grading.ts';
import { inTransaction } from '../../db/client.ts';
import { reviewCards, reviewLogs } from '../../db/schema/index.ts';
import type { ReviewContext } from './review-context.ts';
import { bangkokDayEnd, type CardRow, cardOf, countDue } from './review-deck.repo.ts';
import { cardLocked } from './review-intake.ts';
import { awardTopicIfMastered } from './review-mastery.service.ts';
import { loadQuestion, refOf } from './review-questions.ts';
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

/** The learner's card, and whether its question is locked now (see cardLocked), in one read. */
async function lockedCardOf(ctx: ReviewContext, userId: number, cardId: number, now: Date) {
  const [row] = await ctx.db
    .select({ card: reviewCards, locked: sql<boolean>`${cardLocked(now, 'review_cards')}` })
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  return row ?? null;
}

/**
 * Grades the served card once and moves it by FSRS. The write is conditional on the version the
 * serving handed out, inside one transaction with the review's log row (unique per card and
 * version): of two answers to one serving, racing or retried, exactly one is recorded and the
 * other is told the card changed. The answer is revealed only for a card that is not locked.
 */
export async function answerCard(
  ctx: ReviewContext,
  userId: number,
  cardId: number,
  body: ReviewAnswerBody,
  locale: Locale,
): Promise<ReviewAnswerResult> {
  const now = ctx.clock.now();
  const found = await lockedCardOf(ctx, userId, cardId, now);
  if (!found) throw new AppError('REVIEW_CARD_NOT_FOUND');
  const { card } = found;
  if (card.servedAt === null || card.servedQuestionId === null || card.servedOptionIds === null) {
    throw new AppError(body.version < card.version ? 'REVIEW_CARD_CHANGED' : 'REVIEW_CARD_NOT_SERVED');
  }
  if (body.version !== card.version) throw new AppError('REVIEW_CARD_CHANGED');
  if (found.locked) throw new AppError('REVIEW_CARD_LOCKED');

  const ref = refOf(card);
  const question = await loadQuestion(ctx.db, { source: ref.source, id: card.servedQuestionId }, locale);
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

  // The signing key is read outside the transaction (the embedded database has one connection).
  if (card.categoryKey !== null) await ctx.issuer.signingKey();
  const { version, credential } = await inTransaction(ctx.db, async (tx) => {
    const [updated] = await tx
      .update(reviewCards)
      .set({
        ...after,
        version: sql`${reviewCards.version} + 1`,
        servedAt: null,
        servedQuestionId: null,
        servedOptionIds: null,
      })
      .where(
        and(
          eq(reviewCards.id, card.id),
          eq(reviewCards.version, body.version),
          isNotNull(reviewCards.servedAt),
        ),
      )
      .returning({ version: reviewCards.version });
    if (!updated) throw new AppError('REVIEW_CARD_CHANGED');
    await tx.insert(reviewLogs).values({
      cardId: card.id,
      userId,
      cardVersion: body.version,
      questionId: card.servedQuestionId!,
      correct,
      rating: grade,
      secondsTaken,
      stateBefore: stateRow(before),
      reviewedAt: now,
    });
    const code = await awardTopicIfMastered(ctx, tx, userId, card.categoryKey, now);
    return { version: updated.version, credential: code };
  });

  return {
    cardId: card.id,
    version,
    correct,
    correctAnswers: rightKeys,
    explanation: question.explanation,
    article: question.article,
    secondsTaken,
    schedule: scheduleView(after, now, grade, false),
    ratingChoices: correct ? [...REVIEW_RATINGS] : [],
    masteredCredentialCode: credential,
    dueToday: await countDue(ctx.db, userId, bangkokDayEnd(now)),
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
