import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** The active main quiz of each of these articles that has one (one quiz per article). */
export async function quizzesByArticle(
  db: Db,
  articleIds: readonly number[],
): Promise<Map<number, { slug: string }>> {
  if (articleIds.length === 0) return new Map();
  const rows = await queryRows<{ article_id: number; slug: string }>(
    db,
    sql`select article_id, slug from quizzes
         where active and article_id in (${sql.join(
           articleIds.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return new Map(rows.map((row) => [row.article_id, { slug: row.slug }]));
}

/**
 * The articles among `articleIds` whose main quiz the user passed: an attempt finished with
 * `passed = true`, finished inside the window when one is given.
 */
export async function articlesWithPassedQuiz(
  db: Db,
  userId: number,
  articleIds: readonly number[],
  window: { since?: Date; until?: Date } = {},
): Promise<Set<number>> {
  if (articleIds.length === 0) return new Set();
  const rows = await queryRows<{ article_id: number }>(
    db,
    sql`select distinct q.article_id from quiz_attempts x join quizzes q on q.id = x.quiz_id
         where x.user_id = ${userId} and x.passed and x.finished_at is not null
           and q.article_id in (${sql.join(
             articleIds.map((id) => sql`${id}`),
             sql`, `,
           )})
           ${window.since ? sql`and x.finished_at >= ${window.since.toISOString()}` : sql``}
           ${window.until ? sql`and x.finished_at <= ${window.until.toISOString()}` : sql``}`,
  );
  return new Set(rows.map((row) => row.article_id));
}
