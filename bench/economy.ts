import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inTransaction, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { setPin, verifyPin } from '../apps/server/src/modules/pin/pin.service.ts';
import {
  activityPageQuery,
  getDashboard,
  listActivities,
} from '../apps/server/src/modules/wallet/dashboard.service.ts';

/**
 * `npm run bench:economy`: the money paths at scale, on a PostgreSQL database of its own
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; created and dropped).
 * It fills 10,000 users with 50 point credits each plus one heavy user with 20,000 (520,000
 * transfers, 1,040,000 ledger entries, 520,000 activities), then prints p50/p95 of the dashboard,
 * of the activity history, and of a purchase-like spend (PIN check + KUB transfer), and the
 * EXPLAIN (ANALYZE, BUFFERS) of the history query for the heavy user.
 */
const USERS = Number(process.env.ECONOMY_USERS ?? 10_000);
const PER_USER = 50;
const HEAVY = Number(process.env.ECONOMY_HEAVY ?? 20_000);
const RUNS = Number(process.env.ECONOMY_RUNS ?? 200);
const PIN = '246810';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `kub_bench_economy_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const target = new URL(serverUrl);
target.pathname = `/${name}`;
const database = await openDatabase({ url: target.toString(), poolSize: 8 });
const db = database.db;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, runs: number, work: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 5; i += 1) await work(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(58)} p50 ${f(percentile(times, 50)).padStart(10)}   p95 ${f(percentile(times, 95)).padStart(10)}`,
  );
}

