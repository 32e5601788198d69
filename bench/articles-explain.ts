import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { ArticleFilter } from '@app/contracts/articles';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { ArticleCounts } from '../apps/server/src/modules/articles/article-counts.ts';
import {
  filterArticles,
  getArticle,
  listArticles,
} from '../apps/server/src/modules/articles/articles.service.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { listUsers } from '../apps/server/src/modules/admin/admin.service.ts';
import { resolveSession } from '../apps/server/src/modules/identity/session.service.ts';
import { userBalances } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { listAvailable } from '../apps/server/src/modules/pop-quizzes/pop-quiz-list.service.ts';
import { mainQuizHistorySources, quizHistory } from '../apps/server/src/modules/quizzes/quiz-history.ts';
import { availableRewards } from '../apps/server/src/modules/rewards/rewards.service.ts';
import { getDashboard, listActivities } from '../apps/server/src/modules/wallet/dashboard.service.ts';
import { syntheticArticles } from './search-corpus.ts';
import { insertArticles } from './synthetic-articles.ts';
import { fillPeople } from './synthetic-people.ts';

/**
 * `npm run bench:explain`: the hot reads, uncached, on a PostgreSQL database of its own at scale:
 * 100,000 articles in English and Thai (EXPLAIN_ARTICLES), 1,000,000 users (EXPLAIN_USERS) with a
 * session for every tenth, and 10,000,000 ledger entries (EXPLAIN_LEDGER_ENTRIES) with their
 * transfers and activity lines. The cases: the article list (filters, sorts, pages), an article
 * with its related and more articles, a session lookup, a user's balance and history page,
 * their quiz attempts, the rewards list, the pop quiz slots of the day, and the admin's user list
 * by e-mail (search has its own corpus benchmark, bench:search). Every query a case sends is captured and run again under EXPLAIN (ANALYZE, BUFFERS);
 * the plans are printed with their node types, timings, the indexes they use and any sequential
 * scan of a large table, and each case's median and p95 through the service. BENCH_DATABASE_URL
 * names the server (else TEST_DATABASE_URL, else the local one); the database is created and
 * dropped, unless EXPLAIN_BENCH_DB names one to keep between runs. EXPLAIN_PLANS=0 prints the
 * summary only.
 */
const COUNT = Number(process.env.EXPLAIN_ARTICLES ?? 100_000);
const USERS = Number(process.env.EXPLAIN_USERS ?? 1_000_000);
const LEDGER_ENTRIES = Number(process.env.EXPLAIN_LEDGER_ENTRIES ?? 10_000_000);
const RUNS = 20;
const HOT_READ_P95_MS = 50;
const LARGE_TABLES = [
  'articles',
  'article_translations',
  'article_topics',
  'users',
  'sessions',
  'ledger_accounts',
  'ledger_transfers',
  'ledger_entries',
  'activities',
  'search_documents',
];

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const keep = process.env.EXPLAIN_BENCH_DB;
const name = keep ?? `kub_bench_explain_${randomBytes(4).toString('hex')}`;
const printPlans = process.env.EXPLAIN_PLANS !== '0';

const filter = (overrides: Partial<ArticleFilter>): ArticleFilter => ({
  topics: [],
  difficulty: [],
  readingTime: [],
  sort: 'newest',
  page: 1,
  pageSize: 12,
  ...overrides,
});

const knownTotals = new ArticleCounts(3600);

