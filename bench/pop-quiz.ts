import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { inTransaction, openDatabase } from '../apps/server/src/db/client.ts';
import { popQuizQuestions, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createSession } from '../apps/server/src/modules/identity/session.service.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import {
  startAttempt,
  submitAnswer,
} from '../apps/server/src/modules/pop-quizzes/pop-quiz-attempt.service.ts';
import { createPopQuiz } from '../apps/server/src/modules/pop-quizzes/pop-quiz-schedule.ts';
import { seedPopQuizzes } from '../apps/server/src/seed/pop-quizzes.ts';
import { withDatabase } from '../apps/server/test/global-setup.ts';
import { grantEarningTerms } from './earning-term.ts';
import { processesCpu } from './process-cpu.ts';

/**
 * `npm run bench:popquiz`: 100 winners claim a pop quiz reward at the same moment from a pool
 * holding 10 rewards, on real PostgreSQL, through the API (`POST /api/client/pop-quizs/:id/claim`,
 * in-process, session and KYC checks included). Prints how many were paid and the claim latency
 * (p50, p95, p99, max) per round and over the measured rounds; the target is p99 < 200 ms. The
 * first POPQUIZ_WARMUP rounds (default 1) run the same way on a process that has not yet compiled
 * its hot code, as after a deploy: they are printed, and left out of the overall figures, which
 * describe a server that has been up for a while. The server is BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL, else the local one); a database is created for the run and dropped after.
 * POPQUIZ_ROUNDS (measured rounds, default 5), POPQUIZ_CLAIMS (100), POPQUIZ_POOL (10) and
 * POPQUIZ_DB_POOL (connections, default 10, the server's default) change the shape.
 */
const WARMUP = Number(process.env.POPQUIZ_WARMUP ?? 1);
const ROUNDS = Number(process.env.POPQUIZ_ROUNDS ?? 5);
const CLAIMS = Number(process.env.POPQUIZ_CLAIMS ?? 100);
const POOL = Number(process.env.POPQUIZ_POOL ?? 10);
const CONNECTIONS = Number(process.env.POPQUIZ_DB_POOL ?? 10);
const REWARD = 10;
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const name = `kub_bench_popquiz_${randomBytes(4).toString('hex')}`;

/**
 * CPU time used so far by this process and by every PostgreSQL process on the machine, in ms, read
 * from /proc (Linux; zeros elsewhere): where a round's time goes when both share the same cores.
 */
function cpuMs(): { node: number; postgres: number } {
  const used = { node: 0, postgres: 0 };
  for (const process_ of processesCpu()) {
    if (process_.pid === process.pid) used.node += process_.cpuMs;
    else if (process_.name.startsWith('postgres')) used.postgres += process_.cpuMs;
  }
  return used;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: CONNECTIONS });
  try {
    await database.migrate();
    const db = database.db;
    await seedPopQuizzes(db, new URL('../content', import.meta.url).pathname);
    // The bank of the supply-cap question: each player answers the variant their attempt drew.
    const bank = await db
      .select()
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.concept, 'bitcoin-supply-cap'));
    const correctOf = new Map(
      bank.map((q) => [q.id, q.options.filter((o) => o.correct).map((o) => o.id)] as const),
    );
    const app = await buildApp({
      database,
      config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, CACHE_TTL_SECONDS: 60 },
      logger: false,
    });
    await app.ready();

    console.log(
      `pop quiz claims on PostgreSQL: ${WARMUP} warm-up and ${ROUNDS} measured rounds of ${CLAIMS} parallel claims on a pool of ${POOL} rewards, ${CONNECTIONS} connections\n`,
    );
    const all: number[] = [];
    for (let round = 1; round <= WARMUP + ROUNDS; round += 1) {
      const warmup = round <= WARMUP;
      const now = new Date();
      const quizId = (await inTransaction(db, (tx) =>
        createPopQuiz(tx, systemClock, {
          day: 'bench',
          slot: round,
          concept: 'bitcoin-supply-cap',
          opensAt: new Date(now.getTime() - 60_000),
          closesAt: new Date(now.getTime() + 3_600_000),
          timeLimitSeconds: 600,
          rewardPoints: REWARD,
          winners: POOL,
        }),
      ))!;
      // Setup, not measured: every player opens the question and answers it correctly.
      const players: { authorization: string }[] = [];
      for (let i = 0; i < CLAIMS; i += 1) {
        const [user] = await db
          .insert(users)
          .values({
            email: `bench-${round}-${i}-${name}@example.com`,
            emailVerifiedAt: now,
            kycOverride: true,
          })
          .returning({ id: users.id });
        await grantEarningTerms(db, [user!.id], now);
        const opened = await startAttempt(db, systemClock, user!.id, quizId, 'en');
        await submitAnswer(
          db,
          systemClock,
          user!.id,
          { popQuizId: quizId, questionId: opened.question.id },
          correctOf.get(opened.question.id)!,
          'en',
        );
        const { token } = await createSession(db, systemClock, user!.id);
        players.push({ authorization: `Bearer ${token}` });
      }

      const cpuBefore = cpuMs();
      const wallBefore = performance.now();
      const results = await Promise.all(
        players.map(async (headers) => {
          const started = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: `/api/client/pop-quizs/${quizId}/claim`,
            headers,
          });
          return {
            status: response.statusCode,
            code: response.json<{ code?: string }>().code,
            ms: performance.now() - started,
          };
        }),
      );
      const cpuAfter = cpuMs();
      const wall = performance.now() - wallBefore;
      const paid = results.filter((r) => r.status === 200).length;
      const empty = results.filter((r) => r.code === 'POP_QUIZ_OUT_OF_REWARD').length;
      const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
      if (!warmup) all.push(...latencies);
      console.log(
        `${warmup ? 'warm-up ' : ''}round ${round}: ${CLAIMS} claims -> ${paid} paid, ${empty} 'Pop Quiz out of reward', ${CLAIMS - paid - empty} other; ` +
          `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1)!)}; ` +
          `CPU over ${ms(wall)}: this process ${cpuAfter.node - cpuBefore.node} ms, PostgreSQL ${cpuAfter.postgres - cpuBefore.postgres} ms`,
      );
      if (paid !== Math.min(POOL, CLAIMS))
        throw new Error(`expected ${Math.min(POOL, CLAIMS)} rewards, paid ${paid}`);
    }
    all.sort((a, b) => a - b);
    // The floor on this machine: the same number of parallel one-row reads through the same pool.
    const floor = (
      await Promise.all(
        Array.from({ length: CLAIMS }, async () => {
          const started = performance.now();
          await db.execute(sql`select 1`);
          return performance.now() - started;
        }),
      )
    ).sort((a, b) => a - b);
    console.log(
      `\nbaseline, ${CLAIMS} parallel 'select 1': p50 ${ms(percentile(floor, 50))}, p99 ${ms(percentile(floor, 99))} (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
    );
    const problems = await ledgerProblems(db);
    console.log(
      `all ${all.length} measured claims: p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, ` +
        `p99 ${ms(percentile(all, 99))}, max ${ms(all.at(-1)!)} (target p99 < 200 ms: ${percentile(all, 99) < 200 ? 'met' : 'NOT met'})`,
    );
    console.log(`ledger after the run: ${problems.length === 0 ? 'balanced' : problems.join('; ')}`);
    await app.close();
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
