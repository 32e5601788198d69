import { ERRORS } from '@app/contracts/errors';
import type { Coupon, CouponRedeem } from '@app/contracts/rewards';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activities, coupons, rewards } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { userBalances } from '../src/modules/ledger/ledger.service.ts';
import { createRewardsTestApp, type Member, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('coupons API on %s', (driver) => {
  let t: RewardsTestApp;
  beforeAll(async () => {
    t = await createRewardsTestApp(driver);
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const check = (member: Member, code: string, lang: 'en' | 'th' = 'en') =>
    t.app.inject({
      url: `/api/client/coupon-codes/check?code=${encodeURIComponent(code)}`,
      headers: { ...member.headers, lang },
    });
  const redeem = (member: Member, code: string, lang: 'en' | 'th' = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/coupon-codes/redeem',
      headers: { ...member.headers, lang },
      payload: { code },
    });
  const points = async (userId: number) => Number((await userBalances(t.database.db, userId)).points);

  it('checks and redeems the demo WELCOME100 coupon once per member, in any letter case', async () => {
    const member = await t.member({ points: 0 });
    const checked = (await check(member, 'welcome100', 'th')).json() as Coupon;
    expect(checked).toMatchObject({ code: 'WELCOME100', kind: 'points', points: 100 });
    expect(checked.description).toBe('คะแนนต้อนรับ 100 คะแนนสำหรับสมาชิกใหม่');

    const used = (await redeem(member, ' Welcome100 ')).json() as CouponRedeem;
    expect(used).toMatchObject({ points: 100, redemption: null, coupon: { code: 'WELCOME100' } });
    const [activity] = await t.database.db.select().from(activities).where(eq(activities.userId, member.id));
    expect(activity).toMatchObject({ type: 'Received Point', status: 'COMPLETED', amount: 100n });

    for (const lang of ['en', 'th'] as const) {
      for (const response of [
        await redeem(member, 'WELCOME100', lang),
        await check(member, 'WELCOME100', lang),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'COUPON_ALREADY_USED',
          message: ERRORS.COUPON_ALREADY_USED[lang],
        });
      }
    }
    expect(await points(member.id)).toBe(100);
  });

  it("answers 'This coupon is invalid' for an unknown, expired, not yet valid or used-up code", async () => {
    const member = await t.member({ points: 0 });
    const usedUp = await t.coupon({ points: 10, maxUses: 1 });
    expect((await redeem(await t.member(), usedUp)).statusCode).toBe(200);
    const future = await t.coupon({ points: 10, startsAt: new Date('2030-01-01T00:00:00Z') });
    const disabled = await t.coupon({ points: 10, active: false });
    for (const code of ['NOSUCHCODE', 'SONGKRAN50', usedUp, future, disabled]) {
      for (const lang of ['en', 'th'] as const) {
        for (const response of [await check(member, code, lang), await redeem(member, code, lang)]) {
          expect(response.statusCode, code).toBe(404);
          expect(response.json()).toEqual({ code: 'COUPON_INVALID', message: ERRORS.COUPON_INVALID[lang] });
        }
      }
    }
    expect(ERRORS.COUPON_INVALID.en).toBe('This coupon is invalid');
    expect(await points(member.id)).toBe(0);
  });

  it("stops at its use cap: members after the last use are told 'This coupon is invalid'", async () => {
    const code = await t.coupon({ points: 25, maxUses: 3 });
    const first = await Promise.all([t.member(), t.member(), t.member()]);
    for (const member of first) {
      expect((await check(member, code)).statusCode).toBe(200);
      const used = await redeem(member, code);
      expect(used.statusCode, used.body).toBe(200);
      expect(await points(member.id)).toBe(25);
    }
    // One after another, not at the same moment: the cap holds without any race to stop it.
    const late = await t.member({ points: 0 });
    for (const lang of ['en', 'th'] as const) {
      for (const response of [await check(late, code, lang), await redeem(late, code, lang)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'COUPON_INVALID', message: ERRORS.COUPON_INVALID[lang] });
      }
    }
    expect(await points(late.id)).toBe(0);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.used).toBe(3);
    expect(await t.database.db.select().from(activities).where(eq(activities.userId, late.id))).toEqual([]);
  });

  it('validates the code and needs a signed-in member', async () => {
    const member = await t.member();
    const empty = await redeem(member, '   ');
    expect(empty.json()).toMatchObject({ code: 'COUPON_CODE_REQUIRED' });
    const long = await check(member, 'X'.repeat(41));
    expect(long.json()).toMatchObject({ code: 'COUPON_INVALID' });
    const visitor = await t.app.inject({ url: '/api/client/coupon-codes/check?code=WELCOME100' });
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('grants a reward as a tracked redemption: KYC and an address needed, stock taken, no points', async () => {
    const rewardId = await t.reward({ type: 'physical', stock: 5, costPoints: 150 });
    const code = await t.coupon({ rewardId });
    const noKyc = await t.member({ kyc: false, address: true });
    expect((await redeem(noKyc, code, 'th')).json()).toEqual({
      code: 'KYC_REQUIRED_REDEEM',
      message: ERRORS.KYC_REQUIRED_REDEEM.th,
    });
    const noAddress = await t.member();
    expect((await redeem(noAddress, code)).json().code).toBe('REDEEM_ADDRESS_REQUIRED');

    const member = await t.member({ address: true, points: 10 });
    const granted = (await redeem(member, code)).json() as CouponRedeem;
    expect(granted.redemption).toMatchObject({ status: 'PENDING', pointsUsed: 0, source: 'coupon' });
    expect(granted.points).toBe(10);
    const [reward] = await t.database.db.select().from(rewards).where(eq(rewards.id, rewardId));
    expect(reward!.redeemed).toBe(1);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.used).toBe(1);
  });

  it('undoes the coupon use when its reward is out of stock', async () => {
    const rewardId = await t.reward({ stock: 0 });
    const code = await t.coupon({ rewardId });
    const member = await t.member();
    expect((await redeem(member, code)).json().code).toBe('REDEEM_OUT_OF_REWARD');
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.used).toBe(0);
  });
});
