import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { inTransaction, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { createSession } from '../apps/server/src/modules/identity/session.service.ts';
import { optionKey } from '../apps/server/src/modules/quizzes/quiz-shuffle.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';

/**
 * `npm run bench:quiz`: p50/p95/p99 of answer submits and finishes with 1,000 attempts in flight
 * on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). A new
 * database is made, seeded, given 1,000 KYC-verified subscribers who all start the same quiz;
 * then every round answers one question of every attempt, and at the end all 1,000 finish, each
 * paid from the one reward pool. BENCH_CONCURRENCY (64) requests are in flight at any moment
 * (BENCH_CONCURRENCY=1000 sends each round as one burst). Requests run in-process (`inject`), so the figures
 * are the server's own time, queueing for the database pool included.
 */
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 1000);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
/** Requests in flight at any moment (the clients); every attempt stays open from start to finish. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface BenchBody {
  version: number;
  questions: { id: number }[];
  reward?: { status: string } | null;
}

/** Runs the tasks in order with at most `limit` of them running at once; results keep their order. */
async function limited<T>(
  tasks: (() => Promise<T>)[],
  limit: number,
): Promise<{ results: T[]; seconds: number }> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(name: string, times: number[], statuses: number[], seconds: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const ok = statuses.filter((s) => s === 200).length;
  return {
    step: name,
    requests: times.length,
    ok,
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': percentile(sorted, 95).toFixed(1),
    'p99 ms': percentile(sorted, 99).toFixed(1),
    'max ms': (sorted.at(-1) ?? 0).toFixed(1),
    'req/s': (times.length / seconds).toFixed(0),
  };
}

function printRows(rows: Record<string, string | number>[]) {
  const columns = Object.keys(rows[0] ?? {});
  const width = (c: string) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
  const line = (values: string[]) => values.map((v, i) => v.padStart(width(columns[i]!))).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}

async function main() {
  const name = `kub_bench_quiz_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: POOL_SIZE });
  try {
    console.log(`database ${name}: migrating and seeding…`);
    await database.migrate();
    await seedDatabase(database.db, new URL('../content', import.meta.url).pathname);
    const db = database.db;
    const [quiz] = await queryRows<{ id: number }>(
      db,
      sql`select id from quizzes where slug = 'what-is-bitcoin-quiz'`,
    );
    const quizId = quiz!.id;
    // Enough points in the pool for every perfect score.
    await inTransaction(db, (tx) =>
      transfer(
        tx,
        systemClock,
        {
          kind: 'quiz-pool-funding',
          currency: 'POINT',
          amount: BigInt(ATTEMPTS * 100),
          from: { system: 'ISSUANCE' },
          to: { system: `pool:main-quiz:${quizId}` },
          idempotencyKey: `bench:${name}`,
        },
        { insufficient: 'QUIZ_OUT_OF_REWARD' },
      ),
    );
    await db.execute(sql`insert into subscription_packages (slug, name_en, name_th, price, duration_days, hints_per_month, main_quiz_quota)
                         values ('bench', 'Bench', 'Bench', 0, 30, 3, 10)`);
    const users = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, email_verified_at, kyc_override, first_name, surname)
          select 'bench' || g || '@example.com', now(), true, 'Bench', 'User ' || g from generate_series(1, ${ATTEMPTS}) g
          returning id`,
    );
    await db.execute(sql`insert into user_subscriptions (user_id, package_id, price_paid, starts_at, ends_at, quota_total, hints_per_month, created_at)
                         select u.id, (select id from subscription_packages where slug = 'bench'), 0, now() - interval '1 day',
                                now() + interval '30 days', 10, 3, now()
                           from users u where u.email like 'bench%@example.com'`);
    const headers = await Promise.all(
      users.map(async (u) => ({
        authorization: `Bearer ${(await createSession(db, systemClock, u.id)).token}`,
      })),
    );

    const app = await buildApp({
      database,
      config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, CACHE_TTL_SECONDS: 60 },
      logger: false,
    });
    await app.ready();
    const timed = async (method: 'POST' | 'GET', path: string, h: Record<string, string>, body: unknown) => {
      const started = performance.now();
      const response = await app.inject({
        method,
        url: path,
        headers: { ...h, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return {
        ms: performance.now() - started,
        status: response.statusCode,
        body: response.json() as BenchBody,
      };
    };
    const base = `/api/client/v2/quiz_v2/${quizId}`;

    console.log(`starting ${ATTEMPTS} attempts…`);
    const startRun = await limited(
      headers.map((h) => () => timed('POST', `${base}/start`, h, {})),
      CONCURRENCY,
    );
    const starts = startRun.results;
    const options = await queryRows<{ id: number; question_id: number; correct: boolean }>(
      db,
      sql`select o.id, o.question_id, o.correct from quiz_options o join quiz_questions q on q.id = o.question_id where q.quiz_id = ${quizId}`,
    );
    const seeds = new Map(
      (
        await queryRows<{ user_id: number; seed: string }>(
          db,
          sql`select user_id, seed from quiz_attempts where quiz_id = ${quizId}`,
        )
      ).map((r) => [r.user_id, r.seed]),
    );
    const versions = starts.map((s) => s.body.version as number);
    // Every attempt draws its own questions from the bank; all draw the same number.
    const drawn = starts.map((s) => s.body.questions as { id: number }[]);
    const questions = drawn[0]!;
    const submitTimes: number[] = [];
    const submitStatuses: number[] = [];
    let submitSeconds = 0;
    for (const index of questions.keys()) {
      const round = await limited(
        users.map(
          (user, i) => () =>
            timed('POST', `${base}/questions/${drawn[i]![index]!.id}/submit`, headers[i]!, {
              selectedAnswers: options
                .filter((o) => o.question_id === drawn[i]![index]!.id && o.correct)
                .map((o) => optionKey(seeds.get(user.id)!, o.id)),
              currentQuestion: index,
              version: versions[i],
            }),
        ),
        CONCURRENCY,
      );
      submitSeconds += round.seconds;
      round.results.forEach((r, i) => {
        submitTimes.push(r.ms);
        submitStatuses.push(r.status);
        if (r.status === 200) versions[i] = r.body.version;
      });
    }
    console.log(`finishing ${ATTEMPTS} attempts…`);
    const finishRun = await limited(
      headers.map((h) => () => timed('POST', `${base}/finish`, h, {})),
      CONCURRENCY,
    );
    const finishes = finishRun.results;
    const paid = finishes.filter((f) => f.body.reward?.status === 'paid').length;

    printRows([
      summary(
        'start',
        starts.map((s) => s.ms),
        starts.map((s) => s.status),
        startRun.seconds,
      ),
      summary('submit', submitTimes, submitStatuses, submitSeconds),
      summary(
        'finish',
        finishes.map((f) => f.ms),
        finishes.map((f) => f.status),
        finishRun.seconds,
      ),
    ]);
    console.log(
      `${ATTEMPTS} attempts open throughout, ${CONCURRENCY} requests in flight, database pool ${POOL_SIZE}; rewards paid: ${paid} of ${ATTEMPTS}`,
    );
    const problems = await ledgerProblems(db);
    console.log(`ledger problems: ${problems.length === 0 ? 'none' : problems.join('; ')}`);
    await app.close();
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
