import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseKubAmount } from '@app/contracts/money';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, inTransaction, openDatabase } from '../apps/server/src/db/client.ts';
import { subscriptionPackages, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createSession, resolveSession } from '../apps/server/src/modules/identity/session.service.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { setPin } from '../apps/server/src/modules/pin/pin.service.ts';
import { purchasePackage } from '../apps/server/src/modules/subscriptions/purchase.service.ts';
import { subscriptionSettings } from '../apps/server/src/modules/subscriptions/subscription-settings.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';

/**
 * `npm run bench:subscriptions`: what a purchase costs (PIN check, the locked transaction that pays
 * and creates the term, the answer), how many buyers buy at once, how a burst of one user's
 * parallel orders settles, and what deriving subscriber status adds to every session lookup once
 * BENCH_TERMS terms exist (default 5,000). PGlite always; PostgreSQL too with BENCH_DATABASE_URL
 * (in a database of its own, dropped afterwards).
 */
const CONTENT = resolve(import.meta.dirname, '../content');
const TERMS = Number(process.env.BENCH_TERMS ?? 5000);
const PIN = '482913';

function percentile(sorted: number[], p: number): string {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(1);
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms (n=${times.length})`;
}

async function buyer(database: Database, kub = '100') {
  const [row] = await database.db
    .insert(users)
    .values({ email: `bench-${randomBytes(6).toString('hex')}@example.com`, kycOverride: true })
    .returning({ id: users.id });
  const userId = row!.id;
  await setPin(database.db, systemClock, userId, PIN);
  await inTransaction(database.db, (tx) =>
    transfer(
      tx,
      systemClock,
      {
        kind: 'deposit',
        currency: 'KUB',
        amount: parseKubAmount(kub)!,
        from: { system: 'DEPOSITS' },
        to: { userId },
        idempotencyKey: `bench-deposit-${userId}`,
      },
      { insufficient: 'INSUFFICIENT_BALANCE' },
    ),
  );
  return { id: userId, role: 'user' as const, isSubscriber: false };
}

async function benchEngine(label: string, database: Database) {
  await database.migrate();
  await seedDatabase(database.db, CONTENT);
  const [monthly] = await database.db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.slug, 'monthly'));
  const ctx = {
    db: database.db,
    clock: systemClock,
    settings: subscriptionSettings({ NODE_ENV: 'production' }),
    kycStatus: async () => ({ verified: true }),
  };
  const buy = (actor: Awaited<ReturnType<typeof buyer>>, key = randomBytes(8).toString('hex')) =>
    purchasePackage(ctx, actor, { packageId: monthly!.id, pin: PIN, idempotencyKey: `bench-${key}` }, 'en');

  console.log(`\n${label}`);
  const sequential: number[] = [];
  for (let n = 0; n < 30; n += 1) {
    const actor = await buyer(database);
    const started = performance.now();
    await buy(actor);
    sequential.push(performance.now() - started);
  }
  console.log(`  one purchase (PIN check included): ${summary(sequential)}`);

  const retries: number[] = [];
  const repeat = await buyer(database);
  await buy(repeat, 'repeat');
  for (let n = 0; n < 30; n += 1) {
    const started = performance.now();
    await buy(repeat, 'repeat');
    retries.push(performance.now() - started);
  }
  console.log(`  retried order (same Idempotency-Key): ${summary(retries)}`);

  const crowd = await Promise.all(Array.from({ length: 40 }, () => buyer(database)));
  let started = performance.now();
  await Promise.all(crowd.map((actor) => buy(actor)));
  let elapsed = (performance.now() - started) / 1000;
  console.log(`  40 buyers at once: ${elapsed.toFixed(2)} s, ${(40 / elapsed).toFixed(1)} purchases/s`);

  const eager = await buyer(database);
  started = performance.now();
  const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => buy(eager)));
  elapsed = (performance.now() - started) / 1000;
  const bought = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  console.log(`  50 parallel orders by one user: ${bought} bought, settled in ${elapsed.toFixed(2)} s`);

  // Subscriber status is an EXISTS over user_subscriptions in the session lookup.
  await database.db.execute(sql`
    insert into user_subscriptions (user_id, package_id, price_paid, starts_at, ends_at, quota_total, hints_per_month, created_at)
    select ${eager.id}, ${monthly!.id}, 0, now() - (g || ' days')::interval - interval '400 days',
           now() - (g || ' days')::interval - interval '370 days', 20, 5, now()
    from generate_series(1, ${TERMS}) as g`);
  const { token } = await createSession(database.db, systemClock, eager.id);
  const lookups: number[] = [];
  for (let n = 0; n < 300; n += 1) {
    const at = performance.now();
    const session = await resolveSession(database.db, systemClock, token);
    lookups.push(performance.now() - at);
    if (!session?.isSubscriber) throw new Error('the buyer should be a subscriber');
  }
  console.log(`  session lookup with subscriber status (${TERMS} terms of one user): ${summary(lookups)}`);
  const problems = await ledgerProblems(database.db);
  console.log(`  ledger problems: ${problems.length === 0 ? 'none' : problems.join('; ')}`);
}

const embedded = await openDatabase({});
try {
  await benchEngine('PGlite (embedded)', embedded);
} finally {
  await embedded.close();
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = `kub_bench_subs_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 10 });
  try {
    await benchEngine('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
