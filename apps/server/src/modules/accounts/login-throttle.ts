import { INT4_MAX } from '@app/contracts/ids';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
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

/** An attempt in flight this long (its request died mid-check) no longer holds a place. */
export const PENDING_MEMORY_MS = 60 * 1000;
/** How long an attempt waits for the attempts ahead of it before it is told to try again later. */
export const QUEUE_WAIT_MS = 20_000;
/** First pause before looking again; it doubles up to the maximum, so waiting costs few queries. */
const QUEUE_POLL_MS = 25;
const QUEUE_POLL_MAX_MS = 400;

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const keyOf = (email: string, source: string) =>
  and(eq(loginThrottles.emailKey, emailKey(email)), eq(loginThrottles.sourceKey, source));

interface Reserved extends Counter {
  pending: number;
}

/**
 * Takes a place for one attempt on a counter before its password is checked. One upsert, so
 * parallel attempts each see the others: confirmed failures plus attempts in flight never exceed
 * the limit, and no more passwords are checked than the limit allows to fail.
 */
async function reserve(db: Db, now: Date, email: string, source: string): Promise<Reserved> {
  const t = loginThrottles;
  const memory = at(new Date(now.getTime() - FAILURE_MEMORY_MS));
  const fresh = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${at(now)}) or (${t.lockedUntil} is null and ${t.updatedAt} <= ${memory}))`;
  const stalePending = sql`(${t.updatedAt} <= ${at(new Date(now.getTime() - PENDING_MEMORY_MS))})`;
  const [row] = await db
    .insert(t)
    .values({ emailKey: emailKey(email), sourceKey: source, failures: 0, pending: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [t.emailKey, t.sourceKey],
      set: {
        failures: sql`(case when ${fresh} then 0 else ${t.failures} end)`,
        lockedUntil: sql`(case when ${fresh} then null else ${t.lockedUntil} end)`,
        pending: sql`(case when ${stalePending} then 1 else ${t.pending} + 1 end)`,
        updatedAt: now,
      },
    })
    .returning();
  return row ?? { failures: 0, pending: 1, lockedUntil: null };
}

async function release(db: Db, email: string, source: string): Promise<void> {
  const t = loginThrottles;
  await db
    .update(t)
    .set({ pending: sql`greatest(${t.pending} - 1, 0)` })
    .where(keyOf(email, source));
}

/** A wrong password: the place becomes a failure, and the counter locks when it reaches `limit`. */
async function recordFailure(db: Db, now: Date, email: string, source: string, limit: number) {
  const t = loginThrottles;
  const lockUntil = at(new Date(now.getTime() + LOCK_DURATION_MS));
  const [row] = await db
    .update(t)
    .set({
      failures: sql`${t.failures} + 1`,
      pending: sql`greatest(${t.pending} - 1, 0)`,
      lockedUntil: sql`(case when ${t.failures} + 1 >= ${limit} then coalesce(${t.lockedUntil}, ${lockUntil}) else ${t.lockedUntil} end)`,
      updatedAt: now,
    })
    .where(keyOf(email, source))
    .returning({ failures: t.failures });
  return row?.failures ?? 1;
}

/** One sign-in attempt holding its places on the source's and the address's counters. */
export interface Attempt {
  /** A wrong password: counts it, and says whether it locked the caller out and how many failures there are now. */
  failed(): Promise<{ locked: boolean; failures: number }>;
  /** A right password: this source starts again from zero; the address keeps other sources' failures. */
  succeeded(): Promise<void>;
  /** The password was not checked after all (the request failed): the places are given back. */
  abandoned(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Takes a place for a sign-in attempt on its source's counter (five failures lock that source out
 * of the address; the owner, elsewhere, is not) and on the address's (locks only when no captcha
 * can stand in for the lock). A lock refuses at once (ACCOUNT_LOCKED). An attempt that would take
 * a counter past its limit only because others are still being checked waits for them: ten right
 * passwords at once all get in, while ten guesses still have only five checked.
 */
export async function beginAttempt(
  db: Db,
  now: Date,
  key: AttemptKey,
  options: { captchaOn: boolean },
): Promise<Attempt> {
  const source = clientSource(key.ip);
  const accountLimit = options.captchaOn ? INT4_MAX : ACCOUNT_LOCK_AFTER_FAILURES;
  const deadline = Date.now() + QUEUE_WAIT_MS;
  for (let pause = QUEUE_POLL_MS; ; pause = Math.min(pause * 2, QUEUE_POLL_MAX_MS)) {
    const own = await reserve(db, now, key.email, source);
    const all = await reserve(db, now, key.email, ALL_SOURCES);
    const locked = [own, all].some((counter) => counter.lockedUntil !== null && counter.lockedUntil > now);
    const fits =
      own.failures + own.pending <= LOCK_AFTER_FAILURES && all.failures + all.pending <= accountLimit;
    if (fits && !locked) return heldAttempt(db, now, key.email, source, accountLimit);
    await release(db, key.email, source);
    await release(db, key.email, ALL_SOURCES);
    if (locked) throw new AppError('ACCOUNT_LOCKED');
    if (Date.now() >= deadline) throw new AppError('RATE_LIMITED');
    await sleep(pause / 2 + Math.random() * pause);
  }
}

function heldAttempt(db: Db, now: Date, email: string, source: string, accountLimit: number): Attempt {
  let settled = false;
  const once = async (settle: () => Promise<void>) => {
    if (settled) return;
    settled = true;
    await settle();
  };
  return {
    async failed() {
      let result = { locked: false, failures: 0 };
      await once(async () => {
        const own = await recordFailure(db, now, email, source, LOCK_AFTER_FAILURES);
        const all = await recordFailure(db, now, email, ALL_SOURCES, accountLimit);
        result = { locked: own >= LOCK_AFTER_FAILURES || all >= accountLimit, failures: Math.max(own, all) };
      });
      return result;
    },
    succeeded: () =>
      once(async () => {
        const t = loginThrottles;
        await db
          .update(t)
          .set({ failures: 0, lockedUntil: null, pending: sql`greatest(${t.pending} - 1, 0)` })
          .where(keyOf(email, source));
        await release(db, email, ALL_SOURCES);
      }),
    abandoned: () =>
      once(async () => {
        await release(db, email, source);
        await release(db, email, ALL_SOURCES);
      }),
  };
}

/** Forgets every failure of an address (a reset through the mailed link proves the mailbox). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey(email)));
}
