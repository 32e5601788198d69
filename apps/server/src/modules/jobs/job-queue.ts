import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface JobInput {
  kind: string;
  payload: Record<string, unknown>;
  /** One job per business event: queuing the same key again does nothing. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Queues a job in the caller's transaction: it runs only if the change that caused it commits. */
export async function enqueueJob(db: Db, clock: Clock, input: JobInput): Promise<void> {
  const now = clock.now();
  await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload,
      dedupeKey: input.dedupeKey ?? null,
      runAt: input.runAt ?? now,
      maxAttempts: input.maxAttempts ?? 10,
      createdAt: now,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/**
 * Claims up to `limit` due jobs of the given kinds: each gets a lease and one more attempt.
 * `FOR UPDATE SKIP LOCKED` lets several workers (and app instances) claim side by side without
 * taking the same job; a worker that dies leaves its jobs to be claimed again when the lease ends.
 */
export async function claimJobs(
  db: Db,
  now: Date,
  options: { kinds: string[]; limit: number; leaseMs: number },
): Promise<JobRow[]> {
  if (options.kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, options.kinds),
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.leasedUntil), lte(jobs.leasedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, leasedUntil: new Date(now.getTime() + options.leaseMs) })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function completeJob(db: Db, now: Date, id: number): Promise<void> {
  await db.update(jobs).set({ doneAt: now, leasedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

/** Records a failed run: retried later with exponential backoff, or given up after its last attempt. */
export async function failJob(db: Db, now: Date, job: JobRow, error: unknown): Promise<void> {
  const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
  if (job.attempts >= job.maxAttempts) {
    await db.update(jobs).set({ failedAt: now, leasedUntil: null, lastError }).where(eq(jobs.id, job.id));
    return;
  }
  const backoff = Math.min(60 * 60 * 1000, 15_000 * 2 ** (job.attempts - 1));
  await db
    .update(jobs)
    .set({ runAt: new Date(now.getTime() + backoff), leasedUntil: null, lastError })
    .where(eq(jobs.id, job.id));
}

export interface QueueDepth {
  kind: string;
  /** Jobs due now and not finished (running ones included). */
  due: number;
  /** Seconds the longest-waiting of them has been due. */
  oldestDueSeconds: number;
}

/** The backlog by kind, for monitoring: jobs scheduled for later are not behind, so not counted. */
export async function queueDepth(db: Db, now: Date): Promise<QueueDepth[]> {
  const rows = await db
    .select({ kind: jobs.kind, due: sql<number>`count(*)::int`, oldest: sql<string>`min(${jobs.runAt})` })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, now)))
    .groupBy(jobs.kind);
  return rows.map((row) => ({
    kind: row.kind,
    due: Number(row.due),
    oldestDueSeconds: Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000),
  }));
}

/**
 * Jobs that failed at least once and wait for their next try, by kind (their backoff puts them
 * out of the due backlog, so a mail server refusing every mail shows here first).
 */
export async function retryingJobs(db: Db): Promise<{ kind: string; count: number }[]> {
  const rows = await db
    .select({ kind: jobs.kind, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), isNotNull(jobs.lastError)))
    .groupBy(jobs.kind);
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}
