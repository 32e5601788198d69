import type { LedgerReconciliation } from '@app/contracts/wallet';
import { desc, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { ledgerReconciliations } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { ledgerProblems } from './ledger-invariants.ts';

export const LEDGER_RECONCILE_JOB = 'ledger.reconcile';
const EVERY_MS = 60 * 60 * 1000;

/**
 * Checks the whole ledger (every stored balance equals its entries, every transfer balances,
 * every currency sums to zero, no user below zero) and keeps the finding for admins. The database
 * refuses such states at commit already; this catches what no trigger can (a restored backup, a
 * hand-edited row by a superuser, a trigger someone dropped).
 */
export async function reconcileLedger(db: Db, clock: Clock): Promise<LedgerReconciliation> {
  const problems = await ledgerProblems(db);
  const [counts] = await queryRows<{ accounts: number; transfers: string }>(
    db,
    sql`select (select count(*)::int from ledger_accounts) as accounts,
               (select count(*) from ledger_transfers) as transfers`,
  );
  const [row] = await db
    .insert(ledgerReconciliations)
    .values({
      ranAt: clock.now(),
      problems,
      accounts: counts!.accounts,
      transfers: Number(counts!.transfers),
    })
    .returning();
  return present(row!);
}

export async function lastReconciliation(db: Db): Promise<LedgerReconciliation | null> {
  const [row] = await db
    .select()
    .from(ledgerReconciliations)
    .orderBy(desc(ledgerReconciliations.ranAt), desc(ledgerReconciliations.id))
    .limit(1);
  return row ? present(row) : null;
}

function present(row: typeof ledgerReconciliations.$inferSelect): LedgerReconciliation {
  return {
    ranAt: row.ranAt.toISOString(),
    problems: row.problems,
    accounts: row.accounts,
    transfers: row.transfers,
  };
}

/**
 * Queues the run of the hour this moment falls in. Keyed by the hour, so every instance queues
 * the same job and it runs once; each run queues the next hour's.
 */
export async function scheduleLedgerReconciliation(db: Db, clock: Clock, at = clock.now()): Promise<void> {
  const slot = Math.floor(at.getTime() / EVERY_MS) * EVERY_MS;
  await enqueueJob(db, clock, {
    kind: LEDGER_RECONCILE_JOB,
    payload: {},
    dedupeKey: `${LEDGER_RECONCILE_JOB}:${new Date(slot).toISOString()}`,
    runAt: new Date(slot),
    maxAttempts: 3,
  });
}

export const reconcileLedgerHandler: JobHandler = async (_job, { db, clock, log }) => {
  const result = await reconcileLedger(db, clock);
  if (result.problems.length > 0)
    log.error({ problems: result.problems }, 'ledger reconciliation found problems');
  await scheduleLedgerReconciliation(db, clock, new Date(clock.now().getTime() + EVERY_MS));
};
