import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/app-error.ts';
import { inTransaction, queryRows } from '../src/db/client.ts';
import { subscriptionPackages, userSubscriptions } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import {
  balanceOf,
  transfer,
  payFromPool,
  type TransferInput,
  userBalances,
} from '../src/modules/ledger/ledger.service.ts';
import { changePin, PIN_MAX_FAILURES, setPin, verifyPin } from '../src/modules/pin/pin.service.ts';
import { hintsRemaining, useHint, useMainQuizQuota } from '../src/modules/subscriptions/entitlements.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

let keyCounter = 0;
const key = (label: string) => `${label}-${Date.now()}-${(keyCounter += 1)}`;

/** The error code a promise rejects with, or 'ok'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** The database's own words for why a statement failed (drivers wrap them in a cause). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    const messages: string[] = [];
    for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as never)
      messages.push(e.message ?? '');
    return messages.join(' / ');
  }
}

describe.each(DRIVERS)('ledger on %s', (driver) => {
  let t: ProfileTestApp;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const move = (input: Omit<TransferInput, 'idempotencyKey'> & { idempotencyKey?: string }) =>
    inTransaction(t.database.db, (tx) =>
      transfer(tx, t.clock, { idempotencyKey: key('t'), ...input }, { insufficient: 'INSUFFICIENT_BALANCE' }),
    );

  it('moves value as one balanced transfer and refuses to overdraw', async () => {
    const userId = await t.createUser();
    await move({
      kind: 'deposit',
      currency: 'KUB',
      amount: 500n,
      from: { system: 'DEPOSITS' },
      to: { userId },
    });
    await move({
      kind: 'purchase',
      currency: 'KUB',
      amount: 200n,
      from: { userId },
      to: { system: 'REVENUE' },
    });
    expect(await userBalances(t.database.db, userId)).toEqual({ points: 0n, kub: 300n });

    const refused = await outcome(
      move({ kind: 'purchase', currency: 'KUB', amount: 301n, from: { userId }, to: { system: 'REVENUE' } }),
    );
    expect(refused).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(t.database.db, { userId }, 'KUB')).toBe(300n);
  });

  it('returns the first transfer for a retried key and refuses the key for another amount', async () => {
    const userId = await t.createUser();
    const idempotencyKey = key('credit');
    const first = await move({
      kind: 'credit',
      currency: 'POINT',
      amount: 40n,
      from: { system: 'ISSUANCE' },
      to: { userId },
      idempotencyKey,
    });
    const again = await move({
      kind: 'credit',
      currency: 'POINT',
      amount: 40n,
      from: { system: 'ISSUANCE' },
      to: { userId },
      idempotencyKey,
    });
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect(await balanceOf(t.database.db, { userId }, 'POINT')).toBe(40n);
    const conflict = await outcome(
      move({
        kind: 'credit',
        currency: 'POINT',
        amount: 41n,
        from: { system: 'ISSUANCE' },
        to: { userId },
        idempotencyKey,
      }),
    );
    expect(conflict).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('keeps history append-only and refuses unbalanced entries at commit', async () => {
    const userId = await t.createUser();
    const { transfer: row } = await move({
      kind: 'credit',
      currency: 'POINT',
      amount: 5n,
      from: { system: 'ISSUANCE' },
      to: { userId },
    });
    await expect(
      t.database.db.execute(sql`update ledger_entries set amount = amount * 2 where transfer_id = ${row.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from ledger_transfers where id = ${row.id}`),
    ).rejects.toThrow();
    const [account] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from ledger_accounts where user_id = ${userId} and currency = 'POINT'`,
    );
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, amount, created_at)
                             values (${row.id}, ${account!.id}, 1, now())`);
      }),
    ).rejects.toThrow();
  });

  it('refuses TRUNCATE and any balance change that does not come with its entries', async () => {
    const userId = await t.createUser();
    await move({
      kind: 'credit',
      currency: 'POINT',
      amount: 7n,
      from: { system: 'ISSUANCE' },
      to: { userId },
    });
    for (const table of ['ledger_entries', 'ledger_transfers', 'ledger_accounts', 'activities']) {
      await expect(t.database.db.execute(sql.raw(`truncate ${table} cascade`)), table).rejects.toThrow();
    }
    // A bare balance update, alone or in a transaction, fails at commit.
    expect(
      await refusal(
        t.database.db.execute(
          sql`update ledger_accounts set balance = balance + 1000000 where user_id = ${userId}`,
        ),
      ),
    ).toMatch(/does not match its entries/);
    // Nor can the running sum be forged to match.
    expect(
      await refusal(
        t.database.db.execute(
          sql`update ledger_accounts set balance = balance + 1000000, entries_sum = entries_sum + 1000000
            where user_id = ${userId}`,
        ),
      ),
    ).toMatch(/changes only with ledger entries/);
    // Nor an account opened with a balance and no entries.
    expect(
      await refusal(
        t.database.db.execute(
          sql`insert into ledger_accounts (user_id, currency, balance) values (${userId}, 'KUB', 1000000)`,
        ),
      ),
    ).toMatch(/does not match its entries/);
    expect(await userBalances(t.database.db, userId)).toEqual({ points: 7n, kub: 0n });
  });

  it('reconciles the ledger as a job and shows admins what it found', async () => {
    const admin = await t.signIn(await t.createUser({ role: 'admin' }));
    const reader = await t.signIn(await t.createUser());
    const path = '/api/admin/ledger/reconciliation';
    expect((await t.app.inject({ method: 'GET', url: path, headers: reader })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: path, headers: reader })).statusCode).toBe(403);

    // The scheduled run of this hour is queued at start and runs with the other jobs.
    await t.app.jobs.drain();
    const shown = await t.app.inject({ method: 'GET', url: path, headers: admin });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ problems: [] });
    expect(shown.json().accounts).toBeGreaterThan(0);

    const now = await t.app.inject({ method: 'POST', url: path, headers: admin });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ problems: [], ranAt: t.clock.now().toISOString() });
  });

  it('refuses a pool below zero: the last reward is "Sorry! Out of reward"', async () => {
    const pool = { system: `pool:test:${key('p')}` } as const;
    await move({ kind: 'fund', currency: 'POINT', amount: 10n, from: { system: 'ISSUANCE' }, to: pool });
    const userId = await t.createUser();
    const pay = () =>
      inTransaction(t.database.db, (tx) =>
        transfer(
          tx,
          t.clock,
          {
            kind: 'reward',
            currency: 'POINT',
            amount: 6n,
            from: pool,
            to: { userId },
            idempotencyKey: key('r'),
          },
          { insufficient: 'REDEEM_OUT_OF_REWARD' },
        ),
      );
    expect(await outcome(pay())).toBe('ok');
    expect(await outcome(pay())).toBe('REDEEM_OUT_OF_REWARD');
  });

  it('pays from a pool in one statement: balanced, refused when empty, replayed by key, undone with its own writes', async () => {
    const pool = { system: `pool:test:${key('one')}` } as const;
    await move({ kind: 'fund', currency: 'POINT', amount: 10n, from: { system: 'ISSUANCE' }, to: pool });
    const userId = await t.createUser();
    const pay = (idempotencyKey: string, amount = 6n, from: typeof pool = pool, also = {}) =>
      payFromPool(
        t.database.db,
        t.clock,
        { kind: 'reward', currency: 'POINT', amount, from, to: { userId }, idempotencyKey },
        also,
      );
    const firstKey = 'pool-first' + key('k');
    const first = await pay(firstKey);
    expect(first.outcome).toBe('paid');
    const transferId = first.outcome === 'paid' ? first.transferId : 0;
    expect(await balanceOf(t.database.db, pool, 'POINT')).toBe(4n);
    expect(await balanceOf(t.database.db, { userId }, 'POINT')).toBe(6n);
    const entries = await queryRows<{ amount: string | number }>(
      t.database.db,
      sql`select amount from ledger_entries where transfer_id = ${transferId} order by amount`,
    );
    expect(entries.map((e) => Number(e.amount))).toEqual([-6, 6]);

    // The same key again moves nothing (the pool could still pay 4).
    expect(await pay(firstKey, 2n)).toEqual({ outcome: 'replayed' });
    // 4 left: a payment of 6 is refused and leaves no trace; an unfunded pool is empty.
    const refusedKey = key('refused');
    expect((await pay(refusedKey)).outcome).toBe('refused');
    expect((await pay(key('nofund'), 1n, { system: `pool:test:${key('none')}` })).outcome).toBe('refused');
    // Its gate closed: refused although the pool could pay.
    expect((await pay(key('gated'), 1n, pool, { when: sql`false` })).outcome).toBe('refused');
    // The caller's writes ride along and read back; a failed assertion undoes everything.
    const noted = await pay(key('noted'), 1n, pool, {
      ctes: sql`mine as (select count(*)::int as paid from debit)`,
      select: sql`(select paid from mine) as paid`,
    });
    expect(noted).toMatchObject({ outcome: 'paid', row: { paid: 1 } });
    await expect(pay(key('assert'), 1n, pool, { assert: sql`false` })).rejects.toThrow(/assertion failed/);
    const [left] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from ledger_transfers where idempotency_key in (${refusedKey}, ${key('assert')})`,
    );
    expect(Number(left!.n)).toBe(0);
    expect(await balanceOf(t.database.db, pool, 'POINT')).toBe(3n);
    expect(await balanceOf(t.database.db, { userId }, 'POINT')).toBe(7n);
  });

  it.runIf(driver === 'postgres')(
    'pays a pool exactly to empty under 50 parallel payments and applies a retried key once',
    async () => {
      const pool = { system: `pool:test:${key('race')}` } as const;
      await move({ kind: 'fund', currency: 'POINT', amount: 30n, from: { system: 'ISSUANCE' }, to: pool });
      const users = await Promise.all(Array.from({ length: 50 }, () => t.createUser()));
      const pay = (userId: number, idempotencyKey: string, from = pool) =>
        payFromPool(t.database.db, t.clock, {
          kind: 'reward',
          currency: 'POINT',
          amount: 3n,
          from,
          to: { userId },
          idempotencyKey,
        });
      const results = await Promise.all(users.map((userId) => pay(userId, key('d'))));
      expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(10);
      expect(results.filter((r) => r.outcome === 'refused')).toHaveLength(40);
      expect(await balanceOf(t.database.db, pool, 'POINT')).toBe(0n);

      const refill = { system: `pool:test:${key('refill')}` } as const;
      await move({ kind: 'fund', currency: 'POINT', amount: 30n, from: { system: 'ISSUANCE' }, to: refill });
      const idempotencyKey = key('same');
      const retries = await Promise.all(
        Array.from({ length: 10 }, () => pay(users[0]!, idempotencyKey, refill)),
      );
      expect(retries.filter((r) => r.outcome === 'paid')).toHaveLength(1);
      expect(retries.filter((r) => r.outcome === 'replayed')).toHaveLength(9);
      expect(await balanceOf(t.database.db, refill, 'POINT')).toBe(27n);
    },
  );

  it.runIf(driver === 'postgres')(
    'never goes negative under 100 parallel spends racing a deposit',
    async () => {
      const userId = await t.createUser();
      await move({
        kind: 'deposit',
        currency: 'POINT',
        amount: 30n,
        from: { system: 'ISSUANCE' },
        to: { userId },
      });
      const spends = Array.from({ length: 100 }, () =>
        outcome(
          move({
            kind: 'spend',
            currency: 'POINT',
            amount: 1n,
            from: { userId },
            to: { system: 'REDEMPTIONS' },
          }),
        ),
      );
      const deposit = outcome(
        move({
          kind: 'deposit',
          currency: 'POINT',
          amount: 20n,
          from: { system: 'ISSUANCE' },
          to: { userId },
        }),
      );
      const results = await Promise.all([...spends, deposit]);
      const spent = results.slice(0, 100).filter((r) => r === 'ok').length;
      expect(results[100]).toBe('ok');
      expect(spent).toBeGreaterThanOrEqual(30);
      expect(spent).toBeLessThanOrEqual(50);
      expect(results.slice(0, 100).every((r) => r === 'ok' || r === 'INSUFFICIENT_BALANCE')).toBe(true);
      expect(await balanceOf(t.database.db, { userId }, 'POINT')).toBe(BigInt(50 - spent));
    },
  );

  it.runIf(driver === 'postgres')('applies a retried key once when the retries run in parallel', async () => {
    const userId = await t.createUser();
    const idempotencyKey = key('parallel');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        move({
          kind: 'credit',
          currency: 'POINT',
          amount: 7n,
          from: { system: 'ISSUANCE' },
          to: { userId },
          idempotencyKey,
        }),
      ),
    );
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(t.database.db, { userId }, 'POINT')).toBe(7n);
  });
});

describe.each(DRIVERS)('PIN on %s', (driver) => {
  let t: ProfileTestApp;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
  });
  afterAll(() => t.close());

  it('sets, verifies, changes, and locks spending for 15 minutes after five wrong PINs', async () => {
    const db = t.database.db;
    const userId = await t.createUser();
    expect(await outcome(verifyPin(db, t.clock, userId, '123456'))).toBe('PIN_NOT_SET');
    expect(await outcome(setPin(db, t.clock, userId, '12345'))).toBe('PIN_FORMAT_INVALID');
    await setPin(db, t.clock, userId, '246810');
    expect(await outcome(setPin(db, t.clock, userId, '111111'))).toBe('PIN_ALREADY_SET');
    expect(await outcome(verifyPin(db, t.clock, userId, '246810'))).toBe('ok');
    expect(await outcome(changePin(db, t.clock, userId, '246810', '135790'))).toBe('ok');
    expect(await outcome(verifyPin(db, t.clock, userId, '246810'))).toBe('PIN_INCORRECT');
    for (let i = 2; i < PIN_MAX_FAILURES; i++) {
      expect(await outcome(verifyPin(db, t.clock, userId, '000000'))).toBe('PIN_INCORRECT');
    }
    expect(await outcome(verifyPin(db, t.clock, userId, '000000'))).toBe('PIN_LOCKED');
    expect(await outcome(verifyPin(db, t.clock, userId, '135790'))).toBe('PIN_LOCKED');
    t.clock.advance(15 * 60 * 1000 + 1);
    expect(await outcome(verifyPin(db, t.clock, userId, '135790'))).toBe('ok');
  });

  it.runIf(driver === 'postgres')('checks at most five of 30 parallel guesses', async () => {
    const db = t.database.db;
    const userId = await t.createUser();
    await setPin(db, t.clock, userId, '864209');
    const guesses = Array.from({ length: 30 }, (_, i) =>
      outcome(verifyPin(db, t.clock, userId, String(100000 + i))),
    );
    const results = await Promise.all(guesses);
    expect(results.filter((r) => r === 'PIN_INCORRECT').length).toBeLessThanOrEqual(PIN_MAX_FAILURES - 1);
    expect(results.filter((r) => r === 'PIN_LOCKED').length).toBeGreaterThanOrEqual(30 - PIN_MAX_FAILURES);
    expect(await outcome(verifyPin(db, t.clock, userId, '864209'))).toBe('PIN_LOCKED');
  });
});

describe.each(DRIVERS)('quota and hints on %s', (driver) => {
  let t: ProfileTestApp;
  let packageId: number;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    const [pkg] = await t.database.db
      .insert(subscriptionPackages)
      .values({
        slug: `test-${Date.now()}`,
        nameEn: 'Test',
        nameTh: 'ทดสอบ',
        price: 100n,
        durationDays: 90,
        hintsPerMonth: 2,
        mainQuizQuota: 5,
      })
      .returning();
    packageId = pkg!.id;
  });
  afterAll(() => t.close());

  async function subscribe(userId: number) {
    const now = t.clock.now();
    await t.database.db.insert(userSubscriptions).values({
      userId,
      packageId,
      pricePaid: 100n,
      startsAt: now,
      endsAt: new Date(now.getTime() + 90 * 86_400_000),
      quotaTotal: 5,
      hintsPerMonth: 2,
      createdAt: now,
    });
  }
  const event = () => ({ key: key('use'), reference: { type: 'test', id: 1 } });

  it('refuses quota without an active term and after the term ends', async () => {
    const userId = await t.createUser();
    expect(await outcome(useMainQuizQuota(t.database.db, t.clock, userId, event()))).toBe('OUT_OF_QUOTA');
    await subscribe(userId);
    expect(await outcome(useMainQuizQuota(t.database.db, t.clock, userId, event()))).toBe('ok');
    t.clock.advance(91 * 86_400_000);
    expect(await outcome(useMainQuizQuota(t.database.db, t.clock, userId, event()))).toBe('OUT_OF_QUOTA');
  });

  it('renews hints each month of the term', async () => {
    const userId = await t.createUser();
    await subscribe(userId);
    expect(await outcome(useHint(t.database.db, t.clock, userId, event()))).toBe('ok');
    const row = await useHint(t.database.db, t.clock, userId, event());
    expect(hintsRemaining(row, t.clock.now())).toBe(0);
    expect(await outcome(useHint(t.database.db, t.clock, userId, event()))).toBe('HINTS_EXHAUSTED');
    t.clock.advance(31 * 86_400_000);
    expect(hintsRemaining(row, t.clock.now())).toBe(2);
    expect(await outcome(useHint(t.database.db, t.clock, userId, event()))).toBe('ok');
  });

  it.runIf(driver === 'postgres')('gives exactly the quota to 20 parallel quiz starts', async () => {
    const userId = await t.createUser();
    await subscribe(userId);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => outcome(useMainQuizQuota(t.database.db, t.clock, userId, event()))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r === 'OUT_OF_QUOTA')).toHaveLength(15);
  });
});
