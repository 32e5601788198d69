import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';

export const LOCK_AFTER_FAILURES = 5;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** Failures older than this no longer count: a forgotten password last week asks for no captcha. */
export const FAILURE_MEMORY_MS = 15 * 60 * 1000;

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

function effective(row: ThrottleState & { updatedAt: Date }, now: Date): ThrottleState {
  if (row.lockedUntil && row.lockedUntil > now)
    return { failures: row.failures, lockedUntil: row.lockedUntil };
  const lockOver = row.lockedUntil !== null;
  const forgotten = now.getTime() - row.updatedAt.getTime() >= FAILURE_MEMORY_MS;
  return lockOver || forgotten
    ? { failures: 0, lockedUntil: null }
    : { failures: row.failures, lockedUntil: null };
}

export const emailKey = (email: string) => email.trim().toLowerCase();

export async function readThrottle(db: Db, now: Date, email: string): Promise<ThrottleState> {
  const [row] = await db
    .select()
    .from(loginThrottles)
    .where(eq(loginThrottles.emailKey, emailKey(email)));
  return row ? effective(row, now) : { failures: 0, lockedUntil: null };
}

/**
 * Counts one failed sign-in and locks the address at the fifth. One upsert, so parallel guesses
 * cannot each read "4 failures" and slip past the lock.
 */
export async function recordLoginFailure(db: Db, now: Date, email: string): Promise<ThrottleState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lockUntil = sql`${new Date(now.getTime() + LOCK_DURATION_MS).toISOString()}::timestamptz`;
  const memory = sql`${new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString()}::timestamptz`;
  const t = loginThrottles;
  const fresh = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} <= ${at}) or (${t.lockedUntil} is null and ${t.updatedAt} <= ${memory})`;
  const next = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ emailKey: emailKey(email), failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.emailKey,
      set: {
        failures: next,
        lockedUntil: sql`(case when ${next} >= ${LOCK_AFTER_FAILURES} then ${lockUntil} when ${fresh} then null else ${t.lockedUntil} end)`,
        updatedAt: now,
      },
    })
    .returning();
  return row ? { failures: row.failures, lockedUntil: row.lockedUntil } : { failures: 1, lockedUntil: null };
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey(email)));
}