const CASES: { name: string; run: (db: Db) => Promise<unknown> }[] = [
  { name: 'list, newest, page 1', run: (db) => listArticles(db, 'en', { page: 1, pageSize: 12 }) },
  { name: 'list, newest, page 100', run: (db) => listArticles(db, 'th', { page: 100, pageSize: 12 }) },
  {
    name: 'filter topics 2,7 + 2 levels, newest',
    run: (db) =>
      filterArticles(db, 'en', filter({ topics: [2, 7], difficulty: ['BEGINNER', 'INTERMEDIATE'] })),
  },
  {
    name: 'filter topic 8, 10+ min, page 3',
    run: (db) => filterArticles(db, 'en', filter({ topics: [8], readingTime: ['10+'], page: 3 })),
  },
  {
    // The API keeps totals by filter (ArticleCounts): the next page of a list does not count again.
    name: 'same filter, page 2, total known',
    run: (db) =>
      filterArticles(
        db,
        'en',
        filter({ topics: [2, 7], difficulty: ['BEGINNER', 'INTERMEDIATE'], page: 2 }),
        knownTotals,
      ),
  },
  {
    name: 'filter 0-5 min, popular',
    run: (db) => filterArticles(db, 'en', filter({ readingTime: ['0-5'], sort: 'popular' })),
  },
  { name: 'all, by reading time', run: (db) => filterArticles(db, 'th', filter({ sort: 'reading-time' })) },
  {
    name: 'exclusive, oldest',
    run: (db) => filterArticles(db, 'en', filter({ exclusive: true, sort: 'oldest' })),
  },
  { name: 'highlighted, newest', run: (db) => filterArticles(db, 'en', filter({ highlighted: true })) },
  {
    name: 'article by slug + related + more',
    run: (db) => getArticle(db, 'en', `synthetic-7-${Math.floor(COUNT / 2)}`, null),
  },
  { name: 'session lookup', run: (db) => resolveSession(db, systemClock, `scale-token-${person}`) },
  { name: "a user's balances", run: (db) => userBalances(db, personId) },
  { name: "a user's dashboard", run: (db) => getDashboard(db, systemClock, personId, 'en') },
  { name: "a user's history, page 1", run: (db) => listActivities(db, personId, { page: 1, limit: 20 }) },
  {
    name: "a user's quiz attempts",
    run: (db) =>
      quizHistory(
        db,
        systemClock,
        mainQuizHistorySources(db),
        { userId: personId, locale: 'en' },
        { kind: 'all', page: 1, pageSize: 10 },
      ),
  },
  {
    name: 'rewards list, signed in',
    run: (db) => availableRewards(db, systemClock, { id: personId, kycVerified: async () => true }, 'en'),
  },
  { name: 'pop quizzes of the day', run: (db) => listAvailable(db, systemClock, personId, 'en') },
  {
    name: 'admin users by e-mail',
    run: (db) => listUsers(db, { page: 1, pageSize: 20, email: `scale${person}@` }),
  },
];

/** The user the personal cases read as: `scale<person>@example.com`, one of those with a session. */
let person = 0;
let personId = 0;

