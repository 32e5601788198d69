import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

/**
 * The one rule of an active term: `starts_at <= now <= ends_at`. Subscriber status, quotas, hints
 * and points all follow it, derived from the subscriptions themselves, so a term starts and ends
 * on time with no timer. `table` is the name (or alias) of the `user_subscriptions` row in the
 * query, so the rule can sit inside any statement, including a conditional update.
 */
export function termActiveAt(now: Date | Placeholder, table = 'user_subscriptions'): SQL<boolean> {
  // A placeholder stands for the time in a prepared query, given as an ISO string when it runs.
  const at = sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;
  const term = sql.identifier(table);
  return sql<boolean>`(${term}.starts_at <= ${at} and ${term}.ends_at >= ${at})`;
}

/**
 * True while the user has an active term. A SQL expression, so the session lookup reads it in
 * the same query as the user.
 */
export function activeTermExists(userId: SQL | number, now: Date | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from user_subscriptions
    where user_subscriptions.user_id = ${userId} and ${termActiveAt(now)})`;
}

export async function isActiveSubscriber(db: Db, userId: number, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ active: boolean }>(
    db,
    sql`select ${activeTermExists(userId, now)} as active`,
  );
  return row?.active === true;
}
