import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { startOfBangkokDay } from '../src/lib/bangkok-day.ts';
import { hashPassword } from '../src/modules/accounts/password-hash.ts';
import { type AccountsTestApp, createAccountsTestApp, nextAddress, STRONG_PASSWORD } from './accounts-kit.ts';
import { linkIn } from './mail-inbox.ts';
import { DRIVERS } from './test-db.ts';

const TOMORROW = 'you can reset your password tomorrow';
const MAIL_LIMITED =
  'Several reset links were sent to this e-mail address within the last hour. Please check your inbox or try again later.';

describe('Bangkok day', () => {
  it.each([
    ['2026-12-01T03:00:00Z', '2026-11-30T17:00:00.000Z'],
    ['2026-12-01T16:59:59Z', '2026-11-30T17:00:00.000Z'],
    ['2026-12-01T17:00:00Z', '2026-12-01T17:00:00.000Z'],
    ['2026-12-31T23:00:00Z', '2026-12-31T17:00:00.000Z'],
  ])('a day that holds %s starts at %s', (instant, start) => {
    expect(startOfBangkokDay(new Date(instant)).toISOString()).toBe(start);
  });
});

describe.each(DRIVERS)('password limits on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });
  const expectAnswer = (response: LightMyRequestResponse, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
  };
  async function createAccount(email: string) {
    await t.database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(STRONG_PASSWORD), emailVerifiedAt: t.clock.now() });
  }
  async function signIn(email: string, password = STRONG_PASSWORD) {
    const response = await post('/api/client/auth/login', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${response.json().token as string}` };
  }
  const change = (headers: Record<string, string>, oldPassword: string, password: string) =>
    post('/api/client/auth/change-password', { oldPassword, password, confirmPassword: password }, headers);

  describe('reset mails to one address', () => {
    it('are limited per address across sources, and allowed again an hour later', async () => {
      t.clock.set(new Date('2026-12-02T03:00:00Z'));
      const email = 'inbox.flood@example.com';
      await createAccount(email);
      // Each request from another address, so only the per-address limit can stop them.
      for (let i = 0; i < 3; i++) {
        expect((await post('/api/client/auth/forgot-password', { email })).statusCode).toBe(200);
        t.clock.advance(60 * 1000);
      }
      const refused = await post('/api/client/auth/forgot-password', { email: email.toUpperCase() });
      expectAnswer(refused, 429, MAIL_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBe(60 * 60 - 3 * 60);
      const thai = await post('/api/client/auth/forgot-password', { email }, { lang: 'th' });
      expect(thai.json()).toMatchObject({
        code: 'RESET_MAIL_LIMITED',
        message: expect.stringMatching(/[\u0E00-\u0E7F]/),
      });
      expect(await t.deliver()).toBeGreaterThanOrEqual(3);
      expect(t.inbox.for(email)).toHaveLength(3);

      // Another address is not affected.
      await createAccount('someone.else@example.com');
      expect(
        (await post('/api/client/auth/forgot-password', { email: 'someone.else@example.com' })).statusCode,
      ).toBe(200);
      // The first mail leaves the hour: one more may go.
      t.clock.advance(57 * 60 * 1000 + 1000);
      expect((await post('/api/client/auth/forgot-password', { email })).statusCode).toBe(200);
      expectAnswer(await post('/api/client/auth/forgot-password', { email }), 429, MAIL_LIMITED);
      // The newest link still works.
      await t.deliver();
      const token = linkIn(t.inbox.for(email).at(-1)!, '/reset-password').searchParams.get('token');
      expect((await post('/api/client/auth/reset-password/check', { token })).statusCode).toBe(200);
    });

    it('hold when many requests arrive at once', async () => {
      t.clock.set(new Date('2026-12-03T03:00:00Z'));
      const email = 'burst.flood@example.com';
      await createAccount(email);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post('/api/client/auth/forgot-password', { email })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    });
  });

  describe('changing the password', () => {
    it('is allowed once per Bangkok day, like a reset', async () => {
      // 10:00 in Bangkok.
      t.clock.set(new Date('2026-12-10T03:00:00Z'));
      const email = 'changer.daily@example.com';
      await createAccount(email);
      const session = await signIn(email);
      expect((await change(session, STRONG_PASSWORD, 'Second#Pass2')).statusCode).toBe(200);
      expectAnswer(await change(session, 'Second#Pass2', 'Third#Pass3'), 429, TOMORROW);
      // A reset link the same day is refused too: the password already changed today.
      expectAnswer(await post('/api/client/auth/forgot-password', { email }), 429, TOMORROW);

      // 23:59 in Bangkok: still the same day.
      t.clock.set(new Date('2026-12-10T16:59:00Z'));
      expectAnswer(await change(session, 'Second#Pass2', 'Third#Pass3'), 429, TOMORROW);
      // Midnight in Bangkok.
      t.clock.set(new Date('2026-12-10T17:00:00Z'));
      expect((await change(session, 'Second#Pass2', 'Third#Pass3')).statusCode).toBe(200);
      await signIn(email, 'Third#Pass3');
    });

    it('after a reset through the mailed link waits for the next day as well', async () => {
      t.clock.set(new Date('2026-12-11T03:00:00Z'));
      const email = 'reset.then.change@example.com';
      await createAccount(email);
      expect((await post('/api/client/auth/forgot-password', { email })).statusCode).toBe(200);
      await t.deliver();
      const token = linkIn(t.inbox.for(email).at(-1)!, '/reset-password').searchParams.get('token');
      const reset = await post('/api/client/auth/reset-password', {
        token,
        password: 'Reset#Pass1',
        confirmPassword: 'Reset#Pass1',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const session = await signIn(email, 'Reset#Pass1');
      expectAnswer(await change(session, 'Reset#Pass1', 'Other#Pass2'), 429, TOMORROW);
    });

    it('lets only one of two simultaneous changes through', async () => {
      t.clock.set(new Date('2026-12-12T03:00:00Z'));
      const email = 'double.change@example.com';
      await createAccount(email);
      const session = await signIn(email);
      const answers = await Promise.all([
        change(session, STRONG_PASSWORD, 'First#Pass1'),
        change(session, STRONG_PASSWORD, 'Other#Pass2'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordResetAt?.toISOString()).toBe('2026-12-12T03:00:00.000Z');
    });
  });
});
