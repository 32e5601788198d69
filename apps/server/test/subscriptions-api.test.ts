import { parseKubAmount } from '@app/contracts/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows } from '../src/db/client.ts';
import { activities, subscriptionPackages, userSubscriptions } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { balanceOf, transfer } from '../src/modules/ledger/ledger.service.ts';
import { setPin } from '../src/modules/pin/pin.service.ts';
import { useHint } from '../src/modules/subscriptions/entitlements.ts';
import { seedSubscriptions } from '../src/seed/subscriptions.ts';
import { CONTENT_DIR } from './global-setup.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const PIN = '246810';
const DAY_MS = 24 * 60 * 60 * 1000;
const MESSAGES = {
  UNAUTHENTICATED: ['Please log in before continuing.', 'กรุณาเข้าสู่ระบบก่อนดำเนินการต่อ'],
  KYC_REQUIRED_PURCHASE: [
    'Please complete your KYC verification before buying a package',
    'กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนซื้อแพ็กเกจ',
  ],
  INSUFFICIENT_BALANCE: ['Insufficient balance, Please deposit', 'ยอดเงินไม่เพียงพอ กรุณาเติมเงิน'],
  PURCHASE_IN_PROGRESS: ['Cannot purchase multiple packages simultaneously', 'ไม่สามารถซื้อหลายแพ็กเกจพร้อมกันได้'],
  PIN_NOT_SET: ['Please set your PIN in your profile first.', 'กรุณาตั้ง PIN ในโปรไฟล์ของคุณก่อน'],
  PIN_INCORRECT: ['The PIN is incorrect.', 'PIN ไม่ถูกต้อง'],
  PIN_REQUIRED: ['Please enter your 6-digit PIN', 'กรุณากรอก PIN 6 หลักของคุณ'],
  PACKAGE_NOT_FOUND: ['This package does not exist.', 'ไม่พบแพ็กเกจนี้'],
  PACKAGE_NEW_SUBSCRIBERS_ONLY: [
    'This offer is for first-time subscribers only.',
    'ข้อเสนอนี้สำหรับผู้ที่สมัครสมาชิกครั้งแรกเท่านั้น',
  ],
} as const;

let keyCounter = 0;
const newKey = () => `order-${Date.now()}-${(keyCounter += 1)}`;

