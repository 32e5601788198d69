import type { Locale } from '@app/contracts/locale';
import type { QuizAttemptView, QuizSubmitBody } from '@app/contracts/quizzes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, queryRows } from '../../db/client.ts';
import { quizAnswers, quizAttempts, quizHints, quizzes } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  activeSubscription,
  hintsRemaining,
  useHint,
  useMainQuizQuota,
} from '../subscriptions/entitlements.ts';
import { drawQuestions } from './quiz-draw.ts';
import { isRightAnswer } from './quiz-grading.ts';
import { type KycLookup, requireKycVerified } from '../../policies/kyc.policy.ts';
import { newAttemptSeed, optionKey, optionsRemovedByHint, shuffleOptions } from './quiz-shuffle.ts';
import { attemptView, revealAnswer } from './quiz-view.ts';
import {
  type AttemptRow,
  attemptAnswers,
  attemptHints,
  drawnQuestions,
  findQuiz,
  loadQuestion,
  openAttempt,
  questionBank,
  type QuizRow,
} from './quiz.repo.ts';

export interface QuizActor {
  userId: number;
  locale: Locale;
}

/** A quiz readers can take: switched on, and its article published. */
async function activeQuiz(db: Db, quizId: number): Promise<QuizRow> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz || !quiz.active) throw new AppError('QUIZ_NOT_FOUND');
  const [article] = await queryRows<{ published: boolean }>(
    db,
    sql`select (status and active) as published from articles where id = ${quiz.articleId}`,
  );
  if (!article?.published) throw new AppError('QUIZ_NOT_FOUND');
  return quiz;
}

async function remainingHints(db: Db, clock: Clock, userId: number): Promise<number> {
  const now = clock.now();
  const subscription = await activeSubscription(db, userId, now);
  return subscription ? hintsRemaining(subscription, now) : 0;
}

async function viewOf(db: Db, clock: Clock, attempt: AttemptRow, locale: Locale): Promise<QuizAttemptView> {
  const [questions, answers, hints, hintsLeft] = await Promise.all([
    drawnQuestions(db, attempt),
    attemptAnswers(db, attempt.id),
    attemptHints(db, attempt.id),
    remainingHints(db, clock, attempt.userId),
  ]);
  return attemptView(attempt, questions, answers, hints, {
    locale,
    now: clock.now(),
    hintsRemaining: hintsLeft,
  });
}

async function requireOpenAttempt(db: Db, userId: number, quizId: number): Promise<AttemptRow> {
  const attempt = await openAttempt(db, userId, quizId);
  if (!attempt) throw new AppError('QUIZ_NOT_STARTED');
  return attempt;
}

/** A question of the attempt's draw: any other, even of the same quiz, is not found. */
async function loadDrawnQuestion(db: Db, attempt: AttemptRow, questionId: number) {
  const question = attempt.questionIds.includes(questionId)
    ? await loadQuestion(db, attempt.quizId, questionId)
    : null;
  if (!question) throw new AppError('QUIZ_QUESTION_NOT_FOUND');
  return question;
}

function refuseAfterDeadline(attempt: AttemptRow, now: Date) {
  if (attempt.deadlineAt && now > attempt.deadlineAt) throw new AppError('QUIZ_TIME_UP');
}

/**
 * Starts the quiz, or resumes the open attempt (from any device) without spending anything. A
 * new attempt uses one main-quiz quota in the same transaction: when the quota is gone, no
 * attempt exists. Two starts at once meet at the one-open-attempt unique index.
 */
