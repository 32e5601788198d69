import { KUB_UNIT } from '@app/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { PRIVACY_REQUEST_KINDS } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type QueueDepth, queueDepth, retryingJobs } from '../jobs/job-queue.ts';
import { lastReconciliation } from '../ledger/ledger-reconciliation.ts';
import { payoutControlState, pendingPayouts } from '../payouts/payout-views.ts';
import {
  lastRetentionRun,
  type PrivacyRequestTally,
  privacyRequestTally,
} from '../privacy/privacy-metrics.ts';

type PendingPayouts = Awaited<ReturnType<typeof pendingPayouts>>[number];
type PayoutControlState = Awaited<ReturnType<typeof payoutControlState>>;

/**
 * One database read shared by the gauges of one scrape: the registry starts collecting every
 * gauge in the same pass, so all of them ask while the read is under way; the next scrape reads
 * afresh.
 */
function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const current = read().finally(() => {
      if (pending === current) pending = undefined;
    });
    pending = current;
    return current;
  };
}

interface StateSources {
  database: Database;
  clock: Clock;
  /** Kinds the job worker handles: each gets a series, 0 while nothing waits. */
  jobKinds: () => string[];
  log: FastifyBaseLogger;
}

/**
 * Gauges read from the database when scraped, so every app instance reports the same backlog
 * and nothing is counted in memory that a second instance would disagree with. A failed read
 * leaves its gauge empty for that scrape (and logs), so the other metrics still arrive.
 */
