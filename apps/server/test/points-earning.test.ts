import type { CampaignList } from '@app/contracts/learning';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { poolAccount } from '../src/modules/pop-quizzes/pop-quiz-schedule.ts';
import { articleIds, claim, createCampaign, earningReader, type Headers, markRead } from './learning-kit.ts';
import { popQuizKit } from './pop-quiz-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { answerAll, inject, QUIZ_API, quizIdOf, quizTaker } from './quizzes-kit.ts';
import {
  grantEarningSubscription,
  grantNonEarningSubscription,
  nonEarningPackage,
} from './subscription-grant.ts';
import { DRIVERS } from './test-db.ts';

const MORNING = new Date('2026-11-22T03:00:00Z');
const SUBSCRIBERS_ONLY = 'Points are earned by subscribers. Subscribe to earn points for your wins.';
const NOT_IN_PACKAGE =
  'Your package does not include earning points. Choose a package with point earning to earn them.';

/** The first-time subscriber offer of the seeded packages (content/subscriptions/packages.yaml). */
const WELCOME_OFFER = { slug: 'welcome-monthly', price: '1', firstTime: true, name: 'Welcome Month' };
const MONTHLY_OFFER = { slug: 'monthly', price: '5', firstTime: false, name: 'Monthly' };

describe.each(DRIVERS)('points are earned by subscribers, on %s', (driver) => {
  let t: ProfileTestApp;
  let kit: ReturnType<typeof popQuizKit>;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    kit = popQuizKit(t);
  });
  beforeEach(() => t.clock.set(MORNING));
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  describe('main quiz rewards', () => {
    const pointsOf = (userId: number) => balanceOf(t.database.db, { userId }, 'POINT');

    /** Takes the quiz with every answer right, after `meanwhile` changed the taker's term. */
    async function pass(slug: string, meanwhile: (userId: number) => Promise<void>, lang = 'en') {
      const quizId = await quizIdOf(t, slug);
      const user = await quizTaker(t);
      const pool = { system: `pool:main-quiz:${quizId}` } as const;
      await answerAll(t, user, quizId);
      await meanwhile(user.userId);
      const before = await balanceOf(t.database.db, pool, 'POINT');
      const finish = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, { ...user.headers, lang }, {});
      expect(finish.status, finish.raw).toBe(200);
      return { quizId, user, finish, poolMoved: before - (await balanceOf(t.database.db, pool, 'POINT')) };
    }

    it('pays a subscriber of an earning package, and says nothing was forfeited', async () => {
      const { user, finish, poolMoved } = await pass('what-is-bitcoin-quiz', async () => {});
      expect(finish.body.reward).toMatchObject({ status: 'paid', points: 100 });
      expect(finish.body.pointsForfeited).toBeNull();
      expect(await pointsOf(user.userId)).toBe(100n);
      expect(poolMoved).toBe(100n);
    });

    it('gives a taker whose term ended before the finish the grade and certificate, but no points', async () => {
      const { quizId, user, finish, poolMoved } = await pass('what-is-bitcoin-quiz', async (userId) => {
        await queryRows(
          t.database.db,
          sql`update user_subscriptions set ends_at = ${new Date(MORNING.getTime() - 1000).toISOString()}::timestamptz
              where user_id = ${userId}`,
        );
      });
      expect(finish.body).toMatchObject({ passed: true, grade: 'A+', reward: null });
      expect(finish.body.certificateCode).toMatch(/^[A-Za-z0-9]{32}$/);
      // The term ended, so the taker has subscribed before: the everyday package is offered.
      expect(finish.body.pointsForfeited).toEqual({
        wouldHaveEarned: 100,
        reason: 'POINTS_SUBSCRIBERS_ONLY',
        message: SUBSCRIBERS_ONLY,
        offer: { packageId: expect.any(Number), durationDays: 30, ...MONTHLY_OFFER },
      });
      expect(await pointsOf(user.userId)).toBe(0n);
      expect(poolMoved).toBe(0n);
      const rewards = await queryRows(
        t.database.db,
        sql`select 1 from quiz_rewards where user_id = ${user.userId}`,
      );
      expect(rewards).toEqual([]);
      // The result page reads the same later, in Thai too.
      const th = await inject(t, 'GET', `${QUIZ_API}/${quizId}/result`, { ...user.headers, lang: 'th' });
      expect(th.body.pointsForfeited).toMatchObject({
        wouldHaveEarned: 100,
        message: 'คะแนนสะสมได้เฉพาะสมาชิก สมัครสมาชิกเพื่อรับคะแนนจากการเล่นของคุณ',
        offer: { name: 'รายเดือน' },
      });

      // Subscribed again, a retake earns: the forfeited pass used up neither the pool nor the reward.
      await grantEarningSubscription(t.database.db, user.userId, MORNING);
      await answerAll(t, user, quizId);
      const retake = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {});
      expect(retake.body.reward).toMatchObject({ status: 'paid', points: 100 });
      expect(retake.body.pointsForfeited).toBeNull();
      expect(await pointsOf(user.userId)).toBe(100n);
    });

    it('pays nothing to a subscriber whose package does not earn points', async () => {
      const { user, finish, poolMoved } = await pass('what-is-a-blockchain-quiz', async (userId) => {
        const slug = await nonEarningPackage(t.database.db);
        await queryRows(
          t.database.db,
          sql`update user_subscriptions set package_id = (select id from subscription_packages where slug = ${slug})
              where user_id = ${userId}`,
        );
      });
      expect(finish.body).toMatchObject({ passed: true, reward: null });
      expect(finish.body.pointsForfeited).toMatchObject({
        reason: 'POINTS_NOT_IN_PACKAGE',
        message: NOT_IN_PACKAGE,
        offer: MONTHLY_OFFER,
      });
      expect(finish.body.pointsForfeited.wouldHaveEarned).toBeGreaterThan(0);
      expect(await pointsOf(user.userId)).toBe(0n);
      expect(poolMoved).toBe(0n);
    });
  });

  describe('pop quiz claims', () => {
    const pool = (id: number) => balanceOf(t.database.db, poolAccount(id), 'POINT');

    it('pays a subscriber, and keeps the prize for the pool when a non-subscriber wins', async () => {
      const id = await kit.openQuiz({ winners: 2, rewardPoints: 20 });
      const member = await kit.earner();
      const guest = await kit.player();

      const won = await kit.win(id, guest.headers);
      expect(won.json()).toMatchObject({ status: 'pending', correct: true, rewardPoints: 20 });
      expect(won.json().pointsForfeited).toEqual({
        wouldHaveEarned: 20,
        reason: 'POINTS_SUBSCRIBERS_ONLY',
        message: SUBSCRIBERS_ONLY,
        offer: { packageId: expect.any(Number), durationDays: 30, ...WELCOME_OFFER },
      });
      const refused = await kit.api.claim(id, { ...guest.headers, lang: 'th' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'POINTS_SUBSCRIBERS_ONLY',
        message: 'คะแนนสะสมได้เฉพาะสมาชิก สมัครสมาชิกเพื่อรับคะแนนจากการเล่นของคุณ',
      });
      expect(await pool(id)).toBe(40n);
      expect(await balanceOf(t.database.db, { userId: guest.id }, 'POINT')).toBe(0n);
      const [attempt] = await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from pop_quiz_attempts where pop_quiz_id = ${id} and user_id = ${guest.id}`,
      );
      expect(attempt).toEqual({ status: 'pending' });
      const facets = await queryRows(
        t.database.db,
        sql`select 1 from pop_quiz_reward_claims where pop_quiz_id = ${id}`,
      );
      expect(facets).toEqual([]);

      expect((await kit.win(id, member.headers)).json().pointsForfeited).toBeNull();
      const paid = await kit.api.claim(id, member.headers);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'completed', rewardPoints: 20 });
      expect(await balanceOf(t.database.db, { userId: member.id }, 'POINT')).toBe(20n);
      expect(await pool(id)).toBe(20n);

      // Subscribing within the claim window lets the won reward be claimed after all.
      await grantEarningSubscription(t.database.db, guest.id, MORNING);
      const late = await kit.api.claim(id, guest.headers);
      expect(late.statusCode).toBe(200);
      expect(await balanceOf(t.database.db, { userId: guest.id }, 'POINT')).toBe(20n);
      expect(await pool(id)).toBe(0n);
    });

    it('pays nothing to a subscriber whose package does not earn points', async () => {
      const id = await kit.openQuiz({ winners: 3, rewardPoints: 15 });
      const reader = await kit.player();
      await grantNonEarningSubscription(t.database.db, reader.id, MORNING);
      const won = await kit.win(id, reader.headers);
      expect(won.json().pointsForfeited).toMatchObject({
        wouldHaveEarned: 15,
        reason: 'POINTS_NOT_IN_PACKAGE',
        offer: MONTHLY_OFFER,
      });
      const refused = await kit.api.claim(id, reader.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'POINTS_NOT_IN_PACKAGE', message: NOT_IN_PACKAGE });
      expect(await pool(id)).toBe(45n);
      expect(await balanceOf(t.database.db, { userId: reader.id }, 'POINT')).toBe(0n);
    });

    it.runIf(driver === 'postgres')(
      'a crowd of subscribers and non-subscribers claiming at once: the pool pays its N prizes to subscribers only',
      async () => {
        const winners = 5;
        const id = await kit.openQuiz({ winners, rewardPoints: 10 });
        const players: { id: number; headers: Headers; earns: boolean }[] = [];
        for (let i = 0; i < 40; i += 1) {
          // Every other player is a subscriber; the rest would win first if anything let them.
          const earns = i % 2 === 1;
          const p = earns ? await kit.earner() : await kit.player();
          expect((await kit.win(id, p.headers)).json().status).toBe('pending');
          players.push({ ...p, earns });
        }
        const results = await Promise.all(players.map((p) => kit.api.claim(id, p.headers)));
        const outcome = results.map((r, i) => ({
          earns: players[i]!.earns,
          code: r.statusCode === 200 ? 'paid' : (r.json().code as string),
        }));
        const paid = outcome.filter((o) => o.code === 'paid');
        expect(paid).toHaveLength(winners);
        expect(paid.every((o) => o.earns)).toBe(true);
        expect(outcome.filter((o) => !o.earns).every((o) => o.code === 'POINTS_SUBSCRIBERS_ONLY')).toBe(true);
        expect(outcome.filter((o) => o.earns && o.code === 'POP_QUIZ_OUT_OF_REWARD')).toHaveLength(
          20 - winners,
        );
        expect(await pool(id)).toBe(0n);
        const [statuses] = await queryRows<{ completed: string; outofreward: string; pending: string }>(
          t.database.db,
          sql`select count(*) filter (where status = 'completed') as completed,
                     count(*) filter (where status = 'outofreward') as outofreward,
                     count(*) filter (where status = 'pending') as pending
              from pop_quiz_attempts where pop_quiz_id = ${id}`,
        );
        expect(statuses).toEqual({
          completed: String(winners),
          outofreward: String(20 - winners),
          pending: '20',
        });
        const [total] = await queryRows<{ sum: string }>(
          t.database.db,
          sql`select coalesce(sum(balance), 0)::text as sum from ledger_accounts
              where user_id in (${sql.join(
                players.filter((p) => !p.earns).map((p) => sql`${p.id}`),
                sql`, `,
              )})`,
        );
        expect(total!.sum).toBe('0');
      },
      120_000,
    );
  });

  describe('event (campaign) rewards', () => {
    let admin: Headers;
    let reads: number[];
    beforeAll(async () => {
      admin = await t.signIn(await t.createUser({ role: 'admin', firstName: 'Anan' }));
      const ids = await articleIds(t, ['seed-phrases-and-private-keys', 'spotting-crypto-scams']);
      reads = [...ids.values()];
    });
    const campaignOf = async (headers: Headers, id: number) =>
      (
        (await t.app.inject({ url: '/api/client/learning/campaigns', headers })).json() as CampaignList
      ).running.find((c) => c.id === id)!;

    it('pays a qualified subscriber; a qualified non-subscriber is told what the claim would pay', async () => {
      const campaign = await createCampaign(t, admin, { pool: 60, rewardPoints: 30 });
      const pool = { system: `pool:campaign:${campaign.id}` } as const;
      const memberId = await earningReader(t);
      const guestId = await t.createUser();
      await markRead(t, [memberId, guestId], reads);
      const guest = await t.signIn(guestId);

      const view = await campaignOf(guest, campaign.id);
      expect(view.me).toEqual({
        qualified: true,
        claim: null,
        pointsForfeited: {
          wouldHaveEarned: 30,
          reason: 'POINTS_SUBSCRIBERS_ONLY',
          message: SUBSCRIBERS_ONLY,
          offer: { packageId: expect.any(Number), durationDays: 30, ...WELCOME_OFFER },
        },
      });
      const refused = await claim(t, guest, campaign.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('POINTS_SUBSCRIBERS_ONLY');
      expect(await balanceOf(t.database.db, pool, 'POINT')).toBe(60n);
      expect(await balanceOf(t.database.db, { userId: guestId }, 'POINT')).toBe(0n);

      const member = await t.signIn(memberId);
      expect((await campaignOf(member, campaign.id)).me?.pointsForfeited).toBeNull();
      const paid = await claim(t, member, campaign.id);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ points: 30, replayed: false });
      expect(await balanceOf(t.database.db, pool, 'POINT')).toBe(30n);

      // Nothing of the refused claim was kept: once subscribed, the same reader is paid.
      await grantEarningSubscription(t.database.db, guestId, MORNING);
      expect((await claim(t, guest, campaign.id)).statusCode).toBe(200);
      expect(await balanceOf(t.database.db, { userId: guestId }, 'POINT')).toBe(30n);
    });

    it('pays nothing to a subscriber whose package does not earn points', async () => {
      const campaign = await createCampaign(t, admin, { pool: 30, rewardPoints: 30 });
      const readerId = await t.createUser();
      await grantNonEarningSubscription(t.database.db, readerId, MORNING);
      await markRead(t, [readerId], reads);
      const reader = { ...(await t.signIn(readerId)), lang: 'en' };
      expect((await campaignOf(reader, campaign.id)).me?.pointsForfeited).toMatchObject({
        reason: 'POINTS_NOT_IN_PACKAGE',
        offer: MONTHLY_OFFER,
      });
      const refused = await claim(t, reader, campaign.id);
      expect(refused.json()).toMatchObject({ code: 'POINTS_NOT_IN_PACKAGE', message: NOT_IN_PACKAGE });
      expect(await balanceOf(t.database.db, { system: `pool:campaign:${campaign.id}` }, 'POINT')).toBe(30n);
    });
  });
});
