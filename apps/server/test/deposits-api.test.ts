import type { DepositPage } from '@app/contracts/wallet';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activities, exchangeAccounts, ledgerTransfers } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { DRIVERS } from './test-db.ts';
import { createWalletTestApp, type WalletTestApp } from './wallet-kit.ts';

let seq = 0;
const eventId = (label: string) => `${label}-${Date.now()}-${(seq += 1)}`;

describe.each(DRIVERS)('deposits on %s', (driver) => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await createWalletTestApp(driver);
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  async function kubBalance(headers: Record<string, string>): Promise<string> {
    const response = await t.call({ method: 'GET', url: '/api/client/dashboard', headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ kubBalance: string }>().kubBalance;
  }

  async function deposits(headers: Record<string, string>, query = ''): Promise<DepositPage> {
    const response = await t.call({ method: 'GET', url: `/api/client/deposits${query}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<DepositPage>();
  }

  async function transfersOf(id: string) {
    return t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `deposit:${id}`));
  }

  it('announces a pending deposit without crediting, then credits it once when final', async () => {
    const user = await t.createUser();
    const id = eventId('pend');
    const body = { eventId: id, amount: '12.5', userId: user.id };

    const pending = await t.deposit({ ...body, status: 'pending' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      eventId: id,
      status: 'pending',
      amount: '12.5',
      transferId: null,
    });
    expect(pending.headers['x-deposit-replayed']).toBe('false');
    expect(await kubBalance(user.headers)).toBe('0');
    const listed = await deposits(user.headers);
    expect(listed.data).toEqual([
      expect.objectContaining({ reference: id, amount: '12.5', status: 'pending', creditedAt: null }),
    ]);

    // The exchange retries its announcement: nothing changes.
    const again = await t.deposit({ ...body, status: 'pending' });
    expect(again.json().status).toBe('pending');
    expect(again.headers['x-deposit-replayed']).toBe('true');

    const credited = await t.deposit({ ...body, status: 'credited' });
    expect(credited.statusCode).toBe(200);
    expect(credited.json()).toMatchObject({ status: 'credited', amount: '12.5' });
    expect(credited.json().transferId).toEqual(expect.any(Number));
    expect(credited.headers['x-deposit-replayed']).toBe('false');
    expect(await kubBalance(user.headers)).toBe('12.5');

    // A retried credit and a late announcement credit nothing; the deposit stays credited.
    const retried = await t.deposit({ ...body, status: 'credited' });
    expect(retried.headers['x-deposit-replayed']).toBe('true');
    expect(retried.json().transferId).toBe(credited.json().transferId);
    const late = await t.deposit({ ...body, status: 'pending' });
    expect(late.statusCode).toBe(200);
    expect(late.json().status).toBe('credited');
    expect(await kubBalance(user.headers)).toBe('12.5');
    const after = await deposits(user.headers);
    expect(after.data[0]).toMatchObject({ reference: id, status: 'credited' });
    expect(after.data[0]!.creditedAt).toEqual(expect.any(String));
    expect(await transfersOf(id)).toHaveLength(1);
    const rows = await t.database.db.select().from(activities).where(eq(activities.userId, user.id));
    expect(rows.filter((row) => row.type === 'Deposit')).toHaveLength(1);

    // The final notification must be the same deposit that was announced.
    const other = eventId('pend-other');
    await t.deposit({ eventId: other, amount: '3', userId: user.id, status: 'pending' });
    const changed = await t.deposit({ eventId: other, amount: '30', userId: user.id });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('DEPOSIT_EVENT_CONFLICT');
    expect(await kubBalance(user.headers)).toBe('12.5');

    const badStatus = await t.deposit({
      eventId: eventId('bad'),
      amount: '1',
      userId: user.id,
      status: 'done',
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it("lists only the user's own deposits, newest first, paged, with the linked exchange account", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    expect(await deposits(owner.headers)).toMatchObject({ data: [], total: 0, exchangeAccount: null });

    await t.database.db
      .insert(exchangeAccounts)
      .values({ userId: owner.id, subject: `bk-dep-${owner.id}`, email: 'owner@exchange.example' });
    const ids: string[] = [];
    for (const amount of ['1', '2', '3']) {
      const id = eventId('list');
      ids.push(id);
      expect(
        (await t.deposit({ eventId: id, amount, exchangeSubject: `bk-dep-${owner.id}` })).statusCode,
      ).toBe(200);
      t.clock.advance(1000);
    }
    await t.deposit({ eventId: eventId('theirs'), amount: '9', userId: stranger.id });

    const first = await deposits(owner.headers, '?page=1&limit=2');
    expect(first.total).toBe(3);
    expect(first.exchangeAccount).toEqual({ subject: `bk-dep-${owner.id}`, email: 'owner@exchange.example' });
    expect(first.data.map((row) => row.reference)).toEqual([ids[2], ids[1]]);
    const second = await deposits(owner.headers, '?page=2&limit=2');
    expect(second.data.map((row) => row.amount)).toEqual(['1']);
    expect((await deposits(stranger.headers)).data.map((row) => row.amount)).toEqual(['9']);

    const anonymous = await t.call({ method: 'GET', url: '/api/client/deposits' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.call({
      method: 'GET',
      url: '/api/client/deposits?limit=1000',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  if (driver === 'postgres') {
    it('credits once when duplicate notifications race (after an announcement, and without one)', async () => {
      const user = await t.createUser();
      const announced = eventId('race-pending');
      await t.deposit({ eventId: announced, amount: '5', userId: user.id, status: 'pending' });
      const fresh = eventId('race-fresh');
      const mixed = eventId('race-mixed');
      const answers = await Promise.all([
        ...Array.from({ length: 16 }, () => t.deposit({ eventId: announced, amount: '5', userId: user.id })),
        ...Array.from({ length: 16 }, () => t.deposit({ eventId: fresh, amount: '7', userId: user.id })),
        ...Array.from({ length: 16 }, (_, i) =>
          t.deposit({ eventId: mixed, amount: '1', userId: user.id, status: i % 2 ? 'pending' : 'credited' }),
        ),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      for (const id of [announced, fresh]) {
        const mine = answers.filter((answer) => answer.json().eventId === id);
        expect(mine.filter((answer) => answer.headers['x-deposit-replayed'] === 'false')).toHaveLength(1);
        expect(new Set(mine.map((answer) => answer.json().transferId)).size).toBe(1);
      }
      for (const id of [announced, fresh, mixed]) expect(await transfersOf(id)).toHaveLength(1);
      expect(await kubBalance(user.headers)).toBe('13');
      expect((await deposits(user.headers)).data.every((row) => row.status === 'credited')).toBe(true);
    });
  }
});
