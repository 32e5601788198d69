import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { CertificateIssuer } from '../apps/server/src/modules/certificates/certificates.service.ts';
import { answerCard } from '../apps/server/src/modules/review/review-answer.service.ts';
import type { ReviewContext } from '../apps/server/src/modules/review/review-context.ts';
import { nextCard } from '../apps/server/src/modules/review/review-next.service.ts';
import { withDatabase } from '../apps/server/test/global-setup.ts';

/**
 * `npm run bench:review`: the review deck at scale on real PostgreSQL. Seeds REVIEW_USERS learners
 * (default 1,000,000) with REVIEW_CARDS cards each (default 100) into its own database
 * (REVIEW_DATABASE, default `kub_bench_review`, kept between runs: a run finding it seeded at that
 * scale reuses it; set REVIEW_RESEED=1 to start again; another name keeps a smaller scale beside it), with generate_series in SQL, in chunks, indexes built after the
 * load. Then, for REVIEW_SAMPLES random learners (default 500), times the two hot calls through
 * their service functions: "today's cards" (nextCard: take in missed questions, count today's,
 * pick and serve the soonest due card) and "record an answer" (answerCard: grade, FSRS, the
 * conditional write and the log row). Prints p50/p95/p99; the target is p95 < 20 ms. A load cut
 * short by REVIEW_MAX_SECONDS (default 3 hours) prints the scale it reached. The server is
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one.
 */
const USERS = Number(process.env.REVIEW_USERS ?? 1_000_000);
const CARDS = Number(process.env.REVIEW_CARDS ?? 100);
const SAMPLES = Number(process.env.REVIEW_SAMPLES ?? 500);
const CHUNK_USERS = Number(process.env.REVIEW_CHUNK_USERS ?? 50_000);
const MAX_SECONDS = Number(process.env.REVIEW_MAX_SECONDS ?? 3 * 3600);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const name = process.env.REVIEW_DATABASE ?? 'kub_bench_review';
if (!/^[a-z_][a-z0-9_]*$/.test(name))
  throw new Error(`REVIEW_DATABASE must be a plain database name: ${name}`);
const url = withDatabase(serverUrl, name);

