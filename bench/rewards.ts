import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { inTransaction, openDatabase } from '../apps/server/src/db/client.ts';
import { rewards, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { holdReward } from '../apps/server/src/modules/rewards/redeem-reward.service.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';

/**
 * `npm run bench:rewards`: redemptions per second through the hold transaction (counter upsert,
 * stock update, points hold, activity) on PostgreSQL, for one reward everyone wants (a hot stock
 * row and the shared HOLDS account) and for rewards spread over many, at several concurrencies.
 * The PIN check (argon2id, outside the transaction) is left out: bench:login measures it.
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the local postgres) names the server to use;
 * a scratch database is created there and dropped afterwards.
 */
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = 400;
const PER_RUN = 2000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const name = `kub_bench_rewards_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  try {
    await database.migrate();
    await seedDatabase(database.db, resolve(import.meta.dirname, '../content'));
    const db = database.db;
    const userIds: number[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const [row] = await db
        .insert(users)
        .values({ email: `bench-${i}-${name}@example.com`, emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      userIds.push(row!.id);
      await inTransaction(db, (tx) =>
        transfer(
          tx,
          systemClock,
          {
            kind: 'bench',
            currency: 'POINT',
            amount: 1_000_000n,
            from: { system: 'ISSUANCE' },
            to: { userId: row!.id },
            idempotencyKey: `bench-${row!.id}`,
          },
          { insufficient: 'INSUFFICIENT_BALANCE' },
        ),
      );
    }
    const makeReward = async (slug: string) => {
      const [row] = await db
        .insert(rewards)
        .values({
          slug,
          type: 'point',
          nameEn: slug,
          nameTh: slug,
          image: '/rewards/cafe-voucher.svg',
          costPoints: 10,
          stock: 1_000_000,
          perUserLimit: 1_000_000,
        })
        .returning({ id: rewards.id });
      return row!.id;
    };
    const hot = await makeReward(`${name}-hot`);
    const spread = await Promise.all(Array.from({ length: 50 }, (_, i) => makeReward(`${name}-spread-${i}`)));

    console.log('redemptions through the hold transaction on PostgreSQL');
    console.log('scenario            concurrency   ops/s    p50 ms   p95 ms   refused');
    for (const scenario of ['one reward', '50 rewards'] as const) {
      for (const concurrency of [1, 10, 50]) {
        let next = 0;
        let refused = 0;
        const latencies: number[] = [];
        const started = performance.now();
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < PER_RUN) {
              const i = next++;
              const rewardId = scenario === 'one reward' ? hot : spread[i % spread.length]!;
              const t0 = performance.now();
              try {
                await holdReward(db, systemClock, {
                  userId: userIds[i % userIds.length]!,
                  rewardId,
                  idempotencyKey: randomUUID(),
                  expectedCost: 10,
                  source: 'points',
                  destination: { shipping: null, walletAddress: null },
                });
              } catch {
                refused += 1;
              }
              latencies.push(performance.now() - t0);
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        latencies.sort((a, b) => a - b);
        console.log(
          `${scenario.padEnd(20)}${String(concurrency).padStart(11)}${(PER_RUN / seconds).toFixed(0).padStart(8)}` +
            `${percentile(latencies, 50).toFixed(1).padStart(10)}${percentile(latencies, 95).toFixed(1).padStart(9)}` +
            `${String(refused).padStart(10)}`,
        );
      }
    }
    const problems = await ledgerProblems(db);
    console.log(`ledger problems after the runs: ${problems.length === 0 ? 'none' : problems.join('; ')}`);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
