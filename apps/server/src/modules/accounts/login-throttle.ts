import { INT4_MAX } from '@app/contracts/ids';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { clientSource } from '../../lib/client-source.ts';

/** Failures from one source that lock that source out of the account (spec: temporarily locked). */
export const LOCK_AFTER_FAILURES = 5;
/** Failures, from one source or from all together, after which the captcha is asked for (when on). */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Without a captcha, failures from all sources together that lock every source out: the last
 * brake on guessing spread over many addresses. Far above one source's limit, so a stranger needs
 * many addresses before the owner notices anything; with the captcha on it never locks.
 */
export const ACCOUNT_LOCK_AFTER_FAILURES = 50;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** Failures older than this no longer count: a forgotten password last week asks for no captcha. */
export const FAILURE_MEMORY_MS = 15 * 60 * 1000;

/** The row that counts failures from every source of one address. */
const ALL_SOURCES = '*';

/** One sign-in attempt: the address tried and where the attempt came from. */
export interface AttemptKey {
  email: string;
  ip: string;
}

interface Counter {
  failures: number;
  lockedUntil: Date | null;
}

export interface ThrottleState {
  source: Counter;
  account: Counter;
}

export const emailKey = (email: string) => email.trim().toLowerCase();

const NONE: Counter = { failures: 0, lockedUntil: null };

function effective(row: Counter & { updatedAt: Date }, now: Date): Counter {
  if (row.lockedUntil && row.lockedUntil > now)
    return { failures: row.failures, lockedUntil: row.lockedUntil };
  const lockOver = row.lockedUntil !== null;
  const forgotten = now.getTime() - row.updatedAt.getTime() >= FAILURE_MEMORY_MS;
  return lockOver || forgotten ? NONE : { failures: row.failures, lockedUntil: null };
}

export async function readThrottle(db: Db, now: Date, key: AttemptKey): Promise<ThrottleState> {
  const source = clientSource(key.ip);
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(
      and(
        eq(loginThrottles.emailKey, emailKey(key.email)),
        inArray(loginThrottles.sourceKey, [source, ALL_SOURCES]),
      ),
    );
  const find = (wanted: string) => rows.find((row) => row.sourceKey === wanted);
  const sourceRow = find(source);
  const accountRow = find(ALL_SOURCES);
  return {
    source: sourceRow ? effective(sourceRow, now) : NONE,
    account: accountRow ? effective(accountRow, now) : NONE,
  };
}

/**
 * Counts one attempt on a counter before its password is checked, and locks the counter when it
 * reaches `limit`. One upsert, so parallel guesses each get their own number: the attempt that
 * reaches the limit is still checked, every later one is refused unchecked.
 */
async function countAttempt(
  db: Db,
  now: Date,
  email: string,
  source: string,
  limit: number,
): Promise<Counter> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lockUntil = sql`${new Date(now.getTime() + LOCK_DURATION_MS).toISOString()}::timestamptz`;
  const memory = sql`${new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString()}::timestamptz`;
  const t = loginThrottles;
  const fresh = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${at}) or (${t.lockedUntil} is null and ${t.updatedAt} <= ${memory}))`;
  const next = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
  const [row] = await db
    .insert(loginThrottles)
    .values({
      emailKey: emailKey(email),
      sourceKey: source,
      failures: 1,
      lockedUntil: null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [t.emailKey, t.sourceKey],
      set: {
        failures: next,
        lockedUntil: sql`(case when ${fresh} then null when ${t.lockedUntil} is not null then ${t.lockedUntil} when ${next} >= ${limit} then ${lockUntil} else null end)`,
        updatedAt: now,
      },
    })
    .returning();
  return row ? { failures: row.failures, lockedUntil: row.lockedUntil } : { failures: 1, lockedUntil: null };
}

export interface Attempt {
  /** The password may be checked: neither this source nor the whole account is past its limit. */
  allowed: boolean;
  /** A wrong password now locks the caller out (this attempt reached a limit). */
  locksOnFailure: boolean;
  /** Failures counted so far, this one included: from this source, and from all sources. */
  sourceFailures: number;
  accountFailures: number;
}

/**
 * Counts a sign-in attempt for its source and for the address as a whole. A source that reaches
 * five failures is locked out of that address; the owner, elsewhere, is not. The account-wide
 * count locks only when no captcha can stand in for the lock.
 */
export async function beginAttempt(
  db: Db,
  now: Date,
  key: AttemptKey,
  options: { captchaOn: boolean },
): Promise<Attempt> {
  const source = await countAttempt(db, now, key.email, clientSource(key.ip), LOCK_AFTER_FAILURES);
  const accountLimit = options.captchaOn ? INT4_MAX : ACCOUNT_LOCK_AFTER_FAILURES;
  const account = await countAttempt(db, now, key.email, ALL_SOURCES, accountLimit);
  const sourceOk = source.failures <= LOCK_AFTER_FAILURES;
  const accountOk = account.failures <= accountLimit;
  return {
    allowed: sourceOk && accountOk,
    locksOnFailure: source.failures === LOCK_AFTER_FAILURES || account.failures === accountLimit,
    sourceFailures: source.failures,
    accountFailures: account.failures,
  };
}

/**
 * A right password: this source starts again from zero, and the attempt no longer counts against
 * the address (other sources' failures still do, so a stranger's guesses keep needing the captcha).
 */
export async function recordLoginSuccess(db: Db, key: AttemptKey): Promise<void> {
  const email = emailKey(key.email);
  const t = loginThrottles;
  await db.delete(t).where(and(eq(t.emailKey, email), eq(t.sourceKey, clientSource(key.ip))));
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
    .where(and(eq(t.emailKey, email), eq(t.sourceKey, ALL_SOURCES)));
}

/** Forgets every failure of an address (a reset through the mailed link proves the mailbox). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey(email)));
}
