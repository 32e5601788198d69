import type { Locale } from '@app/contracts/locale';
import {
  POP_QUIZ_ANSWER_GRACE_SECONDS,
  POP_QUIZ_CLAIM_WINDOW_SECONDS,
  type PopQuizHint,
  type PopQuizQuestion,
  type PopQuizSubmitResult,
} from '@app/contracts/pop-quizzes';
import { and, eq, gte, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction } from '../../db/client.ts';
import { popQuizAttempts } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { drawQuestions } from '../quizzes/quiz-draw.ts';
import { isRightAnswer } from '../quizzes/quiz-grading.ts';
import { type KycLookup, requireKycVerified } from '../../policies/kyc.policy.ts';
import { newAttemptSeed, shuffleOptions } from '../quizzes/quiz-shuffle.ts';
import { activeSubscription, hintsRemaining, useHint } from '../subscriptions/entitlements.ts';
import { pointsEarning, pointsForfeit } from '../subscriptions/points-earning.ts';
import {
  bankOf,
  findAttempt,
  findQuestion,
  findQuiz,
  type PopQuizWithPool,
  type QuestionRow,
} from './pop-quiz.repo.ts';
import { slotTitle } from './pop-quiz-schedule.ts';
import { type AttemptRow, effectiveStatus, secondsUntil } from './pop-quiz-status.ts';

const GRACE_MS = POP_QUIZ_ANSWER_GRACE_SECONDS * 1000;

async function loadQuiz(db: Db, id: number) {
  const found = await findQuiz(db, id);
  if (!found) throw new AppError('POP_QUIZ_NOT_FOUND');
  return found;
}

/**
 * This attempt's variant of the slot's bank and its option order, both from a fresh secret seed
 * with the main quizzes' draw (decision 025): one concept, so one variant, ranked by keyed hashes
 * nobody can predict or steer by retrying. Stored with the attempt, never drawn again.
 */
async function drawForAttempt(db: Db, concept: string) {
  const bank = await bankOf(db, concept);
  if (bank.length === 0) throw new AppError('POP_QUIZ_NOT_FOUND');
  const seed = newAttemptSeed();
  const [drawnId] = drawQuestions(
    seed,
    bank.map((question) => ({ id: question.id, position: question.id, concept })),
    1,
  );
  const question = bank.find((candidate) => candidate.id === drawnId)!;
  return { question, optionOrder: shuffleOptions(seed, question.options).map((option) => option.id) };
}

/** The question the attempt drew; a question the attempt did not draw is not part of it. */
async function attemptQuestion(db: Db, attempt: AttemptRow, questionId?: number): Promise<QuestionRow> {
  if (questionId !== undefined && questionId !== attempt.questionId) throw new AppError('POP_QUIZ_NOT_FOUND');
  const question = await findQuestion(db, attempt.questionId);
  if (!question) throw new AppError('POP_QUIZ_NOT_FOUND');
  return question;
}

function hasReward(found: PopQuizWithPool): boolean {
  return found.pool >= BigInt(found.quiz.rewardPoints);
}

async function hintsLeft(db: Db, userId: number, now: Date): Promise<number> {
  const subscription = await activeSubscription(db, userId, now);
  return subscription ? hintsRemaining(subscription, now) : 0;
}

/** The attempt that may still answer, or the refusal a user sees for it. */
function openAttempt(attempt: AttemptRow | undefined, now: Date): AttemptRow {
  if (!attempt) throw new AppError('POP_QUIZ_NOT_STARTED');
  const status = effectiveStatus(attempt, now);
  if (status === 'expired' && attempt.status === 'inprogress') throw new AppError('POP_QUIZ_EXPIRED');
  if (status !== 'inprogress') throw new AppError('POP_QUIZ_ALREADY_TAKEN');
  return attempt;
}

/**
 * Starts the user's one attempt at a pop quiz, or resumes it (a reload keeps the first deadline).
 * The server stamps the start and the deadline; the options come in this attempt's own order and
 * nothing says which are correct.
 */
export async function startAttempt(
  db: Db,
  clock: Clock,
  userId: number,
  popQuizId: number,
  locale: Locale,
  kyc: KycLookup,
): Promise<PopQuizQuestion> {
  await requireKycVerified(kyc, userId, 'quiz');
  const found = await loadQuiz(db, popQuizId);
  const { quiz } = found;
  const now = clock.now();
  if (now < quiz.opensAt) throw new AppError('POP_QUIZ_NOT_OPEN');
  let attempt = await findAttempt(db, quiz.id, userId);
  if (!attempt) {
    if (now >= quiz.closesAt) throw new AppError('POP_QUIZ_EXPIRED');
    if (!hasReward(found)) throw new AppError('POP_QUIZ_OUT_OF_REWARD');
    const drawn = await drawForAttempt(db, quiz.concept);
    const [created] = await db
      .insert(popQuizAttempts)
      .values({
        popQuizId: quiz.id,
        userId,
        status: 'inprogress',
        questionId: drawn.question.id,
        optionOrder: drawn.optionOrder,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + quiz.timeLimitSeconds * 1000),
      })
      .onConflictDoNothing({ target: [popQuizAttempts.popQuizId, popQuizAttempts.userId] })
      .returning();
    // Two tabs opening the question at once: the second gets the first one's attempt (and draw).
    attempt = created ?? (await findAttempt(db, quiz.id, userId));
  }
  const open = openAttempt(attempt, now);
  const question = await attemptQuestion(db, open);
  return {
    attemptId: open.id,
    popQuizId: quiz.id,
    title: slotTitle(quiz.slot, locale),
    question: presentQuestion(question, open.optionOrder, locale),
    startedAt: open.startedAt.toISOString(),
    deadlineAt: open.deadlineAt.toISOString(),
    serverTime: now.toISOString(),
    secondsRemaining: secondsUntil(open.deadlineAt, now),
    graceSeconds: POP_QUIZ_ANSWER_GRACE_SECONDS,
    rewardPoints: quiz.rewardPoints,
    hint: open.hintUsedAt ? (locale === 'th' ? question.hintTh : question.hintEn) : null,
    hintsRemaining: await hintsLeft(db, userId, now),
  };
}