export async function startQuiz(
  db: Db,
  clock: Clock,
  actor: QuizActor,
  quizId: number,
  kyc: KycLookup,
): Promise<QuizAttemptView> {
  await requireKycVerified(kyc, actor.userId, 'quiz');
  const quiz = await activeQuiz(db, quizId);
  const existing = await openAttempt(db, actor.userId, quizId);
  if (existing) return viewOf(db, clock, existing, actor.locale);

  // The draw is made once, here, and stored: a resume shows the same questions, grading counts them.
  const seed = newAttemptSeed();
  const questionIds = drawQuestions(seed, await questionBank(db, quizId), quiz.questionsPerAttempt);
  await inTransaction(db, async (tx) => {
    const now = clock.now();
    const deadline = quiz.timeLimitSeconds ? new Date(now.getTime() + quiz.timeLimitSeconds * 1000) : null;
    const [created] = await queryRows<{ id: number }>(
      tx,
      sql`insert into quiz_attempts (quiz_id, user_id, seed, status, version, current_question,
                                     started_at, deadline_at, question_count, question_ids, updated_at)
          values (${quizId}, ${actor.userId}, ${seed}, 'inprogress', 1, 0,
                  ${now.toISOString()}::timestamptz, ${deadline?.toISOString() ?? null}::timestamptz,
                  ${questionIds.length}, ${`{${questionIds.join(',')}}`}::int[],
                  ${now.toISOString()}::timestamptz)
          on conflict (user_id, quiz_id) where finished_at is null do nothing
          returning id`,
    );
    if (!created) return;
    await useMainQuizQuota(tx, clock, actor.userId, {
      key: `main-quiz-quota:attempt:${created.id}`,
      reference: { type: 'quiz_attempt', id: created.id },
    });
  });
  // The attempt created here, or the one a parallel start created first (it spent the quota).
  const opened = await openAttempt(db, actor.userId, quizId);
  if (!opened) throw new AppError('QUIZ_NOT_STARTED');
  return viewOf(db, clock, opened, actor.locale);
}

/** The open attempt as it stands, with what was answered revealed: resume on any device. */
export async function quizProgress(db: Db, clock: Clock, actor: QuizActor, quizId: number) {
  await activeQuiz(db, quizId);
  return viewOf(db, clock, await requireOpenAttempt(db, actor.userId, quizId), actor.locale);
}

/**
 * Claims the next version of the attempt, or says 'Data has been changed' when another tab or
 * device moved it on since `version` was read. The row lock it takes also orders this change
 * against a finish in flight.
 */
async function bumpVersion(
  db: Db,
  clock: Clock,
  attemptId: number,
  version: number,
  changes: Partial<Pick<AttemptRow, 'currentQuestion' | 'status' | 'savedAt'>>,
): Promise<number> {
  const [row] = await db
    .update(quizAttempts)
    .set({ ...changes, version: sql`${quizAttempts.version} + 1`, updatedAt: clock.now() })
    .where(
      and(eq(quizAttempts.id, attemptId), eq(quizAttempts.version, version), isNull(quizAttempts.finishedAt)),
    )
    .returning({ version: quizAttempts.version });
  if (!row) throw new AppError('DATA_CHANGED');
  return row.version;
}

