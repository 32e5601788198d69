import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  nextAddress,
  PUBLIC_URL,
  STRONG_PASSWORD,
} from './accounts-kit.ts';
import { users } from '../src/db/schema/index.ts';
import { linkIn } from './mail-inbox.ts';
import { DRIVERS } from './test-db.ts';

const HOUR = 60 * 60 * 1000;

describe.each(DRIVERS)('accounts API on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });
  const expectError = (response: LightMyRequestResponse, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
  };
  const registerBody = (email: string, extra: object = {}) => ({
    email,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    acceptTerms: true,
    ...extra,
  });

  /** Registers, receives the confirmation mail over SMTP and follows its link. */
  async function registerConfirmed(email: string, password = STRONG_PASSWORD) {
    const registered = await post(
      '/api/client/auth/register',
      registerBody(email, { password, confirmPassword: password }),
    );
    expect(registered.statusCode, registered.body).toBe(201);
    await t.deliver();
    const mail = t.inbox.for(email).at(-1);
    if (!mail) throw new Error(`no mail for ${email}`);
    const token = linkIn(mail, '/confirm').searchParams.get('token');
    expect((await post('/api/client/auth/confirm', { token })).statusCode).toBe(200);
  }
  async function login(email: string, password = STRONG_PASSWORD) {
    const response = await post('/api/client/auth/login', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  }

  describe('register', () => {
    it('names every missing field with the spec messages', async () => {
      const response = await post('/api/client/auth/register', {});
      expectError(response, 400, 'Please input your email');
      const messages = Object.fromEntries(
        response.json().fields.map((f: { path: string; message: string }) => [f.path, f.message]),
      );
      expect(messages).toMatchObject({
        'body.email': 'Please input your email',
        'body.password': 'Please input your password',
        'body.confirmPassword': 'Please re-enter your password',
        'body.acceptTerms': 'Please check agree to the terms and conditions',
      });
    });

    it.each([
      [{ email: 'not-an-email' }, 'Email invalid'],
      [{ password: 'short1!A', confirmPassword: 'short1!A', email: '' }, 'Please input your email'],
      [
        { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
        'Password must be at least 8 characters',
      ],
      [{ password: 'NoDigits!!', confirmPassword: 'NoDigits!!' }, 'Password must be at least 8 characters'],
      [{ password: 'NoSpecial12', confirmPassword: 'NoSpecial12' }, 'Password must be at least 8 characters'],
      [{ password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }, 'Password must be at least 8 characters'],
      [{ confirmPassword: '' }, 'Please re-enter your password'],
      [{ confirmPassword: 'Learn2Earn?' }, 'Confirm password not matching'],
      [{ acceptTerms: false }, 'Please check agree to the terms and conditions'],
    ])('refuses %o with "%s"', async (change, message) => {
      const response = await post('/api/client/auth/register', registerBody('form@example.com', change));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('answers in Thai when asked', async () => {
      const response = await post(
        '/api/client/auth/register',
        registerBody('x@example.com', { acceptTerms: false }),
        {
          lang: 'th',
        },
      );
      expectError(response, 400, 'กรุณาทำเครื่องหมายยอมรับข้อกำหนดและเงื่อนไข');
    });

    it('refuses a registered e-mail in any letter case, and stores only an argon2id hash', async () => {
      expect((await post('/api/client/auth/register', registerBody('dup@example.com'))).statusCode).toBe(201);
      expectError(
        await post('/api/client/auth/register', registerBody('DUP@Example.com')),
        409,
        'Email is duplicate',
      );
      const [row] = await t.database.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.email, 'dup@example.com'));
      expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.hash).not.toContain(STRONG_PASSWORD);
    });
  });

  describe('confirmation', () => {
    it('mails a single-use link over SMTP; login is refused until it is followed', async () => {
      const email = 'reader.confirm@example.com';
      expect((await post('/api/client/auth/register', registerBody(email))).statusCode).toBe(201);
      expectError(
        await post('/api/client/auth/login', { email, password: STRONG_PASSWORD }),
        403,
        'Email is not verify. Please check your email.',
      );
      expect(await t.deliver()).toBeGreaterThanOrEqual(1);
      const mail = t.inbox.for(email).at(-1);
      expect(mail?.subject).toBe('Confirm your e-mail for KUB Academy');
      expect(mail?.html).toContain('Confirm my e-mail');
      const link = linkIn(mail!, '/confirm');
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/en/confirm');
      const token = link.searchParams.get('token');

      expect((await post('/api/client/auth/confirm', { token })).statusCode).toBe(200);
      expectError(await post('/api/client/auth/confirm', { token }), 410, 'This link is expired.');
      expect((await post('/api/client/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(
        200,
      );
    });

    it('mails in Thai for a Thai registration, and the link expires after a day', async () => {
      const email = 'thai.reader@example.com';
      await post('/api/client/auth/register', registerBody(email), { lang: 'th' });
      await t.deliver();
      const mail = t.inbox.for(email).at(-1)!;
      expect(mail.subject).toBe('ยืนยันอีเมลของคุณสำหรับ KUB Academy');
      expect(mail.text).toContain('ลิงก์นี้ใช้ได้เพียงครั้งเดียว');
      const link = linkIn(mail, '/confirm');
      expect(link.pathname).toBe('/th/confirm');
      t.clock.advance(25 * HOUR);
      expectError(
        await post('/api/client/auth/confirm', { token: link.searchParams.get('token') }),
        410,
        'This link is expired.',
      );
    });

    it('resends the mail while unconfirmed, and says something went wrong otherwise', async () => {
      const email = 'resend@example.com';
      await post('/api/client/auth/register', registerBody(email));
      expect((await post('/api/client/auth/resend', { email })).statusCode).toBe(200);
      await t.deliver();
      expect(t.inbox.for(email)).toHaveLength(2);
      const token = linkIn(t.inbox.for(email)[1]!, '/confirm').searchParams.get('token');
      expect((await post('/api/client/auth/confirm', { token })).statusCode).toBe(200);

      expectError(await post('/api/client/auth/resend', { email }), 400, 'Request something went wrong.');
      expectError(
        await post('/api/client/auth/resend', { email: 'nobody@example.com' }),
        400,
        'Request something went wrong.',
      );
    });
  });

  describe('login', () => {
    beforeAll(async () => {
      await registerConfirmed('lock@example.com');
      await registerConfirmed('timing@example.com');
    });

    it('says only that the e-mail or password is incorrect', async () => {
      expectError(
        await post('/api/client/auth/login', { email: 'timing@example.com', password: 'Wrong1!pass' }),
        401,
        'Email or password is incorrect.',
      );
      expectError(
        await post('/api/client/auth/login', { email: 'ghost@example.com', password: 'Wrong1!pass' }),
        401,
        'Email or password is incorrect.',
      );
      expectError(
        await post('/api/client/auth/login', { email: 'timing@example.com' }),
        400,
        'Please input your password',
      );
    });

    it('locks the account for 15 minutes after 5 failures from one source, even for the right password', async () => {
      const email = 'lock@example.com';
      const source = nextAddress();
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: source });
      for (let i = 1; i <= 4; i++) {
        const failure = await post('/api/client/auth/login', { email, password: `Wrong${i}!x` });
        expectError(failure, 401, 'Email or password is incorrect.');
        // The captcha is off in these tests, so no failure asks for it.
        expect(failure.json()).not.toHaveProperty('captchaRequired');
      }
      expectError(
        await post('/api/client/auth/login', { email, password: 'Wrong5!x' }),
        423,
        'Your account has been temporarily locked',
      );
      expectError(
        await post('/api/client/auth/login', { email, password: STRONG_PASSWORD }),
        423,
        'Your account has been temporarily locked',
      );
      t.clock.advance(14 * 60 * 1000);
      expectError(
        await post('/api/client/auth/login', { email, password: STRONG_PASSWORD }),
        423,
        'Your account has been temporarily locked',
      );
      t.clock.advance(61 * 1000);
      expect((await post('/api/client/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(
        200,
      );
      // A success starts the count again.
      expectError(
        await post('/api/client/auth/login', { email, password: 'Wrong6!x' }),
        401,
        'Email or password is incorrect.',
      );
    });

    it('locks an unknown address the same way, so the lock does not reveal who is registered', async () => {
      const email = 'never.registered@example.com';
      const source = nextAddress();
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress: source });
      for (let i = 1; i <= 4; i++) await post('/api/client/auth/login', { email, password: `Wrong${i}!x` });
      expectError(
        await post('/api/client/auth/login', { email, password: 'Wrong5!x' }),
        423,
        'Your account has been temporarily locked',
      );
    });

    it('takes as long for an unknown e-mail as for a known one', async () => {
      const sample = async (email: string) => {
        const started = performance.now();
        await post('/api/client/auth/login', { email, password: 'Wrong1!pass' });
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      await sample('warm-up@example.com');
      for (let i = 0; i < 9; i++) {
        known.push(await sample('timing@example.com'));
        unknown.push(await sample(`nobody${i}@example.com`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const [k, u] = [median(known), median(unknown)];
      // Both verify one argon2id hash (tens of milliseconds); a skipped hash would be ~10x faster.
      // The margin leaves room for a machine busy with other work between samples.
      expect(Math.min(k, u) / Math.max(k, u)).toBeGreaterThan(0.3);
      expect(u).toBeGreaterThan(10);
    });

    it('refuses an account restricted by an admin', async () => {
      await registerConfirmed('blocked@example.com');
      await t.database.db.execute("update users set blocked_at = now() where email = 'blocked@example.com'");
      expectError(
        await post('/api/client/auth/login', { email: 'blocked@example.com', password: STRONG_PASSWORD }),
        403,
        'Your account is restricted by an admin. Please contact support',
      );
    });
  });

  describe('current user and logout', () => {
    it('answers the signed-in user, updates the name, and logout revokes the token at once', async () => {
      await registerConfirmed('me@example.com');
      const token = await login('me@example.com');
      const auth = { authorization: `Bearer ${token}`, type: 'user', lang: 'en' };
      const me = await post('/api/client/user-clients/me', undefined, auth);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: 'me@example.com',
        emailVerified: true,
        role: 'user',
        locale: 'en',
      });

      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/client/user-clients/me',
        headers: auth,
        payload: { firstName: 'Somchai', surname: 'Jaidee', locale: 'th' },
      });
      expect(patched.json()).toMatchObject({ firstName: 'Somchai', surname: 'Jaidee', locale: 'th' });

      expect((await post('/api/client/user-clients/logout', undefined, auth)).statusCode).toBe(200);
      expectError(
        await post('/api/client/user-clients/me', undefined, auth),
        401,
        'Please log in before continuing.',
      );
      expectError(
        await post('/api/client/user-clients/logout', undefined, auth),
        401,
        'Please log in before continuing.',
      );
    });

    it('asks a visitor to log in, in the request language', async () => {
      expectError(await post('/api/client/user-clients/me'), 401, 'Please log in before continuing.');
      expectError(
        await post('/api/client/user-clients/me', undefined, { lang: 'th' }),
        401,
        'กรุณาเข้าสู่ระบบก่อนดำเนินการต่อ',
      );
    });
  });

  describe('forgot and reset password', () => {
    const email = 'forgetful@example.com';
    const NEW_PASSWORD = 'Fresh#Start9';
    beforeAll(() => registerConfirmed(email));

    const resetLink = async () => {
      await t.deliver();
      return linkIn(t.inbox.for(email).at(-1)!, '/reset-password').searchParams.get('token')!;
    };

    it('says when the e-mail is not registered', async () => {
      expectError(
        await post('/api/client/auth/forgot-password', { email: 'ghost@example.com' }),
        404,
        'Email not found',
      );
      expectError(
        await post('/api/client/auth/forgot-password', { email: '' }),
        400,
        'Please input your email',
      );
    });

    it('expires a reset link after one hour', async () => {
      expect((await post('/api/client/auth/forgot-password', { email })).statusCode).toBe(200);
      const token = await resetLink();
      expect((await post('/api/client/auth/reset-password/check', { token })).statusCode).toBe(200);
      t.clock.advance(HOUR + 1000);
      expectError(
        await post('/api/client/auth/reset-password/check', { token }),
        410,
        'This link is expired.',
      );
      expectError(
        await post('/api/client/auth/reset-password', {
          token,
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
        410,
        'This link is expired.',
      );
    });

    it('resets once per link, signs out old sessions, and refuses another reset until the next Bangkok day', async () => {
      // 10:00 in Bangkok.
      t.clock.set(new Date('2026-12-01T03:00:00Z'));
      const oldSession = await login(email);
      expect(
        (await post('/api/client/auth/forgot-password', { email: email.toUpperCase() })).statusCode,
      ).toBe(200);
      const token = await resetLink();
      expect(t.inbox.for(email).at(-1)?.subject).toBe('Reset your KUB Academy password');

      const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      expectError(
        await post('/api/client/auth/reset-password', { ...body, confirmPassword: 'x' }),
        400,
        'Confirm password not matching',
      );
      // Spec §5: the old password is not a new one, after a reset either; the link stays usable.
      expectError(
        await post('/api/client/auth/reset-password', {
          token,
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        }),
        400,
        'Old password and new password must not be the same',
      );
      expect((await post('/api/client/auth/reset-password', body)).statusCode).toBe(200);
      expectError(await post('/api/client/auth/reset-password', body), 410, 'This link is expired.');

      expectError(
        await post('/api/client/user-clients/me', undefined, { authorization: `Bearer ${oldSession}` }),
        401,
        'Please log in before continuing.',
      );
      expectError(
        await post('/api/client/auth/login', { email, password: STRONG_PASSWORD }),
        401,
        'Email or password is incorrect.',
      );
      const newSession = await login(email, NEW_PASSWORD);
      // A wrong current password is named as such, not as today's limit on changes.
      expectError(
        await post(
          '/api/client/auth/change-password',
          { oldPassword: 'Not#MyPassword1', password: 'Another#Pass42', confirmPassword: 'Another#Pass42' },
          { authorization: `Bearer ${newSession}` },
        ),
        400,
        'Old password incorrect',
      );

      // 23:59 the same day in Bangkok: still refused.
      t.clock.set(new Date('2026-12-01T16:59:00Z'));
      expectError(
        await post('/api/client/auth/forgot-password', { email }),
        429,
        'you can reset your password tomorrow',
      );
      // Midnight in Bangkok is a new day.
      t.clock.set(new Date('2026-12-01T17:00:00Z'));
      expect((await post('/api/client/auth/forgot-password', { email })).statusCode).toBe(200);
    });

    it('lets only the newest reset link work', async () => {
      t.clock.set(new Date('2026-12-05T03:00:00Z'));
      const other = 'two.links@example.com';
      await registerConfirmed(other);
      await post('/api/client/auth/forgot-password', { email: other });
      await post('/api/client/auth/forgot-password', { email: other });
      await t.deliver();
      const [first, second] = t.inbox
        .for(other)
        .slice(-2)
        .map((mail) => linkIn(mail, '/reset-password').searchParams.get('token'));
      expectError(
        await post('/api/client/auth/reset-password/check', { token: first }),
        410,
        'This link is expired.',
      );
      expect((await post('/api/client/auth/reset-password/check', { token: second })).statusCode).toBe(200);
    });
  });

  describe('change password', () => {
    it('checks the old password and refuses the same one', async () => {
      const email = 'changer@example.com';
      await registerConfirmed(email);
      const token = await login(email);
      const otherDevice = await login(email);
      const auth = { authorization: `Bearer ${token}` };
      const url = '/api/client/auth/change-password';
      expectError(
        await post(url, {
          oldPassword: STRONG_PASSWORD,
          password: 'New#Pass123',
          confirmPassword: 'New#Pass123',
        }),
        401,
        'Please log in before continuing.',
      );
      expectError(
        await post(
          url,
          { oldPassword: STRONG_PASSWORD, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
          auth,
        ),
        400,
        'Old password and new password must not be the same',
      );
      expectError(
        await post(
          url,
          { oldPassword: 'Wrong1!pass', password: 'New#Pass123', confirmPassword: 'New#Pass123' },
          auth,
        ),
        400,
        'Old password incorrect',
      );
      expectError(
        await post(
          url,
          { oldPassword: STRONG_PASSWORD, password: 'weakpass', confirmPassword: 'weakpass' },
          auth,
        ),
        400,
        'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter, a digit and a special character (@$!%*?_#&).',
      );
      expect(
        (
          await post(
            url,
            { oldPassword: STRONG_PASSWORD, password: 'New#Pass123', confirmPassword: 'New#Pass123' },
            auth,
          )
        ).statusCode,
      ).toBe(200);
      expect((await post('/api/client/user-clients/me', undefined, auth)).statusCode).toBe(200);
      expect(
        (await post('/api/client/user-clients/me', undefined, { authorization: `Bearer ${otherDevice}` }))
          .statusCode,
      ).toBe(401);
      await login(email, 'New#Pass123');
    });
  });

  describe('rate limits', () => {
    it('answers 429 with Retry-After after too many sign-in attempts from one address', async () => {
      const remoteAddress = '10.200.0.1';
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 11; i++) {
        last = await t.app.inject({
          method: 'POST',
          url: '/api/client/auth/login',
          remoteAddress,
          payload: { email: `rate${i}@example.com`, password: 'Wrong1!pass' },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(last?.statusCode).toBe(429);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.json().code).toBe('RATE_LIMITED');
    });

    it.each([
      ['/api/client/auth/register', 5],
      ['/api/client/auth/forgot-password', 5],
      ['/api/client/auth/resend', 5],
      ['/api/v2/verify-captcha', 20],
    ])('limits %s to %i a minute', async (url, max) => {
      const remoteAddress = `10.201.0.${max}${url.length % 10}`;
      let status = 0;
      for (let i = 0; i <= max; i++) {
        status = (await t.app.inject({ method: 'POST', url, remoteAddress, payload: {} })).statusCode;
      }
      expect(status).toBe(429);
    });
  });

  describe('demo accounts', () => {
    it.each([
      ['reader@kub-academy.local', 'Reader#2026', { role: 'user', isSubscriber: false, locale: 'th' }],
      ['subscriber@kub-academy.local', 'Subscriber#2026', { role: 'user', isSubscriber: true }],
      ['admin@kub-academy.local', 'Admin#2026', { role: 'admin' }],
    ])('%s signs in with the password the README gives', async (email, password, expected) => {
      const response = await post('/api/client/auth/login', { email, password });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user).toMatchObject({ email, emailVerified: true, ...expected });
    });

    it('are seeded once: seeding again adds nobody and keeps passwords', async () => {
      const { DEMO_USERS, seedAccounts } = await import('../src/seed/accounts.ts');
      const count = async () =>
        (
          await t.database.db
            .select({ id: users.id })
            .from(users)
            .where(like(users.email, '%@kub-academy.local'))
        ).length;
      expect(await count()).toBe(DEMO_USERS.length);
      await seedAccounts(t.database.db);
      expect(await count()).toBe(DEMO_USERS.length);
    });
  });

  describe('OpenAPI', () => {
    it('documents every accounts call', async () => {
      const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
      for (const path of [
        '/api/client/auth/register',
        '/api/client/auth/confirm',
        '/api/client/auth/resend',
        '/api/client/auth/login',
        '/api/client/auth/forgot-password',
        '/api/client/auth/reset-password',
        '/api/client/auth/change-password',
        '/api/client/user-clients/me',
        '/api/client/user-clients/logout',
        '/api/v2/verify-captcha',
      ]) {
        expect(doc.paths[path], path).toBeDefined();
      }
      expect(doc.paths['/api/client/user-clients/me'].patch).toBeDefined();
    });
  });
});
