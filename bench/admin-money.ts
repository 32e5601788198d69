import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { inTransaction, openDatabase } from '../apps/server/src/db/client.ts';
import { rewards, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { adjustLedger } from '../apps/server/src/modules/wallet/wallet-admin.service.ts';
import type { AuditActor } from '../apps/server/src/modules/audit/audit.service.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import {
  fulfilRedemption,
  listRedemptionsForAdmin,
} from '../apps/server/src/modules/rewards/fulfilment.service.ts';
import { holdReward } from '../apps/server/src/modules/rewards/redeem-reward.service.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';

/**
 * `npm run bench:admin-money`: the back office's money work on PostgreSQL. With PENDING
 * redemptions waiting in the queue it times the queue's first and a deep page, then fulfils (the
 * settle transfer, the redemption event and the audit row in one transaction) and credits users
 * through ledger adjustments (transfer, activity and audit row), at a few concurrencies.
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the local postgres) names the server; a scratch
 * database is created there and dropped afterwards.
 */
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = 200;
const WAITING = Number(process.env.BENCH_WAITING ?? 10_000);
const PER_RUN = 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(concurrency: number, total: number, work: (i: number) => Promise<unknown>) {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await work(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: total / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const row = (label: string, concurrency: number, r: { perSecond: number; p50: number; p95: number }) =>
  console.log(
    `${label.padEnd(26)}${String(concurrency).padStart(11)}${r.perSecond.toFixed(0).padStart(8)}` +
      `${r.p50.toFixed(1).padStart(10)}${r.p95.toFixed(1).padStart(9)}`,
  );

async function main() {
  const name = `kub_bench_admin_money_${randomBytes(4).toString('hex')}`;
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
    const [staff] = await db
      .insert(users)
      .values({ email: `bench-admin-${name}@example.com`, role: 'admin', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const actor: AuditActor = { userId: staff!.id, email: 'bench-admin', role: 'admin' };
    const userIds: number[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const [user] = await db
        .insert(users)
        .values({ email: `bench-${i}-${name}@example.com`, emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      userIds.push(user!.id);
      await inTransaction(db, (tx) =>
        transfer(
          tx,
          systemClock,
          {
            kind: 'bench',
            currency: 'POINT',
            amount: 10_000_000n,
            from: { system: 'ISSUANCE' },
            to: { userId: user!.id },
            idempotencyKey: `bench-${user!.id}`,
          },
          { insufficient: 'INSUFFICIENT_BALANCE' },
        ),
      );
    }
    const [reward] = await db
      .insert(rewards)
      .values({
        slug: `${name}-prize`,
        type: 'point',
        nameEn: 'Bench prize',
        nameTh: 'รางวัลทดสอบ',
        image: '/rewards/cafe-voucher.svg',
        costPoints: 10,
        stock: 10_000_000,
        perUserLimit: 10_000_000,
      })
      .returning({ id: rewards.id });

    const filled = await timed(20, WAITING, (i) =>
      holdReward(db, systemClock, {
        userId: userIds[i % USERS]!,
        rewardId: reward!.id,
        idempotencyKey: randomUUID(),
        expectedCost: 10,
        source: 'points',
        destination: { shipping: null, walletAddress: null },
      }),
    );
    console.log(`${WAITING} redemptions waiting (held at ${filled.perSecond.toFixed(0)}/s)\n`);

    console.log('back office work on PostgreSQL');
    console.log('operation                 concurrency   ops/s    p50 ms   p95 ms');
    const deepPage = Math.max(1, Math.floor(WAITING / 50) - 1);
    for (const [label, page] of [
      ['queue, first page', 1],
      [`queue, page ${deepPage}`, deepPage],
    ] as const) {
      row(
        label,
        1,
        await timed(1, 50, () =>
          listRedemptionsForAdmin(db, { status: 'PENDING', page, pageSize: 50 }, 'en'),
        ),
      );
    }

    // The oldest waiting ones, handed out one per fulfilment so no two workers take the same.
    const queue = (
      await listRedemptionsForAdmin(db, { status: 'PENDING', page: 1, pageSize: PER_RUN }, 'en')
    ).data.map((item) => item.id);
    for (const concurrency of [1, 8]) {
      row(
        'fulfil',
        concurrency,
        await timed(concurrency, PER_RUN / 2, async (i) =>
          fulfilRedemption(db, systemClock, actor, queue.pop()!, `TRK-${concurrency}-${i}`, 'en'),
        ),
      );
    }
    for (const concurrency of [1, 8]) {
      row(
        'ledger adjustment',
        concurrency,
        await timed(concurrency, PER_RUN, (i) =>
          adjustLedger(db, systemClock, actor, randomUUID(), {
            userId: userIds[i % USERS]!,
            currency: i % 2 ? 'KUB' : 'POINT',
            amount: i % 2 ? '0.5' : '25',
            reason: 'bench',
          }),
        ),
      );
    }
    const problems = await ledgerProblems(db);
    console.log(`\nledger problems after the runs: ${problems.length === 0 ? 'none' : problems.join('; ')}`);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
