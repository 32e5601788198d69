import type { Locale } from '@app/contracts/locale';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  quizAnswers,
  quizAttempts,
  quizHints,
  quizOptions,
  quizQuestions,
  quizRewardTiers,
  quizzes,
} from '../../db/schema/index.ts';
import type { BankQuestion } from './quiz-draw.ts';

export type QuizRow = typeof quizzes.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AnswerRow = typeof quizAnswers.$inferSelect;
export type HintRow = typeof quizHints.$inferSelect;
export type TierRow = typeof quizRewardTiers.$inferSelect;

export interface QuestionDefinition {
  id: number;
  position: number;
  prompt: { en: string; th: string };
  explanation: { en: string; th: string };
  clue: { en: string | null; th: string | null };
  options: { id: number; label: { en: string; th: string }; correct: boolean }[];
}

/** The reward pool of a main quiz: funded from ISSUANCE, drawn by its rewards, never negative. */
export function quizPoolCode(quizId: number): `pool:main-quiz:${number}` {
  return `pool:main-quiz:${quizId}`;
}

export function pick(text: { en: string; th: string }, locale: Locale): string {
  return locale === 'th' ? text.th : text.en;
}

export async function findQuiz(db: Db, quizId: number): Promise<QuizRow | null> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return row ?? null;
}

/** Every question of a quiz in order, with its options (database order; pages get them shuffled). */
export async function loadQuestions(db: Db, quizId: number): Promise<QuestionDefinition[]> {
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position));
  if (questions.length === 0) return [];
  const options = await db
    .select()
    .from(quizOptions)
    .where(
      inArray(
        quizOptions.questionId,
        questions.map((q) => q.id),
      ),
    )
    .orderBy(asc(quizOptions.position));
  return questions.map((q) => ({
    id: q.id,
    position: q.position,
    prompt: { en: q.promptEn, th: q.promptTh },
    explanation: { en: q.explanationEn, th: q.explanationTh },
    clue: { en: q.clueEn, th: q.clueTh },
    options: options
      .filter((o) => o.questionId === q.id)
      .map((o) => ({ id: o.id, label: { en: o.labelEn, th: o.labelTh }, correct: o.correct })),
  }));
}

/** The questions an attempt drew, in the order it shows them, with their options. */
export async function drawnQuestions(
  db: Db,
  attempt: Pick<AttemptRow, 'quizId' | 'questionIds'>,
): Promise<QuestionDefinition[]> {
  const byId = new Map((await loadQuestions(db, attempt.quizId)).map((q) => [q.id, q]));
  return attempt.questionIds.flatMap((id) => byId.get(id) ?? []);
}

/** The bank a new attempt draws from: each question's id, place and concept. */
export async function questionBank(db: Db, quizId: number): Promise<BankQuestion[]> {
  return db
    .select({ id: quizQuestions.id, position: quizQuestions.position, concept: quizQuestions.concept })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position));
}

/** One question of one quiz with its options, or null when the question is not part of that quiz. */
export async function loadQuestion(
  db: Db,
  quizId: number,
  questionId: number,
): Promise<QuestionDefinition | null> {
  const [q] = await db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)));
  if (!q) return null;
  const options = await db
    .select()
    .from(quizOptions)
    .where(eq(quizOptions.questionId, q.id))
    .orderBy(asc(quizOptions.position));
  return {
    id: q.id,
    position: q.position,
    prompt: { en: q.promptEn, th: q.promptTh },
    explanation: { en: q.explanationEn, th: q.explanationTh },
    clue: { en: q.clueEn, th: q.clueTh },
    options: options.map((o) => ({ id: o.id, label: { en: o.labelEn, th: o.labelTh }, correct: o.correct })),
  };
}

export async function openAttempt(db: Db, userId: number, quizId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), isNull(quizAttempts.finishedAt)),
    );
  return row ?? null;
}

export async function attemptAnswers(db: Db, attemptId: number): Promise<AnswerRow[]> {
  return db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId));
}

export async function attemptHints(db: Db, attemptId: number): Promise<HintRow[]> {
  return db.select().from(quizHints).where(eq(quizHints.attemptId, attemptId));
}

export async function rewardTiers(db: Db, quizId: number): Promise<TierRow[]> {
  return db.select().from(quizRewardTiers).where(eq(quizRewardTiers.quizId, quizId));
}
