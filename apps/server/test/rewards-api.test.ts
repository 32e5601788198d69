import { randomUUID } from 'node:crypto';
import { ERRORS } from '@app/contracts/errors';
import type {
  RedeemHistoryPage,
  RedeemsAvailable,
  RedeemSubmit,
  Redemption,
  RewardFaq,
  RewardTrackings,
} from '@app/contracts/rewards';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activities, coupons, rewardFaqs, rewards, users } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { balanceOf, userBalances } from '../src/modules/ledger/ledger.service.ts';
import { PIN_LOCK_MS } from '../src/modules/pin/pin.service.ts';
import { seedRewards } from '../src/seed/rewards.ts';
import { CONTENT_DIR } from './global-setup.ts';
import { createRewardsTestApp, type Member, PIN, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

type Code = keyof typeof ERRORS;

describe.each(DRIVERS)('rewards API on %s', (driver) => {
  let t: RewardsTestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createRewardsTestApp(driver);
    admin = await t.member({ role: 'admin', points: 0 });
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const points = async (userId: number) => Number((await userBalances(t.database.db, userId)).points);
  const stockLeft = async (rewardId: number) => {
    const [row] = await t.database.db.select().from(rewards).where(eq(rewards.id, rewardId));
    return row!.stock - row!.redeemed;
  };

  /** The refusal in both languages: the spec's English word for word, and its Thai translation. */
  async function expectRefusal(
    send: (lang: 'en' | 'th') => ReturnType<RewardsTestApp['submit']>,
    code: Code,
  ) {
    for (const lang of ['en', 'th'] as const) {
      const response = await send(lang);
      expect(response.statusCode, response.body).toBe(ERRORS[code].status);
      expect(response.json()).toMatchObject({ code, message: ERRORS[code][lang] });
    }
  }

  const admin$ = (
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = admin.headers,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  describe('catalogue', () => {
    it('lists the demo rewards of every type, with names in the request language', async () => {
      const en = (await t.app.inject({ url: '/api/client/redeems-available' })).json() as RedeemsAvailable;
      expect(en.account).toBeNull();
      expect(new Set(en.data.map((r) => r.type))).toEqual(new Set(['physical', 'crypto', 'point']));
      const cafe = en.data.find((r) => r.slug === 'cafe-voucher')!;
      expect(cafe).toMatchObject({
        name: 'Bean Street Café 50-baht voucher',
        nameTh: 'บัตรกำนัลบีนสตรีทคาเฟ่ 50 บาท',
        costPoints: 100,
        image: '/rewards/cafe-voucher.svg',
        subscriptionRequired: false,
        redeemedByMe: null,
      });
      expect(en.data.some((r) => r.subscriptionRequired)).toBe(true);
      const th = (
        await t.app.inject({ url: '/api/client/redeems-available', headers: { lang: 'th' } })
      ).json() as RedeemsAvailable;
      expect(th.data.find((r) => r.slug === 'cafe-voucher')!.name).toBe('บัตรกำนัลบีนสตรีทคาเฟ่ 50 บาท');
    });

    it('tells a signed-in member what they have and what is missing', async () => {
      const member = await t.member({ points: 250, pin: false, kyc: false });
      const body = (
        await t.app.inject({ url: '/api/client/redeems-available', headers: member.headers })
      ).json() as RedeemsAvailable;
      expect(body.account).toEqual({
        points: 250,
        hasPin: false,
        kycVerified: false,
        subscribed: false,
        shippingReady: false,
        shippingAddress: null,
        walletAddress: null,
      });
      expect(body.data.every((r) => r.redeemedByMe === 0)).toBe(true);
    });
  });

  describe('refusals', () => {
    it('needs KYC before redemption', async () => {
      const member = await t.member({ points: 500, kyc: false });
      const rewardId = await t.reward();
      await expectRefusal((lang) => t.submit(member, rewardId, { lang }), 'KYC_REQUIRED_REDEEM');
      expect(await points(member.id)).toBe(500);
    });

    it('refuses without enough points', async () => {
      const member = await t.member({ points: 99 });
      const rewardId = await t.reward({ costPoints: 100 });
      await expectRefusal((lang) => t.submit(member, rewardId, { lang }), 'REDEEM_INSUFFICIENT_POINTS');
      expect(await points(member.id)).toBe(99);
      expect(await stockLeft(rewardId)).toBe(100);
    });

    it('asks non-subscribers to subscribe first, and lets subscribers redeem', async () => {
      const rewardId = await t.reward({ subscriptionRequired: true });
      const member = await t.member({ points: 500 });
      await expectRefusal((lang) => t.submit(member, rewardId, { lang }), 'SUBSCRIPTION_REQUIRED');
      const subscriber = await t.member({ points: 500, subscribed: true });
      expect((await t.submit(subscriber, rewardId)).statusCode).toBe(200);
    });

    it('refuses past the per-user limit', async () => {
      const rewardId = await t.reward({ perUserLimit: 1 });
      const member = await t.member({ points: 500 });
      expect((await t.submit(member, rewardId)).statusCode).toBe(200);
      await expectRefusal((lang) => t.submit(member, rewardId, { lang }), 'REDEEM_LIMIT_EXCEEDED');
      expect(await points(member.id)).toBe(400);
    });

    it('refuses when the reward is out of stock', async () => {
      const rewardId = await t.reward({ stock: 1 });
      expect((await t.submit(await t.member({ points: 100 }), rewardId)).statusCode).toBe(200);
      const late = await t.member({ points: 100 });
      await expectRefusal((lang) => t.submit(late, rewardId, { lang }), 'REDEEM_OUT_OF_REWARD');
      expect(await points(late.id)).toBe(100);
    });

    it('answers the general failure when the database gives up, and keeps nothing', async () => {
      const rewardId = await t.reward();
      const member = await t.member({ points: 300 });
      // A real failure from PostgreSQL (a serialization failure) for this reward's redemptions.
      await t.database.db.execute(
        sql.raw(`create function fail_redemption_${rewardId}() returns trigger language plpgsql as $$
          begin raise exception 'simulated conflict' using errcode = '40001'; end $$`),
      );
      await t.database.db.execute(
        sql.raw(`create trigger fail_redemption_${rewardId} before insert on reward_redemptions for each row
          when (new.reward_id = ${rewardId}) execute function fail_redemption_${rewardId}()`),
      );
      await expectRefusal((lang) => t.submit(member, rewardId, { lang }), 'REDEEM_FAILED');
      expect(await points(member.id)).toBe(300);
      expect(await stockLeft(rewardId)).toBe(100);
      await t.database.db.execute(sql.raw(`drop trigger fail_redemption_${rewardId} on reward_redemptions`));
    });

    it('needs a shipping address for a physical reward and a proven wallet for a crypto one', async () => {
      const member = await t.member({ points: 1000 });
      const parcel = await t.reward({ type: 'physical' });
      const coin = await t.reward({ type: 'crypto' });
      await expectRefusal((lang) => t.submit(member, parcel, { lang }), 'REDEEM_ADDRESS_REQUIRED');
      await expectRefusal((lang) => t.submit(member, coin, { lang }), 'REDEEM_WALLET_REQUIRED');

      const ready = await t.member({ points: 1000, address: true, wallet: true });
      const shipped = (await t.submit(ready, parcel)).json() as RedeemSubmit;
      expect(shipped.redemption.destination).toMatch(/^99\/1 Sukhumvit Road, Khlong Toei, .+, 10110$/);
      const sent = (await t.submit(ready, coin)).json() as RedeemSubmit;
      expect(sent.redemption.destination).toBe(`0x${'ab'.repeat(20)}`);
    });

    it('refuses an unknown or withdrawn reward and a bad id without a 500', async () => {
      const member = await t.member({ points: 100 });
      await expectRefusal((lang) => t.submit(member, 2_000_000_000, { lang }), 'REWARD_NOT_FOUND');
      const withdrawn = await t.reward({ active: false });
      await expectRefusal((lang) => t.submit(member, withdrawn, { lang }), 'REWARD_NOT_FOUND');
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/client/redeems/abc/submit',
        headers: { ...member.headers, 'idempotency-key': randomUUID() },
        payload: { pin: PIN },
      });
      expect(bad.json()).toMatchObject({ code: 'ID_INVALID' });
    });

    it('asks a visitor to log in', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client/redeems/1/submit',
        headers: { 'idempotency-key': randomUUID() },
        payload: { pin: PIN },
      });
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Please log in before continuing.',
      });
    });
  });

  describe('PIN', () => {
    it('refuses a wrong, missing or unset PIN and moves nothing', async () => {
      const rewardId = await t.reward();
      const member = await t.member({ points: 100 });
      await expectRefusal((lang) => t.submit(member, rewardId, { lang, pin: '000000' }), 'PIN_INCORRECT');
      await expectRefusal((lang) => t.submit(member, rewardId, { lang, pin: '' }), 'PIN_REQUIRED');
      await expectRefusal((lang) => t.submit(member, rewardId, { lang, pin: '12ab' }), 'PIN_FORMAT_INVALID');
      const noPin = await t.member({ points: 100, pin: false });
      await expectRefusal((lang) => t.submit(noPin, rewardId, { lang }), 'PIN_NOT_SET');
      expect(await points(member.id)).toBe(100);
    });

    it('locks spending after five wrong PINs, even with the right one, until the lock ends', async () => {
      const rewardId = await t.reward();
      const member = await t.member({ points: 300 });
      // Four wrong PINs leave one try (the earlier test's tries were on another member).
      for (let i = 0; i < 4; i += 1) {
        expect((await t.submit(member, rewardId, { pin: '111111' })).json().code).toBe('PIN_INCORRECT');
      }
      expect((await t.submit(member, rewardId, { pin: '111111' })).json().code).toBe('PIN_LOCKED');
      await expectRefusal((lang) => t.submit(member, rewardId, { lang }), 'PIN_LOCKED');
      expect(await points(member.id)).toBe(300);
      t.clock.advance(PIN_LOCK_MS + 1000);
      expect((await t.submit(member, rewardId)).statusCode).toBe(200);
      expect(await points(member.id)).toBe(200);
    });
  });

  describe('idempotency', () => {
    it('needs an Idempotency-Key header', async () => {
      const member = await t.member({ points: 100 });
      const rewardId = await t.reward();
      await expectRefusal(
        (lang) => t.submit(member, rewardId, { lang, key: null }),
        'IDEMPOTENCY_KEY_REQUIRED',
      );
      await expectRefusal(
        (lang) => t.submit(member, rewardId, { lang, key: 'short' }),
        'IDEMPOTENCY_KEY_REQUIRED',
      );
    });

    it('answers a retried confirmation with the first redemption and holds the points once', async () => {
      const member = await t.member({ points: 300 });
      const rewardId = await t.reward({ perUserLimit: 1 });
      const key = randomUUID();
      const first = (await t.submit(member, rewardId, { key })).json() as RedeemSubmit;
      const again = (await t.submit(member, rewardId, { key })).json() as RedeemSubmit;
      expect(first.replayed).toBe(false);
      expect(again).toMatchObject({ replayed: true, points: 200 });
      expect(again.redemption.id).toBe(first.redemption.id);
      expect(await points(member.id)).toBe(200);
      const other = await t.reward();
      expect((await t.submit(member, other, { key })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    });
  });

  describe('hold, fulfilment and cancellation', () => {
    async function activity(redemptionId: number) {
      const [row] = await t.database.db
        .select()
        .from(activities)
        .where(eq(activities.eventKey, `reward-redemption:${redemptionId}`));
      return row!;
    }

    it('holds the points, then settles them when an admin fulfils with a tracking id', async () => {
      const member = await t.member({ points: 500 });
      const rewardId = await t.reward({ costPoints: 120, nameEn: 'Café voucher', nameTh: 'บัตรกำนัลคาเฟ่' });
      const holdsBefore = await balanceOf(t.database.db, { system: 'HOLDS' }, 'POINT');
      const spentBefore = await balanceOf(t.database.db, { system: 'REDEMPTIONS' }, 'POINT');

      const submitted = (await t.submit(member, rewardId)).json() as RedeemSubmit;
      expect(submitted).toMatchObject({ points: 380, redemption: { status: 'PENDING', pointsUsed: 120 } });
      expect(await balanceOf(t.database.db, { system: 'HOLDS' }, 'POINT')).toBe(holdsBefore + 120n);
      expect(await activity(submitted.redemption.id)).toMatchObject({
        type: 'Deducted Point',
        status: 'PENDING',
        amount: -120n,
      });

      const queue = (await admin$('GET', '/api/admin/redemptions?status=PENDING')).json() as {
        data: { id: number; userEmail: string }[];
      };
      expect(queue.data.map((r) => r.id)).toContain(submitted.redemption.id);

      const fulfilled = await admin$('POST', `/api/admin/redemptions/${submitted.redemption.id}/fulfil`, {
        trackingId: 'VOUCHER-7731',
      });
      expect(fulfilled.json()).toMatchObject({ status: 'COMPLETED', trackingId: 'VOUCHER-7731' });
      expect(await balanceOf(t.database.db, { system: 'HOLDS' }, 'POINT')).toBe(holdsBefore);
      expect(await balanceOf(t.database.db, { system: 'REDEMPTIONS' }, 'POINT')).toBe(spentBefore + 120n);
      expect((await activity(submitted.redemption.id)).status).toBe('COMPLETED');
      expect(await points(member.id)).toBe(380);

      const history = (
        await t.app.inject({
          url: '/api/client/redeem-histories',
          headers: { ...member.headers, lang: 'th' },
        })
      ).json() as RedeemHistoryPage;
      expect(history.total).toBe(1);
      expect(history.data[0]).toMatchObject({
        rewardName: 'บัตรกำนัลคาเฟ่',
        trackingId: 'VOUCHER-7731',
        pointsUsed: 120,
        status: 'COMPLETED',
      });
      const tracking = (
        await t.app.inject({ url: '/api/client/reward-trackings-user', headers: member.headers })
      ).json() as RewardTrackings;
      expect(tracking.data[0]).toMatchObject({ status: 'COMPLETED', trackingId: 'VOUCHER-7731' });

      const twice = await admin$('POST', `/api/admin/redemptions/${submitted.redemption.id}/cancel`, {
        reason: 'too late',
      });
      expect(twice.json()).toMatchObject({ code: 'REDEMPTION_NOT_PENDING' });
    });

    it('releases the hold when an admin cancels: points, stock and the per-user count come back', async () => {
      const member = await t.member({ points: 100 });
      const rewardId = await t.reward({ perUserLimit: 1, stock: 1 });
      const submitted = (await t.submit(member, rewardId)).json() as RedeemSubmit;
      expect(await points(member.id)).toBe(0);
      expect(await stockLeft(rewardId)).toBe(0);

      const cancelled = await admin$('POST', `/api/admin/redemptions/${submitted.redemption.id}/cancel`, {
        reason: 'Partner ran out of vouchers',
      });
      expect(cancelled.json()).toMatchObject({
        status: 'FAILED',
        cancelReason: 'Partner ran out of vouchers',
      });
      expect(await points(member.id)).toBe(100);
      expect(await stockLeft(rewardId)).toBe(1);
      expect((await activity(submitted.redemption.id)).status).toBe('FAILED');

      const history = (
        await t.app.inject({ url: '/api/client/redeem-histories?status=FAILED', headers: member.headers })
      ).json() as RedeemHistoryPage;
      expect(history.data.map((r: Redemption) => r.id)).toEqual([submitted.redemption.id]);
      // The cancelled redemption no longer counts against the limit of one.
      expect((await t.submit(member, rewardId)).statusCode).toBe(200);
    });

    it('lets only admins fulfil, and validates what they send', async () => {
      const member = await t.member({ points: 100 });
      const submitted = (await t.submit(member, await t.reward())).json() as RedeemSubmit;
      const url = `/api/admin/redemptions/${submitted.redemption.id}/fulfil`;
      expect((await admin$('POST', url, { trackingId: 'X' }, member.headers)).json().code).toBe('FORBIDDEN');
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/redemptions' })).json().code).toBe(
        'UNAUTHENTICATED',
      );
      for (const lang of ['en', 'th'] as const) {
        const empty = await admin$('POST', url, { trackingId: '  ' }, { ...admin.headers, lang });
        expect(empty.json()).toMatchObject({
          code: 'TRACKING_ID_REQUIRED',
          message: ERRORS.TRACKING_ID_REQUIRED[lang],
        });
      }
      const noReason = await admin$('POST', url.replace('fulfil', 'cancel'), {});
      expect(noReason.json().code).toBe('CANCEL_REASON_REQUIRED');
      expect(
        (await admin$('POST', '/api/admin/redemptions/2000000000/fulfil', { trackingId: 'X' })).json().code,
      ).toBe('REDEMPTION_NOT_FOUND');
      expect((await admin$('GET', '/api/admin/redemptions?status=LOST')).statusCode).toBe(400);
    });
  });

  describe('FAQ', () => {
    it('answers in English and Thai from content/rewards/faq.yaml', async () => {
      const en = (await t.app.inject({ url: '/api/client/getFAQ' })).json() as RewardFaq;
      const th = (
        await t.app.inject({ url: '/api/client/getFAQ', headers: { lang: 'th' } })
      ).json() as RewardFaq;
      expect(en.data.length).toBeGreaterThanOrEqual(5);
      expect(en.data[0]).toMatchObject({ key: 'what-are-points', question: 'How do I earn points?' });
      expect(th.data[0]).toMatchObject({ key: 'what-are-points', question: 'ฉันจะได้รับคะแนนได้อย่างไร' });
    });
  });

  it('seeds the demo rewards, coupons and FAQ once: a second run changes nothing', async () => {
    const db = t.database.db;
    const counts = async () => [
      (await db.select().from(rewards)).length,
      (await db.select().from(coupons)).length,
      (await db.select().from(rewardFaqs)).length,
    ];
    const before = await counts();
    await seedRewards(db, CONTENT_DIR);
    await seedRewards(db, CONTENT_DIR);
    expect(await counts()).toEqual(before);
    expect((await db.select().from(coupons).where(eq(coupons.code, 'WELCOME100'))).length).toBe(1);
  });

  it('refuses a blocked member', async () => {
    const member = await t.member({ points: 100 });
    await t.database.db
      .update(users)
      .set({ blockedAt: t.clock.now() })
      .where(and(eq(users.id, member.id)));
    expect((await t.submit(member, await t.reward())).json().code).toBe('ACCOUNT_RESTRICTED');
  });
});
