import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/app-error.ts';
import { queryRows } from '../src/db/client.ts';
import { coupons, rewards } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { userBalances } from '../src/modules/ledger/ledger.service.ts';
import { holdReward } from '../src/modules/rewards/redeem-reward.service.ts';
import { createRewardsTestApp, type Member, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

/** How many of the outcomes were each answer ('ok' or an error code). */
function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

// PGlite serves one connection, so parallel requests there run one after another and prove
// nothing; these races run on a real PostgreSQL (TEST_DATABASE_URL).
describe.runIf(DRIVERS.includes('postgres'))('rewards under concurrency on postgres', () => {
  let t: RewardsTestApp;
  beforeAll(async () => {
    t = await createRewardsTestApp('postgres');
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
    const negative = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from ledger_accounts where balance < 0 and not allow_negative`,
    );
    expect(negative).toEqual([]);
  });
  afterAll(() => t.close());

  const redeemedOf = async (rewardId: number) => {
    const [row] = await t.database.db.select().from(rewards).where(eq(rewards.id, rewardId));
    return row!.redeemed;
  };

  it(
    '100 members redeeming a reward with stock 10 at once: exactly 10 get it',
    { timeout: 180_000 },
    async () => {
      const rewardId = await t.reward({ stock: 10, costPoints: 50, perUserLimit: 1 });
      const members: Member[] = [];
      for (let i = 0; i < 100; i += 1) members.push(await t.member({ points: 50 }));

      const responses = await Promise.all(members.map((member) => t.submit(member, rewardId)));
      const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json() as { code: string }).code));
      expect(tally(codes)).toEqual({ ok: 10, REDEEM_OUT_OF_REWARD: 90 });
      expect(await redeemedOf(rewardId)).toBe(10);

      const balances = await Promise.all(members.map((m) => userBalances(t.database.db, m.id)));
      expect(balances.filter((b) => b.points === 0n)).toHaveLength(10);
      expect(balances.filter((b) => b.points === 50n)).toHaveLength(90);
    },
  );

  // The PIN check allows at most five checks in flight per member (parallel guesses each take a
  // slot), so twenty parallel confirmations by one member would lock their PIN. The race that
  // matters is in the hold transaction after the PIN, which these call directly.
  const hold = (userId: number, rewardId: number, expectedCost: number) =>
    outcome(
      holdReward(t.database.db, t.clock, {
        userId,
        rewardId,
        idempotencyKey: randomUUID(),
        expectedCost,
        source: 'points',
        destination: { shipping: null, walletAddress: null },
      }),
    );

  it("one member's 20 parallel redemptions with points for 3: exactly 3", async () => {
    const member = await t.member({ points: 300 });
    const rewardId = await t.reward({ stock: 1000, costPoints: 100, perUserLimit: 100 });
    const results = await Promise.all(Array.from({ length: 20 }, () => hold(member.id, rewardId, 100)));
    expect(tally(results)).toEqual({ ok: 3, REDEEM_INSUFFICIENT_POINTS: 17 });
    expect((await userBalances(t.database.db, member.id)).points).toBe(0n);
    expect(await redeemedOf(rewardId)).toBe(3);
  });

  it("one member's 20 parallel redemptions of a reward limited to 3 per member: exactly 3", async () => {
    const member = await t.member({ points: 10_000 });
    const rewardId = await t.reward({ stock: 1000, costPoints: 10, perUserLimit: 3 });
    const results = await Promise.all(Array.from({ length: 20 }, () => hold(member.id, rewardId, 10)));
    expect(tally(results)).toEqual({ ok: 3, REDEEM_LIMIT_EXCEEDED: 17 });
    expect((await userBalances(t.database.db, member.id)).points).toBe(9_970n);
  });

  it('one member retrying one confirmation 10 times at once redeems once', async () => {
    const member = await t.member({ points: 500 });
    const rewardId = await t.reward({ costPoints: 100 });
    const idempotencyKey = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        holdReward(t.database.db, t.clock, {
          userId: member.id,
          rewardId,
          idempotencyKey,
          expectedCost: 100,
          source: 'points',
          destination: { shipping: null, walletAddress: null },
        }),
      ),
    );
    expect(new Set(results.map((r) => r.redemption.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await userBalances(t.database.db, member.id)).points).toBe(400n);
  });

  it('a coupon capped at 10 uses, redeemed by 40 members at once: exactly 10', async () => {
    const code = await t.coupon({ points: 25, maxUses: 10 });
    const members: Member[] = [];
    for (let i = 0; i < 40; i += 1) members.push(await t.member({ pin: false }));
    const responses = await Promise.all(
      members.map((member) =>
        t.app.inject({
          method: 'POST',
          url: '/api/client/coupon-codes/redeem',
          headers: member.headers,
          payload: { code },
        }),
      ),
    );
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json() as { code: string }).code));
    expect(tally(codes)).toEqual({ ok: 10, COUPON_INVALID: 30 });
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.used).toBe(10);
  });

  it('one member sending a coupon 10 times at once is credited once', async () => {
    const code = await t.coupon({ points: 40, maxUses: 1000 });
    const member = await t.member({ pin: false });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/client/coupon-codes/redeem',
          headers: member.headers,
          payload: { code },
        }),
      ),
    );
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json() as { code: string }).code));
    expect(tally(codes)).toEqual({ ok: 1, COUPON_ALREADY_USED: 9 });
    expect((await userBalances(t.database.db, member.id)).points).toBe(40n);
  });

  it('a fulfil and a cancel racing on one redemption: exactly one wins', async () => {
    const admin = await t.member({ role: 'admin' });
    const member = await t.member({ points: 100 });
    const submitted = (await t.submit(member, await t.reward())).json() as { redemption: { id: number } };
    const id = submitted.redemption.id;
    const responses = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/admin/redemptions/${id}/fulfil`,
        headers: admin.headers,
        payload: { trackingId: 'TH123' },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/redemptions/${id}/cancel`,
        headers: admin.headers,
        payload: { reason: 'duplicate' },
      }),
    ]);
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : (r.json() as { code: string }).code));
    expect(codes.sort()).toEqual(['REDEMPTION_NOT_PENDING', 'ok']);
    const points = (await userBalances(t.database.db, member.id)).points;
    expect([0n, 100n]).toContain(points);
  });
});