const DEFERRED_INDEXES = [
  'review_cards_user_due_idx',
  'review_cards_user_quiz_question_key',
  'review_cards_user_pop_question_key',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => `${value.toFixed(2)} ms`;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function withClient<T>(connection: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The learners and cards in place, as a marker row says; 0 when the database is new. */
async function seededScale(): Promise<{ users: number; cards: number }> {
  return withClient(url, async (client) => {
    await client.query(
      'create table if not exists bench_review_scale (users int not null, cards int not null)',
    );
    const { rows } = await client.query<{ users: number; cards: number }>(
      'select users, cards from bench_review_scale',
    );
    return rows[0] ?? { users: 0, cards: 0 };
  });
}

/** One article, one quiz of CARDS questions with four options each: what the cards point at. */
async function seedContent(client: pg.Client): Promise<void> {
  await client.query(`
    insert into categories (key, name_en, name_th, ranking) values (901, 'Bench topic', 'หัวข้อทดสอบ', 901)
      on conflict do nothing;
    insert into articles (slug, author, published_at, difficulty) values ('bench-review', 'Bench', now(), 'beginner');
    insert into article_translations (article_id, locale, title, summary, body, reading_minutes, word_count)
      select id, l, 'Bench article', 'Summary', 'Body', 1, 1 from articles, unnest(array['en','th']) l where slug = 'bench-review';
    insert into article_topics (article_id, category_key) select id, 901 from articles where slug = 'bench-review';
    insert into quizzes (slug, article_id, title_en, title_th)
      select 'bench-review-quiz', id, 'Bench quiz', 'ควิซทดสอบ' from articles where slug = 'bench-review';
    insert into quiz_questions (quiz_id, position, prompt_en, prompt_th, explanation_en, explanation_th)
      select q.id, g, 'Question ' || g, 'คำถาม ' || g, 'Because ' || g, 'เพราะ ' || g
        from quizzes q, generate_series(1, ${CARDS}) g where q.slug = 'bench-review-quiz';
    insert into quiz_options (question_id, position, label_en, label_th, correct)
      select qq.id, o, 'Option ' || o, 'ตัวเลือก ' || o, o = 1
        from quiz_questions qq join quizzes q on q.id = qq.quiz_id, generate_series(1, 4) o
       where q.slug = 'bench-review-quiz';`);
}

async function seed(): Promise<{ users: number; cards: number }> {
  await withClient(serverUrl, async (admin) => {
    if (process.env.REVIEW_RESEED === '1') await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  });
  const database = await openDatabase({ url, poolSize: 2 });
  await database.migrate();
  await database.close();
  const scale = await seededScale();
  if (scale.users >= USERS && scale.cards === CARDS) {
    log(`reusing ${name}: ${scale.users.toLocaleString()} learners x ${scale.cards} cards`);
    return scale;
  }
  return withClient(url, async (client) => {
    const started = performance.now();
    await client.query(`set maintenance_work_mem = '1GB'`);
    // The load writes rows whose references hold by construction: skip the per-row checks.
    await client.query(`set session_replication_role = replica`);
    await client.query('truncate review_logs, review_cards, bench_review_scale');
    if (scale.users === 0) {
      await client.query(`delete from users where email like 'bench-review-%'`);
      await seedContent(client);
    }
    for (const index of DEFERRED_INDEXES) await client.query(`drop index if exists ${index}`);
    const { rows: existing } = await client.query<{ n: number }>(
      `select count(*)::int as n from users where email like 'bench-review-%'`,
    );
    if (existing[0]!.n < USERS) {
      log(`inserting ${(USERS - existing[0]!.n).toLocaleString()} learners`);
      await client.query(
        `insert into users (email, email_verified_at)
         select 'bench-review-' || g || '@example.com', now() from generate_series($1::int + 1, $2::int) g`,
        [existing[0]!.n, USERS],
      );
    }
    const { rows: range } = await client.query<{ first: number; last: number; question: number }>(
      `select min(id)::int as first, max(id)::int as last,
              (select min(qq.id)::int from quiz_questions qq join quizzes q on q.id = qq.quiz_id
                where q.slug = 'bench-review-quiz') as question
         from users where email like 'bench-review-%'`,
    );
    const { first, question } = range[0]!;
    let loaded = 0;
    // Cards: due spread from two days ago to two months ahead, so "today" holds a few per learner.
    for (let from = 0; from < USERS; from += CHUNK_USERS) {
      if ((performance.now() - started) / 1000 > MAX_SECONDS) {
        log(`stopped by REVIEW_MAX_SECONDS after ${loaded.toLocaleString()} learners`);
        break;
      }
      const to = Math.min(USERS, from + CHUNK_USERS);
      await client.query(
        `insert into review_cards (user_id, quiz_question_id, category_key, due, stability, difficulty,
                                   scheduled_days, reps, state, last_review, created_at)
         select u, $3::int + c - 1, 901,
                now() - interval '2 days' + (random() * interval '62 days'),
                1 + random() * 40, 1 + random() * 9, (random() * 40)::int, 1 + (random() * 8)::int, 2,
                now() - (random() * interval '30 days'), now() - interval '60 days'
           from generate_series($1::int, $2::int) u, generate_series(1, ${CARDS}) c`,
        [first + from, first + to - 1, question],
      );
      loaded = to;
      const seconds = (performance.now() - started) / 1000;
      log(
        `${(loaded * CARDS).toLocaleString()} cards (${loaded.toLocaleString()} learners) in ${seconds.toFixed(0)} s`,
      );
    }
    await client.query(`set session_replication_role = origin`);
    log('building the indexes');
    await client.query(`create index review_cards_user_due_idx on review_cards (user_id, due)`);
    log('  (user_id, due) built');
    await client.query(
      `create unique index review_cards_user_quiz_question_key on review_cards (user_id, quiz_question_id) where quiz_question_id is not null`,
    );
    await client.query(
      `create unique index review_cards_user_pop_question_key on review_cards (user_id, pop_question_id) where pop_question_id is not null`,
    );
    log('analyze');
    await client.query(
      'analyze review_cards; analyze users; analyze quiz_attempts; analyze pop_quiz_attempts',
    );
    await client.query('insert into bench_review_scale (users, cards) values ($1, $2)', [loaded, CARDS]);
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return { users: loaded, cards: CARDS };
  });
}

async function measure(scale: { users: number; cards: number }): Promise<void> {
  const database = await openDatabase({ url, poolSize: 4 });
  const issuer = new CertificateIssuer(database.db, systemClock, 'http://localhost:3000', undefined);
  const ctx: ReviewContext = { db: database.db, clock: systemClock, issuer };
  const { rows } = await withClient(url, (client) =>
    client.query<{ id: number }>(`select min(id)::int as id from users where email like 'bench-review-%'`),
  );
  const first = rows[0]!.id;
  const today: number[] = [];
  const answer: number[] = [];
  let answered = 0;
  try {
    for (let i = 0; i < SAMPLES + 20; i++) {
      const userId = first + Math.floor(Math.random() * scale.users);
      let t0 = performance.now();
      const next = await nextCard(ctx, userId, 'en');
      const nextMs = performance.now() - t0;
      if (!next.card) continue;
      t0 = performance.now();
      await answerCard(
        ctx,
        userId,
        next.card.cardId,
        { version: next.card.version, selectedAnswers: ['A'] },
        'en',
      );
      const answerMs = performance.now() - t0;
      answered++;
      // The first calls warm the pool and the code paths: left out.
      if (i >= 20) {
        today.push(nextMs);
        answer.push(answerMs);
      }
    }
  } finally {
    await database.close();
  }
  const report = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(22)} n=${sorted.length} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1)!)}`,
    );
  };
  console.log(
    `\nreview deck: ${scale.users.toLocaleString()} learners x ${scale.cards} cards = ${(scale.users * scale.cards).toLocaleString()} cards, ${answered} answers recorded (target p95 < 20 ms)`,
  );
  report("today's cards", today);
  report('record an answer', answer);
}

/**
 * REVIEW_EXPLAIN=1: the plans of one learner's two calls. The calls run once in a transaction
 * rolled back, recording their statements; the statements then run again under
 * `EXPLAIN (ANALYZE, BUFFERS)`, in order, in other transactions rolled back: the data is left as
 * it was.
 */
async function explain(scale: { users: number; cards: number }): Promise<void> {
  await withClient(url, async (client) => {
    const statements: { text: string; params: unknown[] }[] = [];
    const db = drizzle(client, {
      schema,
      logger: { logQuery: (text, params) => void statements.push({ text, params }) },
    }) as unknown as Db;
    const issuer = new CertificateIssuer(db, systemClock, 'http://localhost:3000', undefined);
    const ctx: ReviewContext = { db, clock: systemClock, issuer };
    const { rows } = await client.query<{ id: number }>(
      `select min(id)::int as id from users where email like 'bench-review-%'`,
    );
    const userId = rows[0]!.id + Math.floor(Math.random() * scale.users);
    await client.query('begin');
    const next = await nextCard(ctx, userId, 'en');
    if (next.card) {
      const { cardId, version } = next.card;
      await answerCard(ctx, userId, cardId, { version, selectedAnswers: ['A'] }, 'en');
    }
    await client.query('rollback');
    // Twice: the first pass warms this connection's catalog caches; the second is printed.
    for (const pass of [1, 2]) {
      await client.query('begin');
      for (const [index, statement] of statements.entries()) {
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.params,
        );
        if (pass === 1) continue;
        console.log(`\n-- statement ${index + 1} of ${statements.length} (learner ${userId})`);
        console.log(statement.text.replace(/\s+/g, ' ').trim());
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      await client.query('rollback');
    }
  });
}

const scale = await seed();
await measure(scale);
if (process.env.REVIEW_EXPLAIN === '1') await explain(scale);