interface Captured {
  sql: string;
  params: unknown[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The plan's node types in order of appearance, each once (`Index Only Scan`, `Merge Join`, ...). */
function nodeTypes(plan: string): string[] {
  const nodes = plan
    .split('\n')
    .filter((line) => line.includes('(cost='))
    .map((line) => /^\s*(?:->\s+)?(.+?)(?:\s+using\s|\s+on\s|\s+\(cost=)/.exec(line)?.[1] ?? '?');
  return [...new Set(nodes)];
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`create database ${name}`);
const target = new URL(serverUrl);
target.pathname = `/${name}`;
const database = await openDatabase({ url: target.toString(), poolSize: 2 });
const pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
try {
  await database.migrate();
  const loaded = await pool.query<{ n: number }>('select count(*)::int as n from articles');
  if ((loaded.rows[0]?.n ?? 0) < COUNT) {
    const started = Date.now();
    await seedDatabase(database.db, resolve(import.meta.dirname, '../content'));
    const have = (await pool.query<{ n: number }>('select count(*)::int as n from articles')).rows[0]?.n ?? 0;
    const batch = 10_000;
    for (let done = have; done < COUNT; done += batch) {
      const rows = await syntheticArticles(Math.min(batch, COUNT - done), {
        seed: 7 + done,
        sentences: [3, 6],
      });
      // Slugs are numbered within a batch; make them unique across batches.
      for (const [i, row] of rows.entries()) row.slug = `synthetic-7-${done - have + i + 1}`;
      await insertArticles(database.db, rows);
    }
    // A few highlighted articles, as editors pick them; reading times of 1 to 15 minutes.
    await pool.query('update articles set highlighted = true where id % 997 = 0');
    await pool.query(
      `update article_translations set reading_minutes = 1 + (article_id * 7 + length(title)) % 15
       where article_id in (select id from articles where slug like 'synthetic-%')`,
    );
    console.log(`loaded ${COUNT} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const people = await pool.query<{ n: number }>(
    "select count(*)::int as n from users where email like 'scale%'",
  );
  if ((people.rows[0]?.n ?? 0) < USERS) {
    const started = Date.now();
    await fillPeople(pool, { users: USERS, entries: LEDGER_ENTRIES });
    console.log(
      `loaded ${USERS} users and ${LEDGER_ENTRIES} ledger entries in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  // One in the middle of the users who have a session (its token is `scale-token-<person>`).
  const found = await pool.query<{ id: number; n: number }>(
    `select u.id, substr(u.email, 6, length(u.email) - 17)::int as n
     from sessions s join users u on u.id = s.user_id where u.email like 'scale%'
     order by s.id limit 1 offset $1`,
    [Math.floor(USERS / 20)],
  );
  personId = found.rows[0]!.id;
  person = found.rows[0]!.n;
  await pool.query('vacuum analyze');

  const captured: Captured[] = [];
  const logged = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;

  const summary: string[] = [];
  const slow: string[] = [];
  const failed: string[] = [];
  const scanned: string[] = [];
  let seqScans = 0;
  for (const benchCase of CASES) {
    try {
      await benchCase.run(logged);
    } catch (error) {
      // A case the generated data cannot serve is reported, and the others still run.
      // Drizzle's "Failed query" says which statement; the database's reason is its cause.
      const cause = (error as Error).cause;
      const reason = cause instanceof Error ? cause.message : (error as Error).message;
      summary.push(`${benchCase.name.padEnd(38)} failed: ${reason.replace(/\s+/g, ' ').slice(0, 120)}`);
      failed.push(benchCase.name);
      continue;
    }
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      captured.length = 0;
      const started = performance.now();
      await benchCase.run(logged);
      timings.push(performance.now() - started);
    }
    const queries = [...captured];
    if (printPlans) console.log(`\n=== ${benchCase.name}: ${queries.length} queries`);
    const perQuery: string[] = [];
    let fullScans = 0;
    for (const [i, query] of queries.entries()) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        query.params,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
      const indexes = [...new Set([...plan.matchAll(/ using (\w+)/g)].map((match) => match[1]))];
      const scans = LARGE_TABLES.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
      fullScans += scans.length;
      perQuery.push(`${ms.toFixed(1)}`);
      if (printPlans) {
        console.log(
          `\n--- query ${i + 1}: ${ms.toFixed(2)} ms; nodes: ${nodeTypes(plan).join(', ')}; indexes: ${indexes.join(', ') || 'none'}${scans.length ? `; SEQUENTIAL SCAN of ${scans.join(', ')}` : ''}`,
        );
        console.log(query.sql);
        console.log(plan);
      }
    }
    const p95 = percentile(timings, 95);
    if (p95 >= HOT_READ_P95_MS) slow.push(benchCase.name);
    seqScans += fullScans;
    if (fullScans > 0) scanned.push(benchCase.name);
    summary.push(
      `${benchCase.name.padEnd(38)} ${percentile(timings, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${String(fullScans).padStart(10)}   ${perQuery.join(' + ')}`,
    );
  }
  console.log(
    `\nHot reads on PostgreSQL: ${COUNT} articles (en + th), ${USERS} users, ${LEDGER_ENTRIES} ledger entries; uncached, ${RUNS} runs each`,
  );
  console.log(
    `${'case'.padEnd(38)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'seq scans'.padStart(10)}   per-query execution ms`,
  );
  for (const line of summary) console.log(line);
  console.log(
    `\nsequential scans of large tables: ${seqScans}${scanned.length > 0 ? ` (SEQ SCAN in: ${scanned.join(', ')})` : ''}; cases at or over ${HOT_READ_P95_MS} ms p95: ${slow.join(', ') || 'none'}`,
  );
  if (failed.length > 0) console.log(`cases that failed: ${failed.join(', ')}`);
} finally {
  await pool.end();
  await database.close();
  if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
