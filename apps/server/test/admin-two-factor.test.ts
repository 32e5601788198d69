import { ACCOUNTS_API } from '@app/contracts/accounts';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSecondFactors, users } from '../src/db/schema/index.ts';
import { sealToken } from '../src/lib/token-crypto.ts';
import { hashPassword } from '../src/modules/accounts/password-hash.ts';
import { createSession } from '../src/modules/identity/session.service.ts';
import { type AccountsTestApp, createAccountsTestApp, nextAddress, STRONG_PASSWORD } from './accounts-kit.ts';
import { DRIVERS } from './test-db.ts';

const STEP_MS = 30 * 1000;
const ADMIN_CALL = '/api/admin/users';

type Headers = Record<string, string>;

/** The code an authenticator app shows for this secret at that moment. */
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

describe.each(DRIVERS)('the second factor of the back office on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver, { staffTwoFactor: 'required' });
  });
  afterAll(() => t.close());

  async function createUser(email: string, role: 'user' | 'editor' | 'admin') {
    await t.database.db.insert(users).values({
      email,
      role,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      emailVerifiedAt: t.clock.now(),
    });
  }
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: ACCOUNTS_API.login,
      payload: { email, password: STRONG_PASSWORD },
      remoteAddress: nextAddress(),
    });
  const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  /** An admin with the factor on: signs in with the password, sets it up, confirms it. */
  async function adminWithFactor(email: string) {
    await createUser(email, 'admin');
    const session = bearer((await login(email)).json().token);
    const setup = (await post(ACCOUNTS_API.secondFactorSetup, session)).json();
    const confirmed = await post(ACCOUNTS_API.secondFactorConfirm, session, {
      code: codeAt(setup.secret, t.clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return {
      session,
      secret: setup.secret as string,
      recoveryCodes: confirmed.json().recoveryCodes as string[],
    };
  }

  it('keeps the seed sealed at rest, seals a seed stored in the clear, and falls back to recovery codes', async () => {
    const { secret, recoveryCodes } = await adminWithFactor('admin.sealed@example.com');
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin.sealed@example.com'));
    const stored = async () =>
      (
        await t.database.db
          .select({ secret: userSecondFactors.secret })
          .from(userSecondFactors)
          .where(eq(userSecondFactors.userId, user!.id))
      )[0]!.secret;
    const sealed = await stored();
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);

    const signInWith = async (code: string) => {
      const { challenge } = (await login('admin.sealed@example.com')).json();
      return post(ACCOUNTS_API.loginCode, {}, { challenge, code });
    };
    // A seed stored in the clear (before sealing began) still signs in, and is sealed from then on.
    await t.database.db
      .update(userSecondFactors)
      .set({ secret, lastStep: null })
      .where(eq(userSecondFactors.userId, user!.id));
    expect((await signInWith(codeAt(secret, t.clock.now()))).statusCode).toBe(200);
    const resealed = await stored();
    expect(resealed).toMatch(/^v1\./);
    expect(resealed).not.toBe(sealed);

    // Sealed with another key (a lost EXCHANGE_TOKEN_KEY): codes fail, a recovery code still works.
    await t.database.db
      .update(userSecondFactors)
      .set({ secret: sealToken(Buffer.alloc(32, 7), secret), lastStep: null })
      .where(eq(userSecondFactors.userId, user!.id));
    const later = new Date(t.clock.now().getTime() + STEP_MS);
    const refused = await signInWith(codeAt(secret, later));
    expect(refused.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await signInWith(recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('sends an admin without the factor to set it up, then lets the confirmed session in', async () => {
    await createUser('admin.setup@example.com', 'admin');
    const session = bearer((await login('admin.setup@example.com')).json().token);
    const refused = await t.app.inject({ url: ADMIN_CALL, headers: session });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await t.app.inject({ url: ACCOUNTS_API.secondFactor, headers: session })).json()).toEqual({
      enabled: false,
      required: true,
      sessionVerified: false,
    });

    const setup = await post(ACCOUNTS_API.secondFactorSetup, session);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/KUB%20Academy:admin\.setup%40example\.com\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toContain('<svg');

    const wrong = await post(ACCOUNTS_API.secondFactorConfirm, session, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const confirmed = await post(ACCOUNTS_API.secondFactorConfirm, session, {
      code: codeAt(secret, t.clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    expect((await t.app.inject({ url: ADMIN_CALL, headers: session })).statusCode).toBe(200);
    // The secret is never answered again: a second set-up is refused, the status holds no secret.
    expect((await post(ACCOUNTS_API.secondFactorSetup, session)).json().code).toBe('TWO_FACTOR_ALREADY_ON');
    const status = await t.app.inject({ url: ACCOUNTS_API.secondFactor, headers: session });
    expect(status.json()).toEqual({ enabled: true, required: true, sessionVerified: true });
    expect(status.body).not.toContain(secret);
  });

  it('asks for the code after the password, and refuses a code used once already', async () => {
    const { secret } = await adminWithFactor('admin.signin@example.com');
    const first = await login('admin.signin@example.com');
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', challenge: expect.any(String) });
    expect(first.json().token).toBeUndefined();
    const challenge = first.json().challenge as string;

    // The code that confirmed the set-up is in the same time step: a replay.
    const replay = await post(ACCOUNTS_API.loginCode, {}, { challenge, code: codeAt(secret, t.clock.now()) });
    expect(replay.json().code).toBe('TWO_FACTOR_CODE_INVALID');

    t.clock.advance(STEP_MS);
    const code = codeAt(secret, t.clock.now());
    const signedIn = await post(ACCOUNTS_API.loginCode, {}, { challenge, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = bearer(signedIn.json().token);
    expect((await t.app.inject({ url: ADMIN_CALL, headers: session })).statusCode).toBe(200);
    // Neither the challenge nor the code works twice.
    expect((await post(ACCOUNTS_API.loginCode, {}, { challenge, code })).json().code).toBe(
      'SIGN_IN_CODE_EXPIRED',
    );
    const again = (await login('admin.signin@example.com')).json().challenge as string;
    expect((await post(ACCOUNTS_API.loginCode, {}, { challenge: again, code })).json().code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
  });

  it('takes each recovery code once instead of a code', async () => {
    const { recoveryCodes } = await adminWithFactor('admin.recovery@example.com');
    const challenge = (await login('admin.recovery@example.com')).json().challenge as string;
    const used = recoveryCodes[3]!.toUpperCase();
    const signedIn = await post(ACCOUNTS_API.loginCode, {}, { challenge, code: used });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const next = (await login('admin.recovery@example.com')).json().challenge as string;
    expect((await post(ACCOUNTS_API.loginCode, {}, { challenge: next, code: used })).json().code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
  });

  it('stops checking codes after ten wrong ones, right ones included, for fifteen minutes', async () => {
    const { secret } = await adminWithFactor('admin.guessed@example.com');
    t.clock.advance(STEP_MS);
    let challenge = (await login('admin.guessed@example.com')).json().challenge as string;
    for (let i = 0; i < 10; i++) {
      const guess = await post(ACCOUNTS_API.loginCode, {}, { challenge, code: String(100000 + i) });
      expect(guess.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    const right = await post(ACCOUNTS_API.loginCode, {}, { challenge, code: codeAt(secret, t.clock.now()) });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('TWO_FACTOR_RATE_LIMITED');
    t.clock.advance(15 * 60 * 1000);
    challenge = (await login('admin.guessed@example.com')).json().challenge as string;
    const later = await post(ACCOUNTS_API.loginCode, {}, { challenge, code: codeAt(secret, t.clock.now()) });
    expect(later.statusCode, later.body).toBe(200);
  });

  /** The wrong codes counted for the user, as stored. */
  async function storedFailures(email: string) {
    const [row] = await t.database.db
      .select({ failures: userSecondFactors.failures })
      .from(userSecondFactors)
      .innerJoin(users, eq(users.id, userSecondFactors.userId))
      .where(eq(users.email, email));
    return row!.failures;
  }
  const statusCounts = (answers: { statusCode: number }[]) =>
    answers.reduce<Record<number, number>>(
      (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
      {},
    );
  /** Thirty different wrong codes: none of them is the code of the current window. */
  const wrongCodes = (secret: string) => {
    const around = [-1, 0, 1].map((step) =>
      codeAt(secret, new Date(t.clock.now().getTime() + step * STEP_MS)),
    );
    return Array.from({ length: 40 }, (_, i) => String(200000 + i * 7919))
      .filter((code) => !around.includes(code))
      .slice(0, 30);
  };

  it('checks ten codes of a sign-in, however many arrive at once from different addresses', async () => {
    const email = 'admin.burst@example.com';
    const { secret } = await adminWithFactor(email);
    t.clock.advance(STEP_MS);
    const challenge = (await login(email)).json().challenge as string;
    const answers = await Promise.all(
      wrongCodes(secret).map((code) => post(ACCOUNTS_API.loginCode, {}, { challenge, code })),
    );
    expect(statusCounts(answers)).toEqual({ 401: 10, 429: 20 });
    expect(answers.filter((a) => a.statusCode === 429).map((a) => a.json().code)).toEqual(
      Array.from({ length: 20 }, () => 'TWO_FACTOR_RATE_LIMITED'),
    );
    expect(await storedFailures(email)).toBe(10);
    const right = await post(ACCOUNTS_API.loginCode, {}, { challenge, code: codeAt(secret, t.clock.now()) });
    expect(right.json().code).toBe('TWO_FACTOR_RATE_LIMITED');
  });

  it('checks ten codes of a session proving itself, however many arrive at once', async () => {
    const email = 'admin.burst.sso@example.com';
    const { secret } = await adminWithFactor(email);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, email));
    const session = bearer((await createSession(t.database.db, t.clock, admin!.id)).token);
    t.clock.advance(STEP_MS);
    const answers = await Promise.all(
      wrongCodes(secret).map((code) => post(ACCOUNTS_API.secondFactorVerify, session, { code })),
    );
    expect(statusCounts(answers)).toEqual({ 401: 10, 429: 20 });
    expect(await storedFailures(email)).toBe(10);
    const right = await post(ACCOUNTS_API.secondFactorVerify, session, {
      code: codeAt(secret, t.clock.now()),
    });
    expect(right.json().code).toBe('TWO_FACTOR_RATE_LIMITED');
  });

  it('accepts a right code once and a recovery code once, however many times they arrive at once', async () => {
    const email = 'admin.twice@example.com';
    const { secret, recoveryCodes } = await adminWithFactor(email);
    t.clock.advance(STEP_MS);
    const challenges = async () =>
      Promise.all(Array.from({ length: 5 }, async () => (await login(email)).json().challenge as string));
    const code = codeAt(secret, t.clock.now());
    const byCode = await Promise.all(
      (await challenges()).map((challenge) => post(ACCOUNTS_API.loginCode, {}, { challenge, code })),
    );
    expect(statusCounts(byCode)).toEqual({ 200: 1, 401: 4 });
    const byRecovery = await Promise.all(
      (await challenges()).map((challenge) =>
        post(ACCOUNTS_API.loginCode, {}, { challenge, code: recoveryCodes[0]! }),
      ),
    );
    expect(statusCounts(byRecovery)).toEqual({ 200: 1, 401: 4 });
  });

  it('asks a session opened without the code (single sign-on) to prove it before the back office', async () => {
    const { secret } = await adminWithFactor('admin.sso@example.com');
    // A session opened another way, as the exchange sign-in does.
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin.sso@example.com'));
    const session = bearer((await createSession(t.database.db, t.clock, admin!.id)).token);
    const refused = await t.app.inject({ url: ADMIN_CALL, headers: session });
    expect(refused.json().code).toBe('TWO_FACTOR_SESSION_UNVERIFIED');
    t.clock.advance(STEP_MS);
    const verified = await post(ACCOUNTS_API.secondFactorVerify, session, {
      code: codeAt(secret, t.clock.now()),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await t.app.inject({ url: ADMIN_CALL, headers: session })).statusCode).toBe(200);
  });

  it('renews the recovery codes with a code from the app only, and keeps a required factor on', async () => {
    const { session, secret, recoveryCodes } = await adminWithFactor('admin.renew@example.com');
    const byRecovery = await post(ACCOUNTS_API.secondFactorRecoveryCodes, session, {
      code: recoveryCodes[0]!,
    });
    expect(byRecovery.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    t.clock.advance(STEP_MS);
    const renewed = await post(ACCOUNTS_API.secondFactorRecoveryCodes, session, {
      code: codeAt(secret, t.clock.now()),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    const challenge = (await login('admin.renew@example.com')).json().challenge as string;
    expect((await post(ACCOUNTS_API.loginCode, {}, { challenge, code: recoveryCodes[1]! })).json().code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    expect((await post(ACCOUNTS_API.loginCode, {}, { challenge, code: fresh[0]! })).statusCode).toBe(200);

    t.clock.advance(STEP_MS);
    const off = await post(ACCOUNTS_API.secondFactorDisable, session, {
      code: codeAt(secret, t.clock.now()),
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('TWO_FACTOR_KEEP_ON');
    const status = await t.app.inject({ url: ACCOUNTS_API.secondFactor, headers: session });
    expect(status.json().enabled).toBe(true);
  });

  it('keeps the set-up for staff, and asks nothing of other users at sign-in', async () => {
    await createUser('reader.plain@example.com', 'user');
    const signedIn = await login('reader.plain@example.com');
    expect(signedIn.statusCode).toBe(200);
    const setup = await post(ACCOUNTS_API.secondFactorSetup, bearer(signedIn.json().token));
    expect(setup.statusCode).toBe(403);
    expect(setup.json().code).toBe('TWO_FACTOR_STAFF_ONLY');
  });
});

describe.each(DRIVERS)('the second factor where it is optional (demo mode) on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver, { staffTwoFactor: 'optional' });
  });
  afterAll(() => t.close());

  it('lets a staff member without the factor into the back office', async () => {
    await t.database.db.insert(users).values({
      email: 'editor.demo@example.com',
      role: 'admin',
      passwordHash: await hashPassword(STRONG_PASSWORD),
      emailVerifiedAt: t.clock.now(),
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS_API.login,
      payload: { email: 'editor.demo@example.com', password: STRONG_PASSWORD },
      remoteAddress: nextAddress(),
    });
    const session = { authorization: `Bearer ${signedIn.json().token}` };
    expect((await t.app.inject({ url: ADMIN_CALL, headers: session })).statusCode).toBe(200);
    const status = await t.app.inject({ url: ACCOUNTS_API.secondFactor, headers: session });
    expect(status.json()).toEqual({ enabled: false, required: false, sessionVerified: false });
  });

  it('lets a staff member turn the factor off with a code, after which no session counts as proven', async () => {
    await t.database.db.insert(users).values({
      email: 'editor.off@example.com',
      role: 'editor',
      passwordHash: await hashPassword(STRONG_PASSWORD),
      emailVerifiedAt: t.clock.now(),
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS_API.login,
      payload: { email: 'editor.off@example.com', password: STRONG_PASSWORD },
      remoteAddress: nextAddress(),
    });
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    const post = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers,
        remoteAddress: nextAddress(),
        ...(payload ? { payload } : {}),
      });
    const codeNow = (secret: string) => codeAt(secret, t.clock.now());
    const { secret } = (await post(ACCOUNTS_API.secondFactorSetup)).json();
    expect((await post(ACCOUNTS_API.secondFactorConfirm, { code: codeNow(secret) })).statusCode).toBe(200);

    expect((await post(ACCOUNTS_API.secondFactorDisable, { code: '000000' })).json().code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    expect((await post(ACCOUNTS_API.secondFactorDisable, { code: ' ' })).json().code).toBe(
      'TWO_FACTOR_REQUIRED',
    );
    t.clock.advance(STEP_MS);
    const off = await post(ACCOUNTS_API.secondFactorDisable, { code: codeNow(secret) });
    expect(off.statusCode, off.body).toBe(200);
    const status = await t.app.inject({ url: ACCOUNTS_API.secondFactor, headers });
    expect(status.json()).toEqual({ enabled: false, required: false, sessionVerified: false });
    // Signing in asks for the password alone again.
    const again = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS_API.login,
      payload: { email: 'editor.off@example.com', password: STRONG_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(again.statusCode).toBe(200);
    expect((await post(ACCOUNTS_API.secondFactorDisable, { code: codeNow(secret) })).json().code).toBe(
      'TWO_FACTOR_NOT_STARTED',
    );
  });
});