function presentQuestion(
  question: QuestionRow,
  order: number[],
  locale: Locale,
): PopQuizQuestion['question'] {
  const byId = new Map(question.options.map((option) => [option.id, option]));
  return {
    id: question.id,
    prompt: locale === 'th' ? question.promptTh : question.promptEn,
    options: order.map((id) => ({ id, text: byId.get(id)![locale] })),
    answerCount: question.options.filter((option) => option.correct).length,
  };
}

/**
 * Answers the attempt's question. Taken only until the deadline plus the grace ('Pop Quiz is
 * expired' after that) and only once. A correct answer wins a claim on the pool for the claim
 * window, unless the pool is already empty ('outofreward'); a wrong one fails.
 */
export async function submitAnswer(
  db: Db,
  clock: Clock,
  userId: number,
  target: { popQuizId: number; questionId: number },
  selectedAnswers: number[],
  locale: Locale,
  kyc: KycLookup,
): Promise<PopQuizSubmitResult> {
  await requireKycVerified(kyc, userId, 'quiz');
  const found = await loadQuiz(db, target.popQuizId);
  const { quiz } = found;
  const now = clock.now();
  const attempt = openAttempt(await findAttempt(db, quiz.id, userId), now);
  const question = await attemptQuestion(db, attempt, target.questionId);

  const selected = [...new Set(selectedAnswers)];
  const optionIds = new Set(question.options.map((option) => option.id));
  if (selected.length !== selectedAnswers.length || !selected.every((id) => optionIds.has(id)))
    throw new AppError('QUIZ_SUBMIT_FAILED');
  const correctIds = question.options.filter((option) => option.correct).map((option) => option.id);
  if (selected.length !== correctIds.length) throw new AppError('POP_QUIZ_ANSWER_COUNT');
  const correct = isRightAnswer(selected, correctIds);

  const status = !correct ? 'failed' : hasReward(found) ? 'pending' : 'outofreward';
  const claimExpiresAt =
    status === 'pending' ? new Date(now.getTime() + POP_QUIZ_CLAIM_WINDOW_SECONDS * 1000) : null;
  const [answered] = await db
    .update(popQuizAttempts)
    .set({ status, selectedAnswers: selected, correct, answeredAt: now, claimExpiresAt })
    .where(
      and(
        eq(popQuizAttempts.id, attempt.id),
        eq(popQuizAttempts.status, 'inprogress'),
        // The same cut-off as above, checked again where it cannot race.
        gte(popQuizAttempts.deadlineAt, new Date(now.getTime() - GRACE_MS)),
      ),
    )
    .returning();
  if (!answered) throw new AppError('POP_QUIZ_ALREADY_TAKEN');
  // Tells a winner who would not be paid now, before they press Claim (the claim judges again).
  const earning = status === 'pending' ? await pointsEarning(db, userId, now) : ({ earns: true } as const);
  return {
    attemptId: answered.id,
    status,
    correct,
    correctAnswers: correctIds,
    explanation: locale === 'th' ? question.explanationTh : question.explanationEn,
    rewardPoints: quiz.rewardPoints,
    claimExpiresAt: claimExpiresAt?.toISOString() ?? null,
    claimSecondsRemaining: claimExpiresAt ? secondsUntil(claimExpiresAt, now) : null,
    pointsForfeited: earning.earns
      ? null
      : await pointsForfeit(db, userId, locale, quiz.rewardPoints, earning.reason),
  };
}

/**
 * Shows the question's hint, using one of the subscriber's monthly hints the first time (useHint:
 * 'You have no hints left this month.' without one). Asking again in the same attempt shows the
 * same hint and uses nothing: the attempt's hint stamp and the hint use commit together.
 */
export async function useAttemptHint(
  db: Db,
  clock: Clock,
  userId: number,
  target: { popQuizId: number; questionId: number },
  locale: Locale,
  kyc: KycLookup,
): Promise<PopQuizHint> {
  await requireKycVerified(kyc, userId, 'quiz');
  const { quiz } = await loadQuiz(db, target.popQuizId);
  const now = clock.now();
  const attempt = openAttempt(await findAttempt(db, quiz.id, userId), now);
  const question = await attemptQuestion(db, attempt, target.questionId);
  if (!attempt.hintUsedAt) {
    await inTransaction(db, async (tx) => {
      const [stamped] = await tx
        .update(popQuizAttempts)
        .set({ hintUsedAt: now })
        .where(and(eq(popQuizAttempts.id, attempt.id), isNull(popQuizAttempts.hintUsedAt)))
        .returning({ id: popQuizAttempts.id });
      if (!stamped) return;
      await useHint(tx, clock, userId, {
        key: `pop-quiz-hint:${attempt.id}`,
        reference: { type: 'pop-quiz-attempt', id: attempt.id },
      });
    });
  }
  return {
    hint: locale === 'th' ? question.hintTh : question.hintEn,
    hintsRemaining: await hintsLeft(db, userId, now),
  };
}
