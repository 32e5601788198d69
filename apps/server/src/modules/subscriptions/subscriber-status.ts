import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * True while the user has a term with `starts_at <= now <= ends_at`: subscriber status is derived
 * from the subscriptions themselves, so it starts and ends with the term and needs no timer.
 * A SQL expression, so the session lookup reads it in the same query as the user.
 */
export function activeTermExists(userId: SQL | number, now: Date | Placeholder): SQL<boolean> {
  // A placeholder stands for the time in a prepared query, given as an ISO string when it runs.
  const at = now instanceof Date ? now.toISOString() : now;
  return sql<boolean>`exists (select 1 from user_subscriptions
    where user_subscriptions.user_id = ${userId}
      and user_subscriptions.starts_at <= ${at}::timestamptz
      and user_subscriptions.ends_at >= ${at}::timestamptz)`;
}

export async function isActiveSubscriber(db: Db, userId: number, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ active: boolean }>(
    db,
    sql`select ${activeTermExists(userId, now)} as active`,
  );
  return row?.active === true;
}