describe.each(DRIVERS)('subscriptions on %s', (driver) => {
  let t: ProfileTestApp;
  const packages: Record<string, { id: number; price: bigint }> = {};

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    const rows = await t.database.db.select().from(subscriptionPackages);
    for (const row of rows) packages[row.slug] = { id: row.id, price: row.price };
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  /** A KYC-verified user with a PIN and `kub` KUB on their balance, signed in. */
  async function buyer(options: { kub?: string; pin?: boolean; kyc?: boolean } = {}) {
    const userId = await t.createUser({ kycOverride: options.kyc ?? true });
    if (options.pin ?? true) await setPin(t.database.db, t.clock, userId, PIN);
    if (options.kub) {
      await inTransaction(t.database.db, (tx) =>
        transfer(
          tx,
          t.clock,
          {
            kind: 'deposit',
            currency: 'KUB',
            amount: parseKubAmount(options.kub!)!,
            from: { system: 'DEPOSITS' },
            to: { userId },
            idempotencyKey: `test-deposit-${userId}`,
          },
          { insufficient: 'INSUFFICIENT_BALANCE' },
        ),
      );
    }
    return { userId, headers: await t.signIn(userId) };
  }

  const buy = (
    headers: Record<string, string>,
    body: { packageId: number; pin?: string; expectedPrice?: string },
    options: { key?: string | null; lang?: 'en' | 'th' } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/user-subscription-infos',
      headers: {
        ...headers,
        ...(options.key === null ? {} : { 'idempotency-key': options.key ?? newKey() }),
        ...(options.lang ? { lang: options.lang } : {}),
      },
      payload: body,
    });

  /** The refusal in English and Thai, asked twice with the same key-less setup. */
  async function expectBoth(
    code: keyof typeof MESSAGES,
    status: number,
    attempt: (lang: 'en' | 'th') => ReturnType<typeof buy>,
  ) {
    for (const [index, lang] of (['en', 'th'] as const).entries()) {
      const response = await attempt(lang);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, message: MESSAGES[code][index] });
    }
  }

  const kub = (userId: number) => balanceOf(t.database.db, { userId }, 'KUB');
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  describe('packages', () => {
    it('lists the three demo packages in both languages with their terms', async () => {
      const en = (await get('/api/client/subscriptions')).json();
      expect(en.total).toBe(3);
      expect(en.data.map((p: { slug: string }) => p.slug)).toEqual(['welcome-monthly', 'monthly', 'yearly']);
      expect(en.data[1]).toMatchObject({
        name: 'Monthly',
        nameTh: 'รายเดือน',
        price: '5',
        durationDays: 30,
        hintsPerMonth: 5,
        mainQuizQuota: 20,
        nftMemberCard: true,
        kycRequired: true,
        newSubscribersOnly: false,
      });
      expect(en.data[0].newSubscribersOnly).toBe(true);
      const th = (await get('/api/client/subscriptions', { lang: 'th' })).json();
      expect(th.data[2].name).toBe('รายปี');
      const one = await get(`/api/client/subscriptions/${packages.yearly!.id}`);
      expect(one.json()).toMatchObject({ slug: 'yearly', price: '50', durationDays: 365 });
    });

    it('answers an unknown package in both languages and a bad id as invalid', async () => {
      for (const [index, lang] of (['en', 'th'] as const).entries()) {
        const response = await get('/api/client/subscriptions/999999', { lang });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'PACKAGE_NOT_FOUND',
          message: MESSAGES.PACKAGE_NOT_FOUND[index],
        });
      }
      expect((await get('/api/client/subscriptions/abc')).json().code).toBe('ID_INVALID');
    });

    it('seeds idempotently: a second run adds no package and no demo term', async () => {
      const count = async () => {
        const [row] = await queryRows<{ p: number; s: number }>(
          t.database.db,
          sql`select (select count(*) from subscription_packages)::int as p, (select count(*) from user_subscriptions)::int as s`,
        );
        return row;
      };
      const before = await count();
      await seedSubscriptions(t.database.db, CONTENT_DIR);
      expect(await count()).toEqual(before);
    });
  });

  describe('refusals', () => {
    it('asks a visitor to log in', async () => {
      await expectBoth('UNAUTHENTICATED', 401, (lang) =>
        buy({}, { packageId: packages.monthly!.id, pin: PIN }, { lang }),
      );
    });

    it('needs an Idempotency-Key header of a sensible shape', async () => {
      const { headers } = await buyer({ kub: '10' });
      for (const key of [null, 'short', 'has spaces in it']) {
        const response = await buy(headers, { packageId: packages.monthly!.id, pin: PIN }, { key });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
      }
    });

    it('refuses a buyer without KYC before asking for the PIN', async () => {
      const { userId, headers } = await buyer({ kub: '10', kyc: false });
      await expectBoth('KYC_REQUIRED_PURCHASE', 403, (lang) =>
        buy(headers, { packageId: packages.monthly!.id, pin: '000000' }, { lang }),
      );
      expect(await kub(userId)).toBe(parseKubAmount('10'));
      const order = (await get(`/api/client/subscriptions/${packages.monthly!.id}/order`, headers)).json();
      expect(order).toMatchObject({ kycVerified: false, refusal: { code: 'KYC_REQUIRED_PURCHASE' } });
    });

    it('refuses when the KUB balance is short, in both languages, and charges nothing', async () => {
      const { userId, headers } = await buyer({ kub: '4.5' });
      await expectBoth('INSUFFICIENT_BALANCE', 409, (lang) =>
        buy(headers, { packageId: packages.monthly!.id, pin: PIN }, { lang }),
      );
      expect(await kub(userId)).toBe(parseKubAmount('4.5'));
      const order = (
        await get(`/api/client/subscriptions/${packages.monthly!.id}/order`, { ...headers, lang: 'th' })
      ).json();
      expect(order).toMatchObject({
        kubBalance: '4.5',
        shortBy: '0.5',
        hasPin: true,
        refusal: { code: 'INSUFFICIENT_BALANCE', message: MESSAGES.INSUFFICIENT_BALANCE[1] },
      });
    });

    it('charges only the price the buyer confirmed: a changed price refuses and pays nothing', async () => {
      const { userId, headers } = await buyer({ kub: '60' });
      const monthly = packages.monthly!;
      expect(monthly.price).toBe(parseKubAmount('5'));
      for (const [index, lang] of (['en', 'th'] as const).entries()) {
        const stale = await buy(headers, { packageId: monthly.id, pin: PIN, expectedPrice: '4.5' }, { lang });
        expect(stale.statusCode).toBe(409);
        expect(stale.json()).toMatchObject({
          code: 'PACKAGE_PRICE_CHANGED',
          message: [
            'The price of this package has just changed. Check the new price, then confirm again.',
            'ราคาของแพ็กเกจนี้เพิ่งเปลี่ยน กรุณาตรวจสอบราคาใหม่แล้วยืนยันอีกครั้ง',
          ][index],
        });
      }
      const malformed = await buy(headers, { packageId: monthly.id, pin: PIN, expectedPrice: 'five' });
      expect(malformed.statusCode).toBe(400);
      expect(await kub(userId)).toBe(parseKubAmount('60'));
      const bought = await buy(headers, { packageId: monthly.id, pin: PIN, expectedPrice: '5' });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(await kub(userId)).toBe(parseKubAmount('55'));
    });

    it('needs a PIN that is set and right', async () => {
      const withoutPin = await buyer({ kub: '10', pin: false });
      await expectBoth('PIN_NOT_SET', 409, (lang) =>
        buy(withoutPin.headers, { packageId: packages.monthly!.id, pin: PIN }, { lang }),
      );
      const order = (
        await get(`/api/client/subscriptions/${packages.monthly!.id}/order`, withoutPin.headers)
      ).json();
      expect(order).toMatchObject({ hasPin: false, refusal: null });

      const { userId, headers } = await buyer({ kub: '10' });
      await expectBoth('PIN_INCORRECT', 400, (lang) =>
        buy(headers, { packageId: packages.monthly!.id, pin: '135791' }, { lang }),
      );
      await expectBoth('PIN_REQUIRED', 400, (lang) =>
        buy(headers, { packageId: packages.monthly!.id }, { lang }),
      );
      expect(await kub(userId)).toBe(parseKubAmount('10'));
      const terms = await t.database.db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, userId));
      expect(terms).toEqual([]);
    });
  });

  describe('a purchase', () => {
    it('moves the price to revenue, starts the term and records the activities', async () => {
      const revenueBefore = await balanceOf(t.database.db, { system: 'REVENUE' }, 'KUB');
      const { userId, headers } = await buyer({ kub: '12' });
      const response = await buy(headers, { packageId: packages.monthly!.id, pin: PIN });
      expect(response.statusCode, response.body).toBe(200);
      const { subscription, replayed, kubBalance } = response.json();
      expect(replayed).toBe(false);
      expect(kubBalance).toBe('7');
      expect(subscription).toMatchObject({
        packageName: 'Monthly',
        price: '5',
        durationDays: 30,
        startDate: t.clock.now().toISOString(),
        endDate: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString(),
        status: 'active',
        expired: false,
        quota: { total: 20, used: 0, remaining: 20 },
        hints: { perMonth: 5, usedThisMonth: 0, remaining: 5, usedTotal: 0 },
        exclusiveAccess: true,
        earnPoints: true,
        nftCard: { tokenId: String(subscription.id), onChain: false },
      });
      expect(await kub(userId)).toBe(parseKubAmount('7'));
      expect(await balanceOf(t.database.db, { system: 'REVENUE' }, 'KUB')).toBe(
        revenueBefore + parseKubAmount('5')!,
      );
      const history = await t.database.db
        .select({ type: activities.type, unit: activities.unit, amount: activities.amount })
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(asc(activities.id));
      expect(history).toEqual([
        { type: 'Purchase Package', unit: 'KUB', amount: -parseKubAmount('5')! },
        { type: 'Added the main quiz quota', unit: 'QUOTA', amount: 20n },
        { type: 'Add quota hint', unit: 'HINT', amount: 5n },
      ]);

      // The new subscriber reads exclusive articles at once: the status comes from the term.
      const article = (await get('/api/client/blogs/slug/impermanent-loss', headers)).json();
      expect(article.article).toMatchObject({ exclusive: true, locked: false });
      const me = (await t.app.inject({ method: 'POST', url: '/api/client/user-clients/me', headers })).json();
      expect(me.isSubscriber).toBe(true);

      const detail = (await get('/api/client/user-subscription-infos/detail', headers)).json();
      expect(detail.data.id).toBe(subscription.id);
      const all = (await get('/api/client/user-subscription-infos/detail-all-subscription', headers)).json();
      expect(all.data.map((row: { id: number }) => row.id)).toEqual([subscription.id]);
      const byId = await get(`/api/client/user-subscription-infos/${subscription.id}`, {
        ...headers,
        lang: 'th',
      });
      expect(byId.json()).toMatchObject({ id: subscription.id, packageName: 'รายเดือน' });
      const counts = (await get('/api/client/user-subscription-infos/me/countData', headers)).json();
      expect(counts).toEqual({
        isSubscriber: true,
        subscriptionId: subscription.id,
        totalQuota: 20,
        usedQuota: 0,
        remainingQuota: 20,
        totalHints: 5,
        usedHints: 0,
        remainingHints: 5,
        exclusiveAccess: true,
        earnPoints: true,
      });
      const withQuizzes = await get(
        '/api/client/user-subscription-infos/me/countData?needTotalMainQuiz=true',
        headers,
      );
      expect(withQuizzes.json().totalMainQuiz).toBe(0);

      // Someone else's term is answered like a missing one.
      const stranger = await buyer();
      const foreign = await get(`/api/client/user-subscription-infos/${subscription.id}`, stranger.headers);
      expect(foreign.statusCode).toBe(404);
    });

    it('returns the first result for a retry with the same key and charges once', async () => {
      const { userId, headers } = await buyer({ kub: '10' });
      const key = newKey();
      const first = await buy(headers, { packageId: packages.monthly!.id, pin: PIN }, { key });
      const again = await buy(headers, { packageId: packages.monthly!.id, pin: PIN }, { key });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json().replayed).toBe(true);
      expect(again.json().subscription.id).toBe(first.json().subscription.id);
      expect(await kub(userId)).toBe(parseKubAmount('5'));
      const conflict = await buy(headers, { packageId: packages.yearly!.id, pin: PIN }, { key });
      expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
      const purchases = await t.database.db
        .select()
        .from(activities)
        .where(and(eq(activities.userId, userId), eq(activities.type, 'Purchase Package')));
      expect(purchases).toHaveLength(1);
    });

    it('refuses a second package while a term runs, and sells again once it has expired', async () => {
      const { userId, headers: firstSession } = await buyer({ kub: '20' });
      let headers = firstSession;
      const first = await buy(headers, { packageId: packages['welcome-monthly']!.id, pin: PIN });
      expect(first.statusCode, first.body).toBe(200);
      await expectBoth('PURCHASE_IN_PROGRESS', 409, (lang) =>
        buy(headers, { packageId: packages.monthly!.id, pin: PIN }, { lang }),
      );
      expect(await kub(userId)).toBe(parseKubAmount('19'));

      t.clock.advance(31 * DAY_MS);
      try {
        headers = await t.signIn(userId); // sessions last 30 days
        const detail = (await get('/api/client/user-subscription-infos/detail', headers)).json();
        expect(detail.data).toMatchObject({
          status: 'expired',
          expired: true,
          exclusiveAccess: false,
          quota: { remaining: 0 },
        });
        const counts = (await get('/api/client/user-subscription-infos/me/countData', headers)).json();
        expect(counts).toMatchObject({ isSubscriber: false, remainingQuota: 0, remainingHints: 0 });
        const article = (await get('/api/client/blogs/slug/impermanent-loss', headers)).json();
        expect(article.article.locked).toBe(true);

        // The first-timer offer is not for someone who subscribed before.
        await expectBoth('PACKAGE_NEW_SUBSCRIBERS_ONLY', 409, (lang) =>
          buy(headers, { packageId: packages['welcome-monthly']!.id, pin: PIN }, { lang }),
        );
        const renewed = await buy(headers, { packageId: packages.monthly!.id, pin: PIN });
        expect(renewed.statusCode, renewed.body).toBe(200);
        const all = (
          await get('/api/client/user-subscription-infos/detail-all-subscription', headers)
        ).json();
        expect(all.data.map((row: { status: string }) => row.status)).toEqual(['active', 'expired']);
      } finally {
        t.clock.advance(-31 * DAY_MS);
      }
    });

    it('renews hints every month of the term', async () => {
      const { userId, headers: firstSession } = await buyer({ kub: '60' });
      let headers = firstSession;
      const bought = await buy(headers, { packageId: packages.yearly!.id, pin: PIN });
      expect(bought.statusCode).toBe(200);
      for (let n = 0; n < 3; n += 1) {
        await useHint(t.database.db, t.clock, userId, {
          key: `hint-${userId}-${n}`,
          reference: { type: 'test', id: n },
        });
      }
      const hints = async () =>
        (await get('/api/client/user-subscription-infos/detail', headers)).json().data.hints;
      expect(await hints()).toMatchObject({ perMonth: 10, usedThisMonth: 3, remaining: 7, usedTotal: 3 });
      t.clock.advance(32 * DAY_MS);
      try {
        headers = await t.signIn(userId); // sessions last 30 days
        expect(await hints()).toMatchObject({ usedThisMonth: 0, remaining: 10, usedTotal: 3 });
      } finally {
        t.clock.advance(-32 * DAY_MS);
      }
    });
  });

  describe('member card', () => {
    it('serves ERC-721 metadata and the SVG picture, and nothing for an unknown token', async () => {
      const { headers } = await buyer({ kub: '5' });
      const bought = (await buy(headers, { packageId: packages.monthly!.id, pin: PIN })).json();
      const tokenId = bought.subscription.nftCard.tokenId;
      const metadata = await get(`/api/nft/member-cards/${tokenId}.json`);
      expect(metadata.statusCode).toBe(200);
      expect(metadata.json()).toMatchObject({
        name: `KUB Academy Member Card #${tokenId}`,
        image: `https://academy.example/api/nft/member-cards/${tokenId}.svg`,
        attributes: expect.arrayContaining([{ trait_type: 'Package', value: 'Monthly' }]),
      });
      const image = await get(`/api/nft/member-cards/${tokenId}.svg`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain('>Monthly<');
      expect(image.body).toContain(`#${tokenId}`);
      expect((await get('/api/nft/member-cards/99999999.json')).statusCode).toBe(404);
      expect((await get('/api/nft/member-cards/1.exe')).statusCode).toBe(404);
    });
  });

  describe.runIf(driver === 'postgres')('under concurrency', () => {
    it('lets 50 parallel orders by one user buy exactly one package', async () => {
      const { userId, headers } = await buyer({ kub: '500' });
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => buy(headers, { packageId: packages.monthly!.id, pin: PIN })),
      );
      const codes = responses.map((response) => (response.statusCode === 200 ? 'ok' : response.json().code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
      // The losers meet the running term, or the PIN's limit on parallel checks.
      for (const code of codes.filter((c) => c !== 'ok')) {
        expect(['PURCHASE_IN_PROGRESS', 'PIN_LOCKED']).toContain(code);
      }
      expect(codes).toContain('PURCHASE_IN_PROGRESS');
      expect(await kub(userId)).toBe(parseKubAmount('495'));
      const terms = await t.database.db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, userId));
      expect(terms).toHaveLength(1);
      expect(await ledgerProblems(t.database.db)).toEqual([]);
    });

    it('answers 20 parallel retries of one order with the same term, charged once', async () => {
      const { userId, headers } = await buyer({ kub: '50' });
      const key = newKey();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          buy(headers, { packageId: packages.monthly!.id, pin: PIN }, { key }),
        ),
      );
      const ids = new Set(
        responses.filter((r) => r.statusCode === 200).map((r) => r.json().subscription.id as number),
      );
      expect(ids.size).toBe(1);
      expect(await kub(userId)).toBe(parseKubAmount('45'));
    });
  });
});
