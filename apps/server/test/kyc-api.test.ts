import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeAccounts } from '../src/db/schema/index.ts';
import { requireUser } from '../src/plugins/auth.ts';
import { requireKycVerified } from '../src/policies/kyc.policy.ts';
import { startAttempt } from '../src/modules/pop-quizzes/pop-quiz-attempt.service.ts';
import { startQuiz } from '../src/modules/quizzes/quiz-attempt.service.ts';
import { redeemReward } from '../src/modules/rewards/redeem-reward.service.ts';
import { redeemToken } from '../src/modules/wallet/redeem-token.service.ts';
import { quizIdOf } from './quizzes-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('KYC status and guard on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    // A later feature's service, checking KYC through the one rule with the app's reading of it.
    t = await createProfileTestApp(driver, {
      beforeReady: (app: FastifyInstance) => {
        app.post('/api/test/quiz', async (request) => {
          const { id } = requireUser(request);
          await requireKycVerified(app.kycStatus, id, 'quiz');
          return { userId: id };
        });
        app.post('/api/test/redeem', async (request) => {
          await requireKycVerified(app.kycStatus, requireUser(request).id, 'redeem');
          return { ok: true };
        });
      },
    });
    admin = await t.signIn(await t.createUser({ role: 'admin' }));
  });
  afterAll(() => t.close());

  const status = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/client/check-kyc-status', headers }).then((r) => r.json());

  it('is unverified without exchange data, verified from the configured level', async () => {
    const none = await t.createUser();
    expect(await status(await t.signIn(none))).toEqual({
      verified: false,
      kycLevel: null,
      requiredLevel: 2,
      source: 'none',
    });

    const low = await t.createUser();
    await t.database.db
      .insert(exchangeAccounts)
      .values({ userId: low, subject: `s-${low}`, email: 'x@example.com', kycLevel: 1 });
    expect(await status(await t.signIn(low))).toMatchObject({
      verified: false,
      kycLevel: 1,
      source: 'exchange',
    });

    const high = await t.createUser();
    await t.database.db
      .insert(exchangeAccounts)
      .values({ userId: high, subject: `s-${high}`, email: 'y@example.com', kycLevel: 2 });
    expect(await status(await t.signIn(high))).toMatchObject({
      verified: true,
      kycLevel: 2,
      source: 'exchange',
    });
  });

  it('guards a quiz and a redemption with the spec messages, in both languages', async () => {
    const user = await t.signIn(await t.createUser());
    const quiz = await t.app.inject({ method: 'POST', url: '/api/test/quiz', headers: user });
    expect(quiz.statusCode).toBe(403);
    expect(quiz.json()).toEqual({
      code: 'KYC_REQUIRED_QUIZ',
      message: 'Please complete your KYC verification before doing a quiz',
    });
    const redeem = await t.app.inject({ method: 'POST', url: '/api/test/redeem', headers: user });
    expect(redeem.json().message).toBe('Please complete your KYC verification before redemption');
    const th = await t.app.inject({
      method: 'POST',
      url: '/api/test/redeem',
      headers: { ...user, lang: 'th' },
    });
    expect(th.json().message).toBe('กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนแลกรางวัล');
    const visitor = await t.app.inject({ method: 'POST', url: '/api/test/quiz' });
    expect(visitor.statusCode).toBe(401);
  });

  it("lets an admin override the exchange's decision both ways, and clear the override", async () => {
    const userId = await t.createUser();
    const user = await t.signIn(userId);
    const set = (override: boolean | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${userId}/kyc-override`,
        headers: admin,
        payload: { override },
      });

    expect((await set(true)).json()).toMatchObject({ id: userId, kycOverride: true });
    expect(await status(user)).toMatchObject({ verified: true, source: 'override' });
    const quiz = await t.app.inject({ method: 'POST', url: '/api/test/quiz', headers: user });
    expect(quiz.json()).toEqual({ userId });

    await t.database.db
      .insert(exchangeAccounts)
      .values({ userId, subject: `s-${userId}`, email: 'z@example.com', kycLevel: 3 });
    await set(false);
    expect(await status(user)).toMatchObject({ verified: false, kycLevel: 3, source: 'override' });
    await set(null);
    expect(await status(user)).toMatchObject({ verified: true, source: 'exchange' });
  });

  it('is checked by the services themselves, so a caller that skips the routes does not skip KYC', async () => {
    const unverified = await t.createUser();
    const kyc = t.app.kycStatus;
    const code = (work: Promise<unknown>) =>
      work.then(
        () => 'accepted',
        (error: { code?: string }) => error.code,
      );
    const quizId = await quizIdOf(t, 'what-is-bitcoin-quiz');
    expect(
      await code(startQuiz(t.database.db, t.clock, { userId: unverified, locale: 'en' }, quizId, kyc)),
    ).toBe('KYC_REQUIRED_QUIZ');
    expect(await code(startAttempt(t.database.db, t.clock, unverified, 1, 'en', kyc))).toBe(
      'KYC_REQUIRED_QUIZ',
    );
    expect(
      await code(
        redeemToken(t.database.db, t.clock, unverified, 'kyc-direct-1', { points: 100, pin: '135790' }, kyc),
      ),
    ).toBe('KYC_REQUIRED_REDEEM');
    expect(
      await code(
        redeemReward(
          t.database.db,
          t.clock,
          unverified,
          1,
          { pin: '135790', idempotencyKey: 'k-1' },
          'en',
          kyc,
        ),
      ),
    ).toBe('KYC_REQUIRED_REDEEM');
  });
});
