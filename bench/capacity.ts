import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { EARNING_API } from '@app/contracts/earning';
import { PAYOUTS_API } from '@app/contracts/payouts';
import { WALLET_API } from '@app/contracts/wallet';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inTransaction, openDatabase } from '../apps/server/src/db/client.ts';
import { popQuizQuestions, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createSession } from '../apps/server/src/modules/identity/session.service.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { createPopQuiz } from '../apps/server/src/modules/pop-quizzes/pop-quiz-schedule.ts';
import { withDatabase } from '../apps/server/test/global-setup.ts';
import { startProductionServer } from '../apps/server/test/production-server.ts';
import { grantEarningTerms } from './earning-term.ts';
import { processesCpu } from './process-cpu.ts';

/**
 * `npm run bench:capacity`: signed-in learners arriving at a pop quiz opening, each walking the
 * journey (the dashboard's four API reads, the open pop quizzes, the question, the answer, the
 * claim) against the production build on PostgreSQL with Redis, once per count of web processes
 * in CAPACITY_WORKERS (WEB_CONCURRENCY, default `1,2`). The learners of a step arrive spread over
 * CAPACITY_ARRIVAL_SECONDS (default 5); the steps (CAPACITY_STEPS, default `25,50,100,200,400,800`)
 * grow until p95 passes 1 s or a request fails. Prints a row per step (latency, errors, CPU of the
 * server processes, PostgreSQL and Redis in cores, the pool's peak) and, per process count, the
 * largest step served with p95 under 1 s and no error, and which resource grew first. The load
 * generator runs on the same host. Server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the
 * local one (a database is created and dropped); Redis: TEST_REDIS_URL, else the local one.
 */
const WORKERS = (process.env.CAPACITY_WORKERS ?? '1,2').split(',').map(Number);
const STEPS = (process.env.CAPACITY_STEPS ?? '25,50,100,200,400,800').split(',').map(Number);
const ARRIVAL_MS = Number(process.env.CAPACITY_ARRIVAL_SECONDS ?? 5) * 1000;
const POOL_SIZE = 10;
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const METRICS_TOKEN = randomBytes(16).toString('hex');

interface Learner {
  headers: Record<string, string>;
}

interface StepResult {
  learners: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  firstError: string;
  wallMs: number;
  serverCores: number;
  postgresCores: number;
  redisCores: number;
  poolPeak: { total: number; waiting: number };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** CPU ms so far of the server (its primary and workers), PostgreSQL and Redis. */
function cpuOf(serverPid: number): { server: number; postgres: number; redis: number } {
  const used = { server: 0, postgres: 0, redis: 0 };
  for (const p of processesCpu()) {
    if (p.pid === serverPid || p.ppid === serverPid) used.server += p.cpuMs;
    else if (p.name.startsWith('postgres')) used.postgres += p.cpuMs;
    else if (p.name.startsWith('redis-server')) used.redis += p.cpuMs;
  }
  return used;
}

/** The PostgreSQL pool across the workers, from the site's own /metrics. */
async function poolUse(url: string): Promise<{ total: number; waiting: number }> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (state: string) =>
    Number(new RegExp(`^kub_db_pool_connections\\{state="${state}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { total: value('total'), waiting: value('waiting') };
}

async function runStep(
  site: { url: string; pid: number },
  learners: Learner[],
  quizId: number,
  correctOf: Map<number, number[]>,
): Promise<StepResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  const call = async (path: string, learner: Learner, body?: unknown) => {
    const started = performance.now();
    try {
      const response = await fetch(`${site.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...learner.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
      const json = (await response.json()) as Record<string, unknown>;
      latencies.push(performance.now() - started);
      if (!response.ok) throw new Error(`${path} ${response.status} ${String(json.code)}`);
      return json;
    } catch (error) {
      errors += 1;
      firstError ||= (error as Error).message;
      return null;
    }
  };
  const journey = async (learner: Learner) => {
    await Promise.all([
      call(WALLET_API.dashboard, learner),
      call(WALLET_API.activities, learner),
      call(EARNING_API.checklist, learner),
      call(PAYOUTS_API.mine, learner),
    ]);
    await call('/api/client/pop-quizs-available', learner);
    const opened = await call(`/api/client/pop-quizs/${quizId}/question`, learner);
    const questionId = (opened?.question as { id: number } | undefined)?.id;
    if (questionId === undefined) return;
    const answered = await call(`/api/client/pop-quizs/${quizId}/questions/${questionId}/submit`, learner, {
      selectedAnswers: correctOf.get(questionId),
    });
    if (answered) await call(`/api/client/pop-quizs/${quizId}/claim`, learner, {});
  };

  const poolPeak = { total: 0, waiting: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const use = await poolUse(site.url).catch(() => ({ total: 0, waiting: 0 }));
      poolPeak.total = Math.max(poolPeak.total, use.total);
      poolPeak.waiting = Math.max(poolPeak.waiting, use.waiting);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const cpuBefore = cpuOf(site.pid);
  const started = performance.now();
  await Promise.all(
    learners.map(async (learner, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / learners.length) * ARRIVAL_MS));
      await journey(learner);
    }),
  );
  const wallMs = performance.now() - started;
  const cpuAfter = cpuOf(site.pid);
  sampling = false;
  await sampler;
  const sorted = latencies.sort((a, b) => a - b);
  const cores = (key: 'server' | 'postgres' | 'redis') => (cpuAfter[key] - cpuBefore[key]) / wallMs;
  return {
    learners: learners.length,
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
    firstError,
    wallMs,
    serverCores: cores('server'),
    postgresCores: cores('postgres'),
    redisCores: cores('redis'),
    poolPeak,
  };
}

