import { ERRORS } from '@app/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeAccounts,
  ledgerTransfers,
  subscriptionPackages,
  userSubscriptions,
} from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { inTransaction } from '../src/db/client.ts';
import { balanceOf, transfer, userBalances } from '../src/modules/ledger/ledger.service.ts';
import { convertPointsToKkub } from '../src/modules/wallet/redeem-token.service.ts';
import { DRIVERS } from './test-db.ts';
import { createWalletTestApp, type WalletTestApp } from './wallet-kit.ts';

const PIN = '246810';
let seq = 0;
const eventId = (label: string) => `${label}-${Date.now()}-${(seq += 1)}`;

describe.each(DRIVERS)('wallet money on %s', (driver) => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await createWalletTestApp(driver);
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  async function userWithPin(fields = {}) {
    const user = await t.createUser(fields);
    const set = await t.call({
      method: 'POST',
      url: '/api/client/pin',
      headers: user.headers,
      payload: { pin: PIN, confirm: PIN },
    });
    expect(set.statusCode).toBe(200);
    return user;
  }

  async function adjust(
    headers: Record<string, string>,
    body: Record<string, unknown>,
    key: string | null = `adj-${(seq += 1)}-key`,
  ) {
    return t.call({
      method: 'POST',
      url: '/api/admin/ledger-adjustments',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  }

  it('seeds the demo reader with PIN 246810 and 50 KUB, once', async () => {
    const { seedWallets } = await import('../src/seed/wallet.ts');
    const { CONTENT_DIR } = await import('./global-setup.ts');
    const { users } = await import('../src/db/schema/index.ts');
    const { verifyPin } = await import('../src/modules/pin/pin.service.ts');
    await seedWallets(t.database.db, CONTENT_DIR);
    const [reader] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'reader@kub-academy.local'));
    const [subscriber] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'subscriber@kub-academy.local'));
    expect(await userBalances(t.database.db, reader!.id)).toEqual({ points: 0n, kub: 5_000_000_000n });
    await verifyPin(t.database.db, t.clock, reader!.id, PIN);
    await verifyPin(t.database.db, t.clock, subscriber!.id, PIN);
  });

  describe('deposit notifications', () => {
    it('credits KUB once per event id, from DEPOSITS, with a Deposit activity', async () => {
      const user = await t.createUser();
      const body = { eventId: eventId('dep'), amount: '10.5', userId: user.id };
      const first = await t.deposit(body);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-deposit-replayed']).toBe('false');
      const answer = first.json();
      expect(answer).toMatchObject({
        eventId: body.eventId,
        status: 'credited',
        userId: user.id,
        amount: '10.5',
      });

      const replay = await t.deposit(body);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(answer);
      expect(replay.headers['x-deposit-replayed']).toBe('true');
      expect(await balanceOf(t.database.db, { userId: user.id }, 'KUB')).toBe(1_050_000_000n);

      const other = await t.deposit({ ...body, amount: '11' });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('DEPOSIT_EVENT_CONFLICT');

      const balance = await t.call({ url: '/api/client/v2/profile/kub-balance', headers: user.headers });
      expect(balance.json()).toEqual({ kubBalance: '10.5' });
      const history = await t.call({ url: '/api/client/activities', headers: user.headers });
      expect(history.json().data).toEqual([
        expect.objectContaining({ type: 'Deposit', unit: 'KUB', amount: '10.5', status: 'COMPLETED' }),
      ]);
    });

    it('finds the account by exchange subject or by verified e-mail', async () => {
      const user = await t.createUser();
      await t.database.db
        .insert(exchangeAccounts)
        .values({ userId: user.id, subject: `sub-${user.id}`, email: user.email, kycLevel: 2 });
      expect(
        (await t.deposit({ eventId: eventId('s'), amount: '1', exchangeSubject: `sub-${user.id}` }))
          .statusCode,
      ).toBe(200);
      expect(
        (await t.deposit({ eventId: eventId('e'), amount: '2', email: user.email.toUpperCase() })).statusCode,
      ).toBe(200);
      expect(await balanceOf(t.database.db, { userId: user.id }, 'KUB')).toBe(300_000_000n);

      const unknown = await t.deposit({ eventId: eventId('u'), amount: '1', exchangeSubject: 'nobody' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().code).toBe('DEPOSIT_ACCOUNT_UNKNOWN');
      const none = await t.deposit({ eventId: eventId('n'), amount: '1' });
      expect(none.json().code).toBe('DEPOSIT_ACCOUNT_REQUIRED');
      const bad = await t.deposit({ eventId: eventId('b'), amount: '0.000000001', userId: user.id });
      expect(bad.json().code).toBe('DEPOSIT_AMOUNT_INVALID');
      const zero = await t.deposit({ eventId: eventId('z'), amount: '0', userId: user.id });
      expect(zero.json().code).toBe('DEPOSIT_AMOUNT_INVALID');
    });

    it('refuses a notification whose account fields name different users, crediting nobody', async () => {
      const x = await t.createUser();
      const y = await t.createUser();
      await t.database.db
        .insert(exchangeAccounts)
        .values({ userId: x.id, subject: `sub-${x.id}`, email: x.email, kycLevel: 2 });
      for (const named of [
        { userId: x.id, email: y.email },
        { exchangeSubject: `sub-${x.id}`, userId: y.id },
        { exchangeSubject: `sub-${x.id}`, email: y.email },
        { exchangeSubject: `sub-${x.id}`, userId: x.id, email: y.email },
        { userId: x.id, email: 'nobody@example.com' },
      ]) {
        const refused = await t.deposit({ eventId: eventId('mix'), amount: '3', ...named });
        expect(refused.statusCode, JSON.stringify(named)).toBe(422);
        expect(refused.json().code).toBe('DEPOSIT_ACCOUNT_MISMATCH');
      }
      expect(await balanceOf(t.database.db, { userId: x.id }, 'KUB')).toBe(0n);
      expect(await balanceOf(t.database.db, { userId: y.id }, 'KUB')).toBe(0n);
      // Fields that agree are fine.
      const agreed = await t.deposit({
        eventId: eventId('same'),
        amount: '3',
        exchangeSubject: `sub-${x.id}`,
        userId: x.id,
        email: x.email,
      });
      expect(agreed.statusCode, agreed.body).toBe(200);
      expect(await balanceOf(t.database.db, { userId: x.id }, 'KUB')).toBe(300_000_000n);
    });

    it('refuses a wrong signature, a changed body and a stale or future timestamp', async () => {
      const user = await t.createUser();
      const body = { eventId: eventId('sig'), amount: '5', userId: user.id };
      const forged = await t.deposit(body, { secret: 'not-the-shared-secret' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().code).toBe('DEPOSIT_SIGNATURE_INVALID');

      // Signed over one body, sent with another.
      const now = Math.floor(t.clock.now().getTime() / 1000);
      const { signDeposit } = await import('../src/modules/wallet/deposit-signature.ts');
      const { DEPOSIT_SECRET } = await import('./wallet-kit.ts');
      const tampered = await t.call({
        method: 'POST',
        url: '/api/webhooks/exchange/deposits',
        headers: {
          'content-type': 'application/json',
          'x-deposit-timestamp': String(now),
          'x-deposit-signature': signDeposit(DEPOSIT_SECRET, String(now), JSON.stringify(body)),
        },
        payload: JSON.stringify({ ...body, amount: '500' }),
      });
      expect(tampered.json().code).toBe('DEPOSIT_SIGNATURE_INVALID');

      const stale = await t.deposit(body, { timestamp: now - 301 });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().code).toBe('DEPOSIT_TIMESTAMP_INVALID');
      expect((await t.deposit(body, { timestamp: now + 301 })).json().code).toBe('DEPOSIT_TIMESTAMP_INVALID');
      const unsigned = await t.call({
        method: 'POST',
        url: '/api/webhooks/exchange/deposits',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(unsigned.json().code).toBe('DEPOSIT_TIMESTAMP_INVALID');
      expect(await balanceOf(t.database.db, { userId: user.id }, 'KUB')).toBe(0n);

      // Within the window, the same notification is accepted.
      expect((await t.deposit(body, { timestamp: now - 299 })).statusCode).toBe(200);
      expect(await balanceOf(t.database.db, { userId: user.id }, 'KUB')).toBe(500_000_000n);
    });
  });

  describe('admin adjustments', () => {
    it('lets only admins adjust, with a reason and an Idempotency-Key', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const member = await t.createUser();
      const editor = await t.createUser({ role: 'editor' });
      const body = { userId: member.id, currency: 'POINT', amount: '250', reason: 'Contest prize' };

      expect(
        (await t.call({ method: 'POST', url: '/api/admin/ledger-adjustments', payload: body })).statusCode,
      ).toBe(401);
      const asMember = await adjust(member.headers, body);
      expect(asMember.statusCode).toBe(403);
      expect((await adjust(editor.headers, body)).statusCode).toBe(403);
      expect(await balanceOf(t.database.db, { userId: member.id }, 'POINT')).toBe(0n);

      const noKey = await adjust(admin.headers, body, null);
      expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
      const noReason = await adjust(admin.headers, { ...body, reason: '  ' });
      expect(noReason.json()).toMatchObject({ code: 'ADJUSTMENT_REASON_REQUIRED' });
      const th = await t.call({
        method: 'POST',
        url: '/api/admin/ledger-adjustments',
        headers: { ...admin.headers, lang: 'th', 'idempotency-key': 'reason-th-key' },
        payload: { userId: member.id, currency: 'POINT', amount: '1' },
      });
      expect(th.json().message).toBe(ERRORS.ADJUSTMENT_REASON_REQUIRED.th);
      expect((await adjust(admin.headers, { ...body, amount: '2.5' })).json().code).toBe(
        'ADJUSTMENT_AMOUNT_INVALID',
      );
      expect((await adjust(admin.headers, { ...body, amount: '0' })).json().code).toBe(
        'ADJUSTMENT_AMOUNT_INVALID',
      );
      expect((await adjust(admin.headers, { ...body, userId: 2_000_000_000 })).json().code).toBe(
        'ADJUSTMENT_USER_NOT_FOUND',
      );

      const credit = await adjust(admin.headers, body, 'credit-once-key');
      expect(credit.json()).toMatchObject({ amount: '250', balance: '250', replayed: false });
      const retried = await adjust(admin.headers, body, 'credit-once-key');
      expect(retried.json()).toMatchObject({ amount: '250', balance: '250', replayed: true });
      const otherUser = await adjust(admin.headers, { ...body, userId: editor.id }, 'credit-once-key');
      expect(otherUser.json().code).toBe('IDEMPOTENCY_CONFLICT');

      const debit = await adjust(admin.headers, { ...body, amount: '-50', reason: 'Duplicate prize' });
      expect(debit.json()).toMatchObject({ amount: '-50', balance: '200' });
      const overdraw = await adjust(admin.headers, { ...body, amount: '-201', reason: 'Too much' });
      expect(overdraw.json().code).toBe('INSUFFICIENT_BALANCE');
      const kub = await adjust(admin.headers, { ...body, currency: 'KUB', amount: '0.12345678' });
      expect(kub.json()).toMatchObject({ amount: '0.12345678', balance: '0.12345678' });

      const [row] = await t.database.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.id, credit.json().transferId));
      expect(row).toMatchObject({
        actorUserId: admin.id,
        reason: 'Contest prize',
        kind: 'adjustment-credit',
      });
      const types = (await t.call({ url: '/api/client/activities', headers: member.headers })).json().data;
      expect(types.map((a: { type: string; amount: string }) => `${a.type} ${a.amount}`)).toEqual([
        'Adjustment 0.12345678',
        'Adjustment -50',
        'Adjustment 250',
      ]);
    });
  });

  describe('Redeem Token', () => {
    const redeem = (
      headers: Record<string, string>,
      body: Record<string, unknown>,
      key = `redeem-${(seq += 1)}-key`,
    ) =>
      t.call({
        method: 'POST',
        url: '/api/client/redeem-token',
        headers: { ...headers, 'idempotency-key': key },
        payload: body,
      });

    it('converts 100 points into 1 KKUB through CONVERSION, once per key, with the PIN', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const user = await userWithPin();
      await adjust(admin.headers, {
        userId: user.id,
        currency: 'POINT',
        amount: '450',
        reason: 'Quiz prizes',
      });

      const wrong = await redeem(user.headers, { points: 150, pin: '999111' });
      expect(wrong.json()).toMatchObject({ code: 'PIN_INCORRECT' });
      expect(wrong.json().fields[0].path).toBe('body.pin');
      const done = await redeem(user.headers, { points: 150, pin: PIN }, 'convert-150-key');
      expect(done.json()).toEqual({
        points: 150,
        kkub: '1.5',
        pointBalance: 300,
        kubBalance: '1.5',
        replayed: false,
        payout: null,
      });
      const retried = await redeem(user.headers, { points: 150, pin: PIN }, 'convert-150-key');
      expect(retried.json()).toMatchObject({ replayed: true, pointBalance: 300, kubBalance: '1.5' });
      const changed = await redeem(user.headers, { points: 151, pin: PIN }, 'convert-150-key');
      expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');

      const tooMuch = await t.call({
        method: 'POST',
        url: '/api/client/redeem-token',
        headers: { ...user.headers, lang: 'th', 'idempotency-key': 'too-much-key' },
        payload: { points: 301, pin: PIN },
      });
      expect(tooMuch.json()).toMatchObject({
        code: 'REDEEM_INSUFFICIENT_POINTS',
        message: ERRORS.REDEEM_INSUFFICIENT_POINTS.th,
      });
      expect((await redeem(user.headers, { points: 0, pin: PIN })).json().code).toBe(
        'REDEEM_TOKEN_POINTS_INVALID',
      );
      expect((await redeem(user.headers, { points: 1.5, pin: PIN })).json().code).toBe(
        'REDEEM_TOKEN_POINTS_INVALID',
      );
      expect((await redeem(user.headers, { points: 10 })).json().code).toBe('PIN_REQUIRED');
      const noKey = await t.call({
        method: 'POST',
        url: '/api/client/redeem-token',
        headers: user.headers,
        payload: { points: 10, pin: PIN },
      });
      expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

      expect(await userBalances(t.database.db, user.id)).toEqual({ points: 300n, kub: 150_000_000n });
      const profile = (await t.call({ url: '/api/client/v2/profile', headers: user.headers })).json();
      expect(profile).toMatchObject({ point: 300, kubBalance: '1.5' });
      const history = (
        await t.call({ url: '/api/client/activities?type=Redeem%20Token', headers: user.headers })
      ).json();
      expect(
        history.data.map((a: { unit: string; amount: string }) => `${a.unit} ${a.amount}`).sort(),
      ).toEqual(['KKUB 1.5', 'POINT -150']);
    });

    it('needs KYC', async () => {
      const user = await userWithPin({ kycOverride: false });
      const response = await t.call({
        method: 'POST',
        url: '/api/client/redeem-token',
        headers: { ...user.headers, lang: 'th', 'idempotency-key': 'kyc-check-key' },
        payload: { points: 1, pin: PIN },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(ERRORS.KYC_REQUIRED_REDEEM.th);
    });
  });

  describe('dashboard and activity history', () => {
    it('shows package, balances, totals, quota and hints', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const user = await userWithPin();
      const empty = (await t.call({ url: '/api/client/dashboard', headers: user.headers })).json();
      expect(empty).toEqual({
        package: null,
        points: 0,
        kubBalance: '0',
        totals: { pointsEarned: 0, pointsSpent: 0, kubIn: '0', kubOut: '0' },
        hasPin: true,
      });

      const [pkg] = await t.database.db
        .insert(subscriptionPackages)
        .values({
          slug: `gold-${user.id}`,
          nameEn: 'Gold learner',
          nameTh: 'นักเรียนระดับทอง',
          price: 500_000_000n,
          durationDays: 30,
          hintsPerMonth: 5,
          mainQuizQuota: 20,
        })
        .returning();
      const now = t.clock.now();
      await t.database.db.insert(userSubscriptions).values({
        userId: user.id,
        packageId: pkg!.id,
        pricePaid: 500_000_000n,
        startsAt: now,
        endsAt: new Date(now.getTime() + 30 * 86_400_000),
        quotaTotal: 20,
        quotaUsed: 3,
        hintsPerMonth: 5,
        hintsUsed: 2,
        createdAt: now,
      });
      await adjust(admin.headers, { userId: user.id, currency: 'POINT', amount: '400', reason: 'Prizes' });
      await t.deposit({ eventId: eventId('dash'), amount: '3', userId: user.id });
      await t.call({
        method: 'POST',
        url: '/api/client/redeem-token',
        headers: { ...user.headers, 'idempotency-key': 'dash-redeem-key' },
        payload: { points: 100, pin: PIN },
      });

      const dashboard = (
        await t.call({ url: '/api/client/dashboard', headers: { ...user.headers, lang: 'th' } })
      ).json();
      expect(dashboard).toEqual({
        package: expect.objectContaining({
          name: 'นักเรียนระดับทอง',
          pricePaid: '5',
          quotaTotal: 20,
          quotaUsed: 3,
          quotaRemaining: 17,
          hintsPerMonth: 5,
          hintsRemaining: 3,
          nftMemberCard: true,
        }),
        points: 300,
        kubBalance: '4',
        totals: { pointsEarned: 400, pointsSpent: 100, kubIn: '4', kubOut: '0' },
        hasPin: true,
      });
    });

    it('pages the history newest first and filters by type and status', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const user = await t.createUser();
      for (let i = 1; i <= 7; i += 1) {
        t.clock.advance(1000);
        await adjust(admin.headers, {
          userId: user.id,
          currency: 'POINT',
          amount: String(i),
          reason: `Step ${i}`,
        });
      }
      t.clock.advance(1000);
      await t.deposit({ eventId: eventId('page'), amount: '1', userId: user.id });
      const page = async (query: string) =>
        (await t.call({ url: `/api/client/activities?${query}`, headers: user.headers })).json();

      const first = await page('page=1&limit=3');
      expect(first.total).toBe(8);
      expect(first.data.map((a: { amount: string }) => a.amount)).toEqual(['1', '7', '6']);
      expect(first.data[0].type).toBe('Deposit');
      const third = await page('page=3&limit=3');
      expect(third.data.map((a: { amount: string }) => a.amount)).toEqual(['2', '1']);
      const adjustments = await page('type=Adjustment&limit=100');
      expect(adjustments.total).toBe(7);
      expect((await page('status=PENDING')).total).toBe(0);
      expect((await page('status=COMPLETED')).total).toBe(8);
      const beyond = await page('page=9&limit=3');
      expect(beyond).toMatchObject({ data: [], total: 8 });

      const badType = await t.call({ url: '/api/client/activities?type=Lottery', headers: user.headers });
      expect(badType.statusCode).toBe(400);
      const badLimit = await t.call({ url: '/api/client/activities?limit=1000', headers: user.headers });
      expect(badLimit.statusCode).toBe(400);
      const visitor = await t.call({ url: '/api/client/dashboard' });
      expect(visitor.statusCode).toBe(401);
    });
  });

  if (driver === 'postgres') {
    it('lets 100 parallel conversions race a deposit without a negative balance', async () => {
      const admin = await t.createUser({ role: 'admin' });
      const user = await userWithPin();
      // 5,000 points: 100 conversions of 60 points each would need 6,000.
      await adjust(admin.headers, { userId: user.id, currency: 'POINT', amount: '5000', reason: 'Race' });
      // The PIN is confirmed before (and outside) the spending transaction; the conversions race here.
      const spends = Array.from({ length: 100 }, (_, i) =>
        convertPointsToKkub(t.database.db, t.clock, user.id, `race-${i}-key`, 60).then(
          () => ({ code: 'ok' }),
          (error: { code?: string }) => ({ code: error.code ?? String(error) }),
        ),
      );
      const deposit = t.deposit({ eventId: eventId('race'), amount: '7', userId: user.id });
      const [answers, credited] = await Promise.all([Promise.all(spends), deposit]);
      expect(credited.statusCode).toBe(200);
      const codes = answers.map((answer) => answer.code);
      const ok = codes.filter((code) => code === 'ok').length;
      expect(ok).toBe(83);
      expect(codes.filter((code) => code !== 'ok')).toEqual(Array(17).fill('REDEEM_INSUFFICIENT_POINTS'));
      const balances = await userBalances(t.database.db, user.id);
      expect(balances.points).toBe(5000n - 60n * 83n);
      expect(balances.kub).toBe(700_000_000n + 60_000_000n * 83n);
      expect(await ledgerProblems(t.database.db)).toEqual([]);
    });

    it('lets 100 parallel KUB spends race a deposit: never below zero, every spend or refusal whole', async () => {
      const user = await t.createUser();
      await t.deposit({ eventId: eventId('start'), amount: '50', userId: user.id });
      // A purchase-like spend of 1 KUB each: 100 of them against 50 KUB plus 30 arriving meanwhile.
      const spends = Array.from({ length: 100 }, (_, i) =>
        inTransaction(t.database.db, (tx) =>
          transfer(
            tx,
            t.clock,
            {
              kind: 'purchase-like',
              currency: 'KUB',
              amount: 100_000_000n,
              from: { userId: user.id },
              to: { system: 'REVENUE' },
              idempotencyKey: `spend-${user.id}-${i}`,
            },
            { insufficient: 'INSUFFICIENT_BALANCE' },
          ),
        ).then(
          () => 'ok',
          (error: { code?: string }) => error.code ?? String(error),
        ),
      );
      const deposit = t.deposit({ eventId: eventId('top-up'), amount: '30', userId: user.id });
      const [codes, credited] = await Promise.all([Promise.all(spends), deposit]);
      expect(credited.statusCode).toBe(200);
      const ok = codes.filter((code) => code === 'ok').length;
      expect(ok).toBeGreaterThanOrEqual(50);
      expect(ok).toBeLessThanOrEqual(80);
      expect(codes.filter((code) => code !== 'ok').every((code) => code === 'INSUFFICIENT_BALANCE')).toBe(
        true,
      );
      expect(await balanceOf(t.database.db, { userId: user.id }, 'KUB')).toBe(
        8_000_000_000n - BigInt(ok) * 100_000_000n,
      );
      expect(await ledgerProblems(t.database.db)).toEqual([]);
    });
  }
});
