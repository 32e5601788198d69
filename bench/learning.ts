import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AppError } from '../apps/server/src/app-error.ts';
import { type Db, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { learningCampaigns, learningReads } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { claimCampaignReward, listCampaigns } from '../apps/server/src/modules/learning/campaigns.service.ts';
import { campaignPool } from '../apps/server/src/modules/learning/campaign-status.ts';
import { bangkokWeek, getGames } from '../apps/server/src/modules/learning/games.service.ts';
import type { LearningContext } from '../apps/server/src/modules/learning/learning-context.ts';
import { getPath, listPaths } from '../apps/server/src/modules/learning/paths.service.ts';
import { DEFAULT_LEARNING_SEAMS } from '../apps/server/src/modules/learning/seams.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { balanceOf, transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { inTransaction } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { grantEarningTerms } from './earning-term.ts';

/**
 * `npm run bench:learning`: on a PostgreSQL database of its own (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server), with LEARNING_USERS readers (20,000) and
 * LEARNING_ACTIVITIES activity rows (500,000 over eight weeks, a third of them quiz rewards):
 * the median time of the games page (weekly leaderboard) for a visitor and a reader, with the
 * leaderboard's plan; the e-learning and events pages for a reader; and campaign claims: 2,000
 * qualified readers claiming at once (20 in flight) from a pool for 1,000, in claims per second,
 * with the ledger checked afterwards.
 */
const USERS = Number(process.env.LEARNING_USERS ?? 20_000);
const ACTIVITIES = Number(process.env.LEARNING_ACTIVITIES ?? 500_000);
const RUNS = 7;
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const name = `kub_bench_learning_${randomBytes(4).toString('hex')}`;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function fillActivities(db: Db): Promise<void> {
  await db.execute(sql`insert into users (email, email_verified_at, first_name, surname)
    select 'bench-' || g || '@example.com', now(), 'Reader' || g, 'Bench' from generate_series(1, ${USERS}) g`);
  // Eight weeks of history; types and references as the quiz, pop quiz and campaign code write them.
  await db.execute(sql`insert into activities (user_id, type, unit, amount, status, reference_type, reference_id, event_key, created_at, updated_at)
    select u.id,
      case g % 6 when 0 then 'Received prizes from the main quiz' when 1 then 'Received Point' when 2 then 'Received Point'
        when 3 then 'Hint used' when 4 then 'Deducted the main quiz quota' else 'Purchase Package' end,
      'POINT', case when g % 6 < 3 then 5 + g % 50 else -1 end, 'COMPLETED',
      case g % 6 when 0 then 'quiz' when 1 then 'pop-quiz-attempt' when 2 then 'campaign' else null end,
      (g % 1000)::text, 'bench-' || g,
      now() - (g % (56 * 24)) * interval '1 hour', now()
    from generate_series(1, ${ACTIVITIES}) g
    join users u on u.email = 'bench-' || (1 + g % ${USERS}) || '@example.com'`);
  await db.execute(sql`analyze`);
}

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 10 });
  try {
    await database.migrate();
    await seedDatabase(database.db, resolve(import.meta.dirname, '../content'));
    const db = database.db;
    const ctx: LearningContext = { db, clock: systemClock, seams: { ...DEFAULT_LEARNING_SEAMS } };
    let start = performance.now();
    await fillActivities(db);
    console.log(
      `filled ${USERS} readers and ${ACTIVITIES} activities in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    const [reader] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where email = 'bench-1@example.com'`,
    );

    const week = bangkokWeek(new Date());
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers) select a.user_id, sum(a.amount) from activities a
          where a.created_at >= ${week.startsAt.toISOString()} and a.created_at < ${week.endsAt.toISOString()}
            and a.status = 'COMPLETED' and a.amount > 0
            and a.type in ('Received prizes from the main quiz', 'Received Point')
            and (a.type = 'Received prizes from the main quiz' or a.reference_type in ('quiz', 'quiz_reward', 'pop-quiz-attempt', 'pop_quiz'))
          group by a.user_id`,
    );
    console.log('\nweekly leaderboard totals, plan:');
    for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);

    console.log('\nmedian of 7, uncached:');
    const cases: [string, () => Promise<unknown>][] = [
      ['games page, visitor (top 20 of the week)', () => getGames(ctx, null)],
      ['games page, reader (rank, streak)', () => getGames(ctx, reader!.id)],
      ['e-learning list, reader', () => listPaths(ctx, 'en', reader!.id)],
      ['path detail, reader', () => getPath(ctx, 'th', 'how-blockchains-agree', reader!.id)],
      ['events list, reader', () => listCampaigns(ctx, 'en', reader!.id)],
    ];
    for (const [label, run] of cases)
      console.log(`  ${label.padEnd(44)} ${(await median(run)).toFixed(1)} ms`);

    // Claims: 2,000 qualified readers, a pool for 1,000, 20 claims in flight.
    const now = new Date();
    const [campaign] = await db
      .insert(learningCampaigns)
      .values({
        slug: 'bench-claims',
        titleEn: 'Bench',
        titleTh: 'Bench',
        descriptionEn: 'Bench',
        descriptionTh: 'Bench',
        startsAt: new Date(now.getTime() - 3_600_000),
        endsAt: new Date(now.getTime() + 86_400_000),
        rewardPoints: 3,
        rules: [{ type: 'read_articles', articles: ['what-is-bitcoin'] }],
      })
      .returning();
    await inTransaction(db, (tx) =>
      transfer(
        tx,
        systemClock,
        {
          kind: 'campaign-fund',
          currency: 'POINT',
          amount: 3000n,
          from: { system: 'ISSUANCE' },
          to: campaignPool(campaign!.id),
          idempotencyKey: 'bench-fund',
        },
        { insufficient: 'CAMPAIGN_OUT_OF_REWARD' },
      ),
    );
    const claimers = await queryRows<{ id: number }>(
      db,
      sql`select id from users where email like 'bench-%' order by id limit 2000`,
    );
    await grantEarningTerms(
      db,
      claimers.map((row) => row.id),
      now,
    );
    const [article] = await queryRows<{ id: number }>(
      db,
      sql`select id from articles where slug = 'what-is-bitcoin'`,
    );
    await db.insert(learningReads).values(
      claimers.map((row) => ({
        userId: row.id,
        articleId: article!.id,
        firstReadAt: now,
        lastReadAt: now,
      })),
    );
    const outcomes = new Map<string, number>();
    let next = 0;
    start = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < claimers.length) {
          const user = claimers[next++]!;
          let outcome = 'ok';
          try {
            await claimCampaignReward(
              ctx,
              'en',
              {
                id: user.id,
                email: '',
                role: 'user',
                isSubscriber: false,
                blocked: false,
                sessionId: 0,
                account: {
                  firstName: null,
                  surname: null,
                  locale: 'en',
                  emailVerifiedAt: null,
                  kycOverride: null,
                  walletProvenAt: null,
                },
              },
              campaign!.id,
            );
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            outcome = error.code;
          }
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `\ncampaign claims: ${claimers.length} in ${seconds.toFixed(2)} s = ${(claimers.length / seconds).toFixed(0)} claims/s; outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
    console.log(
      `  pool left ${await balanceOf(db, campaignPool(campaign!.id), 'POINT')}; ledger problems: ${JSON.stringify(await ledgerProblems(db))}`,
    );
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