function printRow(workers: number, row: StepResult) {
  console.log(
    `| ${workers} | ${row.learners} | ${row.requests} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ` +
      `${row.p99.toFixed(0)} | ${row.errors}${row.firstError ? ` (${row.firstError})` : ''} | ${(row.wallMs / 1000).toFixed(1)} | ` +
      `${row.serverCores.toFixed(2)} | ${row.postgresCores.toFixed(2)} | ${row.redisCores.toFixed(2)} | ` +
      `${row.poolPeak.total}/${POOL_SIZE * workers}, ${row.poolPeak.waiting} waiting |`,
  );
}

/** What grew first: the pool (queries waiting), else the busiest of CPU, PostgreSQL and Redis. */
function grewFirst(row: StepResult): string {
  if (row.poolPeak.waiting > 0)
    return `database connections (${row.poolPeak.waiting} queries waited for one)`;
  const parts = [
    ['CPU of the web processes', row.serverCores],
    ['CPU of PostgreSQL', row.postgresCores],
    ['Redis', row.redisCores],
  ] as const;
  const [name, cores] = [...parts].sort((a, b) => b[1] - a[1])[0]!;
  return `${name} (${cores.toFixed(2)} of ${cpus().length} cores)`;
}

async function benchWorkers(workers: number, learnersNeeded: number) {
  const name = `kub_bench_capacity_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = withDatabase(serverUrl, name);
  const site = await startProductionServer({
    databaseUrl,
    env: {
      WEB_CONCURRENCY: String(workers),
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${name}:`,
      METRICS_TOKEN,
      // Each learner comes from an address of its own, as through a proxy.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    const db = database.db;
    const bank = await db
      .select()
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.concept, 'bitcoin-supply-cap'));
    const correctOf = new Map(bank.map((q) => [q.id, q.options.filter((o) => o.correct).map((o) => o.id)]));
    const now = new Date();
    const ids = (
      await db
        .insert(users)
        .values(
          Array.from({ length: learnersNeeded }, (_, i) => ({
            email: `learner-${i}-${name}@example.com`,
            emailVerifiedAt: now,
            kycOverride: true,
          })),
        )
        .returning({ id: users.id })
    ).map((row) => row.id);
    await grantEarningTerms(db, ids, now);
    const learners: Learner[] = [];
    for (const [index, id] of ids.entries()) {
      const { token } = await createSession(db, systemClock, id);
      const address = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      learners.push({ headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address } });
    }

    const results: StepResult[] = [];
    for (const [index, count] of [Math.min(10, STEPS[0]!), ...STEPS].entries()) {
      const quizId = (await inTransaction(db, (tx) =>
        createPopQuiz(tx, systemClock, {
          day: 'capacity',
          slot: index + 1,
          concept: 'bitcoin-supply-cap',
          opensAt: new Date(Date.now() - 60_000),
          closesAt: new Date(Date.now() + 3_600_000),
          timeLimitSeconds: 600,
          rewardPoints: 10,
          winners: count,
        }),
      ))!;
      const row = await runStep(site, learners.slice(0, count), quizId, correctOf);
      // The first, small step warms the processes up (JIT, caches) and is not reported.
      if (index === 0) continue;
      printRow(workers, row);
      results.push(row);
      if (row.p95 >= 1000 || row.errors > 0) break;
    }
    const served = results.filter((row) => row.p95 < 1000 && row.errors === 0).at(-1);
    const limit = results.at(-1)!;
    const problems = await ledgerProblems(db);
    return { workers, served: served?.learners ?? 0, grew: grewFirst(limit), ledger: problems.length === 0 };
  } finally {
    await database.close();
    await site.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(
  `Learners arriving at a pop quiz opening over ${ARRIVAL_MS / 1000} s, on PostgreSQL with Redis ` +
    `(${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start)\n`,
);
console.log(
  '| web processes | learners | requests | p50 ms | p95 ms | p99 ms | errors | seconds | web CPU (cores) | PostgreSQL CPU | Redis CPU | pool peak (open/max) |',
);
console.log('| - | - | - | - | - | - | - | - | - | - | - | - |');
const summary = [];
for (const workers of WORKERS) summary.push(await benchWorkers(workers, Math.max(...STEPS)));
console.log('');
for (const row of summary) {
  console.log(
    `${row.workers} web process${row.workers === 1 ? '' : 'es'}: ${row.served} learners with p95 under 1 s and no error; ` +
      `at the next step the first to grow: ${row.grew}; ledger ${row.ledger ? 'balanced' : 'NOT balanced'}`,
  );
}
console.log(`load average at the end: ${loadavg()[0]!.toFixed(1)}`);
