import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { queuePayoutCheck } from './payout-request.service.ts';
import { reconcilePayouts } from './payout-reconcile.ts';
import { openPayoutIds, type PayoutEnv, processPayout } from './payout-sender.ts';

export const PAYOUT_RECONCILE_JOB = 'payout.reconcile';
const RECONCILE_EVERY_MS = 60 * 60 * 1000;

/**
 * One check of one payout. While it is not final, the next check is queued as a new job (its own
 * key, from the payout's check counter) for later: soon while a transfer is in flight, less often
 * while it waits for the admins (paused, hot wallet low, daily limit).
 */
export function payoutSendHandler(env: Omit<PayoutEnv, 'log'>): JobHandler {
  return async (job, { log }) => {
    const id = Number(job.payload.payoutId);
    const step = await processPayout({ ...env, log }, id);
    if (step.state === 'done') return;
    const [row] = await env.db
      .update(payouts)
      .set({ checks: sql`${payouts.checks} + 1` })
      .where(eq(payouts.id, id))
      .returning({ checks: payouts.checks, status: payouts.status });
    if (!row) return;
    const delay = row.status === 'QUEUED' ? env.settings.pollMs * 8 : env.settings.pollMs;
    await queuePayoutCheck(env.db, env.clock, id, row.checks, new Date(env.clock.now().getTime() + delay));
  };
}

/** Recovery at start-up: every payout not final gets a check now (a crash may have left it anywhere). */
export async function recoverOpenPayouts(db: Db, clock: Clock): Promise<number> {
  const ids = await openPayoutIds(db, 100_000);
  const stamp = clock.now().getTime();
  for (const id of ids) await queuePayoutCheck(db, clock, id, -stamp);
  return ids.length;
}

export async function scheduleReconciliation(db: Db, clock: Clock, after = 0): Promise<void> {
  const at = new Date(Math.ceil((clock.now().getTime() + after) / RECONCILE_EVERY_MS) * RECONCILE_EVERY_MS);
  await enqueueJob(db, clock, {
    kind: PAYOUT_RECONCILE_JOB,
    payload: {},
    dedupeKey: `${PAYOUT_RECONCILE_JOB}:${at.toISOString()}`,
    runAt: at,
  });
}

/** The hourly reconciliation: runs, then queues the next hour's. */
export function payoutReconcileHandler(env: Omit<PayoutEnv, 'log'>): JobHandler {
  return async (_job, { log }) => {
    const result = await reconcilePayouts(env.db, env.clock, env.chain);
    if (result.mismatches.length > 0)
      log.error({ mismatches: result.mismatches }, 'payout reconciliation found mismatches');
    await scheduleReconciliation(env.db, env.clock, 1000);
  };
}