try {
  let started = performance.now();
  await database.migrate();
  // The fill is set-based SQL; the per-row balance trigger is switched off while it runs and the
  // invariants are checked afterwards instead.
  await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_balanced`);
  await db.execute(sql`
    insert into users (email, email_verified_at, kyc_override, locale)
    select 'bench' || g || '@example.com', now(), true, 'en' from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into ledger_accounts (user_id, currency)
    select u.id, c from users u cross join unnest(array['POINT', 'KUB']) c where u.email like 'bench%'`);
  await db.execute(sql`
    insert into ledger_accounts (code, currency, allow_negative)
    values ('ISSUANCE', 'POINT', true), ('DEPOSITS', 'KUB', true), ('REVENUE', 'KUB', false)`);
  const [heavy] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where email = 'bench1@example.com'`,
  );
  const heavyId = heavy!.id;
  await db.execute(sql`
    insert into ledger_transfers (kind, currency, amount, idempotency_key, reference_type, reference_id, created_at)
    select 'bench-credit', 'POINT', 10 + (g % 90), 'bench:' || u.id || ':' || g, 'bench', u.id::text,
           now() - make_interval(mins => g + (u.id % 997))
    from users u cross join generate_series(1, ${PER_USER}) g where u.email like 'bench%'`);
  await db.execute(sql`
    insert into ledger_transfers (kind, currency, amount, idempotency_key, reference_type, reference_id, created_at)
    select 'bench-credit', 'POINT', 10 + (g % 90), 'bench-heavy:' || g, 'bench', ${heavyId}::text,
           now() - make_interval(secs => g * 7)
    from generate_series(1, ${HEAVY}) g`);
  await db.execute(sql`
    insert into ledger_entries (transfer_id, account_id, amount, created_at)
    select t.id, a.id, t.amount, t.created_at
    from ledger_transfers t join ledger_accounts a on a.user_id = t.reference_id::int and a.currency = 'POINT'
    where t.kind = 'bench-credit'
    union all
    select t.id, (select id from ledger_accounts where code = 'ISSUANCE'), -t.amount, t.created_at
    from ledger_transfers t where t.kind = 'bench-credit'`);
  await db.execute(sql`
    insert into activities (user_id, type, unit, amount, status, transfer_id, event_key, created_at, updated_at)
    select t.reference_id::int, case when t.id % 10 = 0 then 'Received prizes from the main quiz' else 'Received Point' end,
           'POINT', t.amount, case when t.id % 50 = 0 then 'PENDING' else 'COMPLETED' end, t.id, 'bench:' || t.id,
           t.created_at, t.created_at
    from ledger_transfers t where t.kind = 'bench-credit'`);
  await db.execute(sql`
    update ledger_accounts a set balance = s.total
    from (select account_id, sum(amount) as total from ledger_entries group by account_id) s
    where s.account_id = a.id`);
  await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_balanced`);
  await db.execute(sql`vacuum analyze`);
  const [counts] = await queryRows<{ transfers: string; entries: string; activities: string }>(
    db,
    sql`select (select count(*) from ledger_transfers) as transfers, (select count(*) from ledger_entries) as entries,
               (select count(*) from activities) as activities`,
  );
  console.log(
    `filled ${USERS} users: ${counts!.transfers} transfers, ${counts!.entries} ledger entries, ` +
      `${counts!.activities} activities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The heavy user can spend: a PIN and 1,000 KUB deposited through the ledger.
  await setPin(db, systemClock, heavyId, PIN);
  await inTransaction(db, (tx) =>
    transfer(
      tx,
      systemClock,
      {
        kind: 'deposit',
        currency: 'KUB',
        amount: 100_000_000_000n,
        from: { system: 'DEPOSITS' },
        to: { userId: heavyId },
        idempotencyKey: 'bench-deposit',
      },
      { insufficient: 'INSUFFICIENT_BALANCE' },
    ),
  );

  const [{ min, max }] = (await queryRows<{ min: number; max: number }>(
    db,
    sql`select min(id) as min, max(id) as max from users where email like 'bench%'`,
  )) as [{ min: number; max: number }];
  const someUser = (i: number) => min + 1 + ((i * 7919) % (max - min));

  console.log(`\nthrough the services, ${RUNS} sequential runs each (after 5 warm-up runs):`);
  await measure('dashboard, a typical user (50 entries)', RUNS, (i) =>
    getDashboard(db, systemClock, someUser(i), 'en'),
  );
  await measure(`dashboard, the heavy user (${HEAVY} entries)`, RUNS, () =>
    getDashboard(db, systemClock, heavyId, 'en'),
  );
  await measure('history page 1 (20), a typical user', RUNS, (i) =>
    listActivities(db, someUser(i), { page: 1, limit: 20 }),
  );
  await measure('history page 1 (20), the heavy user', RUNS, () =>
    listActivities(db, heavyId, { page: 1, limit: 20 }),
  );
  await measure('history page 50 (20), the heavy user', RUNS, () =>
    listActivities(db, heavyId, { page: 50, limit: 20 }),
  );
  await measure('history filtered type+status, the heavy user', RUNS, () =>
    listActivities(db, heavyId, {
      page: 1,
      limit: 20,
      type: 'Received prizes from the main quiz',
      status: 'COMPLETED',
    }),
  );
  let spend = 0;
  await measure('spend: PIN check (argon2id) + KUB transfer', RUNS, async () => {
    spend += 1;
    await verifyPin(db, systemClock, heavyId, PIN);
    await inTransaction(db, (tx) =>
      transfer(
        tx,
        systemClock,
        {
          kind: 'purchase-like',
          currency: 'KUB',
          amount: 1_000_000n,
          from: { userId: heavyId },
          to: { system: 'REVENUE' },
          idempotencyKey: `bench-spend-${spend}`,
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      ),
    );
  });
  await measure('spend: the KUB transfer alone', RUNS, async () => {
    spend += 1;
    await inTransaction(db, (tx) =>
      transfer(
        tx,
        systemClock,
        {
          kind: 'purchase-like',
          currency: 'KUB',
          amount: 1_000_000n,
          from: { userId: heavyId },
          to: { system: 'REVENUE' },
          idempotencyKey: `bench-spend-${spend}`,
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      ),
    );
  });

  // The history query exactly as listActivities sends it.
  const pool = new pg.Pool({ connectionString: target.toString(), max: 1 });
  const explain = async (label: string, text: string, params: unknown[]) => {
    const plan = await pool.query(`explain (analyze, buffers) ${text}`, params);
    console.log(`\nEXPLAIN ${label}:\n${plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
  };
  const pageSql = (query: Parameters<typeof activityPageQuery>[2]) => {
    const built = activityPageQuery(db, heavyId, query).toSQL();
    return [built.sql, built.params] as const;
  };
  await explain('history page 1 of the heavy user', ...pageSql({ page: 1, limit: 20 }));
  await explain(
    'history filtered by type and status, heavy user',
    ...pageSql({ page: 1, limit: 20, type: 'Received prizes from the main quiz', status: 'COMPLETED' }),
  );
  await explain(
    'history count of the heavy user',
    `select count(*) from "activities" where "activities"."user_id" = $1`,
    [heavyId],
  );
  await pool.end();

  started = performance.now();
  const problems = await ledgerProblems(db);
  console.log(
    `\nledgerProblems after the run: ${problems.length === 0 ? 'none' : problems.slice(0, 5).join('; ')} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
