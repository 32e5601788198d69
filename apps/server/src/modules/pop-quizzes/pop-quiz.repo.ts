import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { popQuizAttempts, popQuizQuestions, popQuizzes } from '../../db/schema/index.ts';
import type { AttemptRow } from './pop-quiz-status.ts';

export type PopQuizRow = typeof popQuizzes.$inferSelect;
export type QuestionRow = typeof popQuizQuestions.$inferSelect;

/**
 * The points left in a pop quiz's pool, read with the quiz (no pool account yet reads as 0).
 * Written out in full: Drizzle leaves column names unqualified in a one-table select, and a bare
 * "id" inside the subquery would name the ledger account's id.
 */
const poolBalance = sql<string>`coalesce((select pool.balance from ledger_accounts pool
  where pool.code = 'pool:pop-quiz:' || "pop_quizzes"."id" and pool.currency = 'POINT'), 0)`;

export interface PopQuizWithPool {
  quiz: PopQuizRow;
  pool: bigint;
}

export async function findQuiz(db: Db, id: number): Promise<PopQuizWithPool | undefined> {
  const [row] = await db
    .select({ quiz: popQuizzes, pool: poolBalance })
    .from(popQuizzes)
    .where(eq(popQuizzes.id, id));
  return row ? { quiz: row.quiz, pool: BigInt(row.pool) } : undefined;
}

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(popQuizQuestions).where(eq(popQuizQuestions.id, id));
  return row;
}

/**
 * The variants a slot of `concept` draws from: its active questions. A bank whose variants were
 * all retired after the slot was scheduled still draws from them, so the slot stays playable.
 */
export async function bankOf(db: Db, concept: string): Promise<QuestionRow[]> {
  const variants = await db
    .select()
    .from(popQuizQuestions)
    .where(eq(popQuizQuestions.concept, concept))
    .orderBy(asc(popQuizQuestions.id));
  const active = variants.filter((question) => question.active);
  return active.length > 0 ? active : variants;
}

export async function quizzesOfDay(db: Db, day: string): Promise<PopQuizWithPool[]> {
  const rows = await db
    .select({ quiz: popQuizzes, pool: poolBalance })
    .from(popQuizzes)
    .where(eq(popQuizzes.day, day))
    .orderBy(popQuizzes.slot);
  return rows.map((row) => ({ quiz: row.quiz, pool: BigInt(row.pool) }));
}

export async function findAttempt(
  db: Db,
  popQuizId: number,
  userId: number,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(popQuizAttempts)
    .where(and(eq(popQuizAttempts.popQuizId, popQuizId), eq(popQuizAttempts.userId, userId)));
  return row;
}