/** Records one answer; only now are the right options and the explanation sent. */
export async function submitAnswer(
  db: Db,
  clock: Clock,
  actor: QuizActor,
  quizId: number,
  questionId: number,
  body: QuizSubmitBody,
) {
  const attempt = await requireOpenAttempt(db, actor.userId, quizId);
  refuseAfterDeadline(attempt, clock.now());
  const question = await loadDrawnQuestion(db, attempt, questionId);
  const byKey = new Map(question.options.map((o) => [optionKey(attempt.seed, o.id), o.id]));
  const chosen = [...new Set(body.selectedAnswers)].map((key) => byKey.get(key));
  if (chosen.some((id) => id === undefined)) throw new AppError('QUIZ_ANSWER_INVALID');
  const optionIds = chosen as number[];
  const correctIds = question.options.filter((o) => o.correct).map((o) => o.id);
  if (correctIds.length === 1 && optionIds.length > 1) throw new AppError('QUIZ_ANSWER_INVALID');
  const correct = isRightAnswer(optionIds, correctIds);

  return inTransaction(db, async (tx) => {
    const version = await bumpVersion(tx, clock, attempt.id, body.version, {
      currentQuestion: body.currentQuestion,
      status: 'inprogress',
    });
    const inserted = await tx
      .insert(quizAnswers)
      .values({ attemptId: attempt.id, questionId, optionIds, correct, answeredAt: clock.now() })
      .onConflictDoNothing()
      .returning({ questionId: quizAnswers.questionId });
    if (inserted.length === 0) throw new AppError('QUIZ_ALREADY_ANSWERED');
    const [{ count }] = (await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from quiz_answers where attempt_id = ${attempt.id}`,
    )) as [{ count: number }];
    return {
      questionId,
      version,
      answeredCount: count,
      answer: revealAnswer(attempt.seed, question, { optionIds, correct }, actor.locale),
    };
  });
}

/**
 * Spends one hint of the subscription on an unanswered question: it removes wrong options (see
 * optionsRemovedByHint) and shows the question's clue. Asking again for the same question shows
 * the same hint and spends nothing: the hint row is written first, in the same transaction.
 */
export async function useQuestionHint(
  db: Db,
  clock: Clock,
  actor: QuizActor,
  quizId: number,
  questionId: number,
) {
  const attempt = await requireOpenAttempt(db, actor.userId, quizId);
  refuseAfterDeadline(attempt, clock.now());
  const question = await loadDrawnQuestion(db, attempt, questionId);
  const clue = actor.locale === 'th' ? question.clue.th : question.clue.en;
  const keysOf = (ids: number[]) =>
    shuffleOptions(attempt.seed, question.options)
      .filter((o) => ids.includes(o.id))
      .map((o) => optionKey(attempt.seed, o.id));

  const removed = await inTransaction(db, async (tx) => {
    const [answered] = await tx
      .select({ id: quizAnswers.questionId })
      .from(quizAnswers)
      .where(and(eq(quizAnswers.attemptId, attempt.id), eq(quizAnswers.questionId, questionId)));
    if (answered) throw new AppError('QUIZ_ALREADY_ANSWERED');
    const removedOptionIds = optionsRemovedByHint(
      attempt.seed,
      question.options.filter((o) => !o.correct).map((o) => o.id),
    );
    const [inserted] = await tx
      .insert(quizHints)
      .values({ attemptId: attempt.id, questionId, removedOptionIds, usedAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(quizHints)
        .where(and(eq(quizHints.attemptId, attempt.id), eq(quizHints.questionId, questionId)));
      return existing!.removedOptionIds;
    }
    await useHint(tx, clock, actor.userId, {
      key: `quiz-hint:${attempt.id}:${questionId}`,
      reference: { type: 'quiz_attempt', id: attempt.id },
    });
    await tx
      .update(quizAttempts)
      .set({ hintsUsed: sql`${quizAttempts.hintsUsed} + 1` })
      .where(eq(quizAttempts.id, attempt.id));
    return removedOptionIds;
  });
  return {
    questionId,
    hint: { removedAnswers: keysOf(removed), clue: clue ?? null },
    hintsRemaining: await remainingHints(db, clock, actor.userId),
  };
}

/** Keeps the attempt for later (another day, another device); the quota stays spent. */
export async function saveProgress(
  db: Db,
  clock: Clock,
  actor: QuizActor,
  quizId: number,
  body: { currentQuestion: number; version: number },
) {
  const attempt = await requireOpenAttempt(db, actor.userId, quizId);
  const savedAt = clock.now();
  const version = await bumpVersion(db, clock, attempt.id, body.version, {
    currentQuestion: Math.min(body.currentQuestion, Math.max(0, attempt.questionCount - 1)),
    status: 'saved',
    savedAt,
  });
  return { version, savedAt: savedAt.toISOString() };
}

/** The user's unfinished quizzes (started or saved), newest first. */
export async function pendingQuizzes(db: Db, actor: QuizActor) {
  const rows = await db
    .select({
      quizId: quizzes.id,
      slug: quizzes.slug,
      titleEn: quizzes.titleEn,
      titleTh: quizzes.titleTh,
      status: quizAttempts.status,
      questionCount: quizAttempts.questionCount,
      savedAt: quizAttempts.savedAt,
      startedAt: quizAttempts.startedAt,
      answeredCount: sql<number>`(select count(*)::int from quiz_answers a where a.attempt_id = ${quizAttempts.id})`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.userId, actor.userId), isNull(quizAttempts.finishedAt)))
    .orderBy(sql`${quizAttempts.updatedAt} desc`);
  return {
    data: rows.map((row) => ({
      quizId: row.quizId,
      slug: row.slug,
      title: actor.locale === 'th' ? row.titleTh : row.titleEn,
      status: row.status,
      answeredCount: Number(row.answeredCount),
      questionCount: row.questionCount,
      savedAt: row.savedAt?.toISOString() ?? null,
      startedAt: row.startedAt.toISOString(),
    })),
  };
}
