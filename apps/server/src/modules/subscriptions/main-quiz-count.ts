import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * How many main quizzes the user has completed, for `countData?needTotalMainQuiz=true`: the
 * different quizzes with at least one finished attempt (passed or not; a retake counts once).
 */
export async function countCompletedMainQuizzes(db: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(distinct quiz_id)::int as count from quiz_attempts
         where user_id = ${userId} and finished_at is not null`,
  );
  return row?.count ?? 0;
}