export function registerStateGauges(registry: Registry, sources: StateSources): void {
  const { database, clock, log } = sources;
  const guarded = async (what: string, read: () => Promise<void>) => {
    try {
      await read();
    } catch (error) {
      log.warn({ err: error }, `metrics: could not read ${what}`);
    }
  };

  const poolUse = database.poolUse;
  if (poolUse) {
    new Gauge({
      name: 'kub_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  const backlog = perScrape(() => queueDepth(database.db, clock.now()));
  /** Each kind the worker handles, 0 while none of it waits, then what the queue holds. */
  const byKind = async (gauge: Gauge<'kind'>, value: (row: QueueDepth) => number) => {
    gauge.reset();
    await guarded('the job queue', async () => {
      for (const kind of sources.jobKinds()) gauge.set({ kind }, 0);
      for (const row of await backlog()) gauge.set({ kind: row.kind }, value(row));
    });
  };
  new Gauge({
    name: 'kub_job_queue_depth',
    help: 'Jobs due now and not finished (running ones included), by kind',
    labelNames: ['kind'] as const,
    aggregator: 'first',
    registers: [registry],
    collect() {
      return byKind(this, (row) => row.due);
    },
  });
  new Gauge({
    name: 'kub_job_queue_oldest_age_seconds',
    help: 'Seconds the longest-waiting due job of each kind has been due',
    labelNames: ['kind'] as const,
    aggregator: 'first',
    registers: [registry],
    collect() {
      return byKind(this, (row) => row.oldestDueSeconds);
    },
  });

  const retrying = perScrape(() => retryingJobs(database.db));
  new Gauge({
    name: 'kub_job_retrying',
    help: 'Jobs that failed at least once and wait for their next try, by kind',
    labelNames: ['kind'] as const,
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('retrying jobs', async () => {
        for (const kind of sources.jobKinds()) this.set({ kind }, 0);
        for (const row of await retrying()) this.set({ kind: row.kind }, row.count);
      });
    },
  });

  const payouts = perScrape(() => pendingPayouts(database.db));
  const byStage = async (gauge: Gauge<'status'>, value: (row?: PendingPayouts) => number) => {
    gauge.reset();
    await guarded('pending payouts', async () => {
      const rows = await payouts();
      for (const status of ['QUEUED', 'SIGNED'] as const) {
        gauge.set({ status }, value(rows.find((row) => row.status === status)));
      }
    });
  };
  new Gauge({
    name: 'kub_payouts_pending',
    help: 'Payouts not settled yet, by stage (QUEUED: not signed; SIGNED: possibly on the network)',
    labelNames: ['status'] as const,
    aggregator: 'first',
    registers: [registry],
    collect() {
      return byStage(this, (row) => row?.count ?? 0);
    },
  });
  new Gauge({
    name: 'kub_payouts_pending_kkub',
    help: 'KKUB held for payouts not settled yet, by stage',
    labelNames: ['status'] as const,
    aggregator: 'first',
    registers: [registry],
    collect() {
      return byStage(this, (row) => Number(row?.amount ?? 0n) / Number(KUB_UNIT));
    },
  });

  new Gauge({
    name: 'kub_payouts_oldest_pending_age_seconds',
    help: 'Seconds since the oldest payout not settled yet was requested, by stage (0 when none)',
    labelNames: ['status'] as const,
    aggregator: 'first',
    registers: [registry],
    collect() {
      const now = clock.now().getTime();
      return byStage(this, (row) => (row ? Math.max(0, (now - row.oldestCreatedAt.getTime()) / 1000) : 0));
    },
  });
  new Gauge({
    name: 'kub_payouts_waiting_on_chain',
    help: 'Payouts not settled yet whose last step found the chain node unreachable, by stage',
    labelNames: ['status'] as const,
    aggregator: 'first',
    registers: [registry],
    collect() {
      return byStage(this, (row) => row?.waitingOnChain ?? 0);
    },
  });
  const control = perScrape(() => payoutControlState(database.db));
  const controlGauge = (name: string, help: string, value: (state: PayoutControlState) => number) =>
    new Gauge({
      name,
      help,
      aggregator: 'first',
      registers: [registry],
      async collect() {
        this.reset();
        await guarded('the payout control', async () => this.set(value(await control())));
      },
    });
  controlGauge('kub_payouts_paused', '1 while an admin has paused payouts', (state) => Number(state.paused));
  controlGauge(
    'kub_payouts_hot_wallet_low',
    '1 while the hot wallet holds too little KKUB or gas to pay (payouts wait)',
    (state) => Number(state.lowFunds),
  );
  controlGauge(
    'kub_payouts_chain_mismatches',
    'Mismatches between completed payouts and the chain found by the last payout reconciliation',
    (state) => state.chainMismatches,
  );

  const reconciliation = perScrape(() => lastReconciliation(database.db));
  new Gauge({
    name: 'kub_ledger_reconciliation_problems',
    help: 'Problems the last ledger reconciliation found (0 before the first run)',
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('the last ledger reconciliation', async () => {
        this.set((await reconciliation())?.problems.length ?? 0);
      });
    },
  });
  new Gauge({
    name: 'kub_ledger_reconciliation_last_run_timestamp_seconds',
    help: 'When the last ledger reconciliation ran (Unix time); 0 before the first run',
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('the last ledger reconciliation', async () => {
        const ranAt = (await reconciliation())?.ranAt;
        this.set(ranAt ? new Date(ranAt).getTime() / 1000 : 0);
      });
    },
  });
  const privacy = perScrape(() => privacyRequestTally(database.db, clock.now()));
  new Gauge({
    name: 'kub_privacy_requests',
    help: 'Requests to download or erase personal data, by kind (export, closure) and status',
    labelNames: ['kind', 'status'] as const,
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('privacy requests', async () => {
        for (const row of await privacy()) this.set({ kind: row.kind, status: row.status }, row.count);
      });
    },
  });
  const deadlineGauge = (name: string, help: string, value: (row: PrivacyRequestTally) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      aggregator: 'first',
      registers: [registry],
      async collect() {
        this.reset();
        await guarded('privacy requests', async () => {
          const rows = await privacy();
          for (const kind of PRIVACY_REQUEST_KINDS) {
            this.set(
              { kind },
              rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + value(row), 0),
            );
          }
        });
      },
    });
  deadlineGauge(
    'kub_privacy_requests_overdue',
    'Open export and closure requests past their 30-day deadline, by kind',
    (row) => row.overdue,
  );
  deadlineGauge(
    'kub_privacy_requests_due_soon',
    'Open export and closure requests whose 30-day deadline is less than 5 days away, by kind',
    (row) => row.dueSoon,
  );

  const retention = perScrape(() => lastRetentionRun(database.db));
  new Gauge({
    name: 'kub_privacy_retention_removed',
    help: 'Rows the last retention run removed or pseudonymised, by kind of data',
    labelNames: ['kind'] as const,
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('the last retention run', async () => {
        const run = await retention();
        for (const [kind, count] of Object.entries(run?.removed ?? {})) this.set({ kind }, count);
      });
    },
  });
  new Gauge({
    name: 'kub_privacy_retention_last_success_timestamp_seconds',
    help: 'When the last retention run finished (Unix time); 0 before the first',
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.reset();
      await guarded('the last retention run', async () => {
        const ranAt = (await retention())?.ranAt;
        this.set(ranAt ? ranAt.getTime() / 1000 : 0);
      });
    },
  });
}
