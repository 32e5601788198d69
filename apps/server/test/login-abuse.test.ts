import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, users } from '../src/db/schema/index.ts';
import { clientSource } from '../src/lib/client-source.ts';
import { hashPassword } from '../src/modules/accounts/password-hash.ts';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  nextAddress,
  PASSING_CAPTCHA,
  STRONG_PASSWORD,
} from './accounts-kit.ts';
import { linkIn } from './mail-inbox.ts';
import { DRIVERS } from './test-db.ts';

const LOCKED = 'Your account has been temporarily locked';
const INCORRECT = 'Email or password is incorrect.';
const MINUTE = 60 * 1000;

describe('client source', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::9', '2001:db8:aa:bb::/64'],
    ['2001:0DB8:00AA:00BB:ffff::1', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, source) => {
    expect(clientSource(ip)).toBe(source);
  });
});

/** A confirmed account with the strong test password, straight in the database. */
async function createAccount(t: AccountsTestApp, email: string) {
  await t.database.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(STRONG_PASSWORD), emailVerifiedAt: t.clock.now() });
}

describe.each(DRIVERS)('sign-in lockout on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  const expectAnswer = (response: LightMyRequestResponse, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
  };

  it('locks out the guesser, while the owner still signs in from elsewhere', async () => {
    const email = 'owner.one@example.com';
    await createAccount(t, email);
    const attacker = nextAddress();
    for (let i = 1; i <= 4; i++) expectAnswer(await login(email, `Guess${i}!x`, attacker), 401, INCORRECT);
    expectAnswer(await login(email, 'Guess5!x', attacker), 423, LOCKED);
    // The attacker's source stays locked, even with the right password.
    expectAnswer(await login(email, STRONG_PASSWORD, attacker), 423, LOCKED);

    const owner = nextAddress();
    const signedIn = await login(email, STRONG_PASSWORD, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
    // A forgotten password of the owner's own counts on its own source.
    expectAnswer(await login(email, 'Typo1!x', owner), 401, INCORRECT);
    expectAnswer(await login(email, STRONG_PASSWORD, attacker), 423, LOCKED);

    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(email, STRONG_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('counts an IPv6 attacker by network, not by the address it rotates within it', async () => {
    const email = 'owner.six@example.com';
    await createAccount(t, email);
    for (let i = 1; i <= 5; i++) await login(email, `Guess${i}!x`, `2001:db8:77:1::${i}`);
    expectAnswer(await login(email, STRONG_PASSWORD, '2001:db8:77:1::99'), 423, LOCKED);
    expect((await login(email, STRONG_PASSWORD, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('lets parallel wrong guesses from one source past the limit never reach the password check', async () => {
    const email = 'owner.parallel@example.com';
    await createAccount(t, email);
    const attacker = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(email, `Parallel${i}!x`, attacker)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Ten at once is all the per-address request limit lets through. Four wrong guesses are told
    // so; the fifth locks; the other five were refused unchecked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 423)).toHaveLength(6);
    const [row] = await t.database.db
      .select()
      .from(loginThrottles)
      .where(and(eq(loginThrottles.emailKey, email), eq(loginThrottles.sourceKey, attacker)));
    expect(row?.lockedUntil).not.toBeNull();
    expect((await login(email, STRONG_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('checks the fifth password of a source once, however many guesses arrive with it', async () => {
    const email = 'owner.burst@example.com';
    await createAccount(t, email);
    const attacker = nextAddress();
    for (let i = 1; i <= 4; i++) expectAnswer(await login(email, `Guess${i}!x`, attacker), 401, INCORRECT);
    // Six guesses at once: only one is checked (and locks), the others are refused unchecked.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(email, `Burst${i}!x`, attacker)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([423, 423, 423, 423, 423, 423]);
    const [row] = await t.database.db
      .select()
      .from(loginThrottles)
      .where(and(eq(loginThrottles.emailKey, email), eq(loginThrottles.sourceKey, attacker)));
    expect(row?.failures).toBe(5);
    expect(row?.pending).toBe(0);
  });

  it('lets ten right passwords at once from one address all sign in', async () => {
    const email = 'owner.office@example.com';
    await createAccount(t, email);
    const office = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(email, STRONG_PASSWORD, office)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((answer) => answer.json().token)).size).toBe(10);
  });

  it('lets the owner with four typos behind them sign in on several devices at once', async () => {
    const email = 'owner.typos@example.com';
    await createAccount(t, email);
    const home = nextAddress();
    for (let i = 1; i <= 4; i++) expectAnswer(await login(email, `Typo${i}!x`, home), 401, INCORRECT);
    const answers = await Promise.all(Array.from({ length: 5 }, () => login(email, STRONG_PASSWORD, home)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('without a captcha, locks every source only when guesses come from very many of them', async () => {
    const email = 'owner.botnet@example.com';
    await createAccount(t, email);
    for (let i = 0; i < 49; i++) {
      expect((await login(email, `Spread${i}!x`, nextAddress())).statusCode).toBe(401);
    }
    expect((await login(email, STRONG_PASSWORD, nextAddress())).statusCode).toBe(200);
    // The owner's success does not count; the 50th failure from yet another source locks all.
    expectAnswer(await login(email, 'Spread49!x', nextAddress()), 423, LOCKED);
    expectAnswer(await login(email, STRONG_PASSWORD, nextAddress()), 423, LOCKED);
  });
});

describe.each(DRIVERS)('the mailed unlock link on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver);
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/client/auth/login', payload, remoteAddress });
  const unlockLink = async (email: string) => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/client/auth/unlock',
      payload: { email },
      remoteAddress: nextAddress(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.deliver();
    const mail = t.inbox.for(email).at(-1)!;
    expect(mail.subject).toBe('Sign in to your locked KUB Academy account');
    return linkIn(mail, '/login').searchParams.get('token')!;
  };

  it('signs the owner in past a lock that strangers keep up from many addresses', async () => {
    const email = 'owner.unlock@example.com';
    await createAccount(t, email);
    for (let i = 0; i < 50; i++) await login({ email, password: `Spread${i}!x` }, nextAddress());
    const owner = nextAddress();
    expect((await login({ email, password: STRONG_PASSWORD }, owner)).json().message).toBe(LOCKED);

    const token = await unlockLink(email);
    // A typo with the link is only a typo: the link still works afterwards.
    expect((await login({ email, password: 'Typo1!x', unlockToken: token }, owner)).statusCode).toBe(401);
    const signedIn = await login({ email, password: STRONG_PASSWORD, unlockToken: token }, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Used once: a second use is refused, and the lock is gone for everyone.
    const again = await login({ email, password: STRONG_PASSWORD, unlockToken: token }, owner);
    expect(again.json().code).toBe('LINK_EXPIRED');
    expect((await login({ email, password: STRONG_PASSWORD }, nextAddress())).statusCode).toBe(200);
  });

  it('gets the owner past a lock on their own address, and works only for its own account', async () => {
    const email = 'owner.shared@example.com';
    const other = 'other.shared@example.com';
    await createAccount(t, email);
    await createAccount(t, other);
    const office = nextAddress();
    for (let i = 1; i <= 5; i++) await login({ email, password: `Colleague${i}!x` }, office);
    expect((await login({ email, password: STRONG_PASSWORD }, office)).statusCode).toBe(423);
    const token = await unlockLink(email);
    const wrongAccount = await login({ email: other, password: STRONG_PASSWORD, unlockToken: token }, office);
    expect(wrongAccount.json().code).toBe('LINK_EXPIRED');
    expect((await login({ email, password: STRONG_PASSWORD, unlockToken: token }, office)).statusCode).toBe(
      200,
    );
  });

  it('answers alike for unknown addresses, and sends at most three links an hour', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/client/auth/unlock',
      payload: { email: 'nobody.here@example.com' },
      remoteAddress: nextAddress(),
    });
    expect(unknown.statusCode).toBe(200);
    const email = 'owner.flooded@example.com';
    await createAccount(t, email);
    for (let i = 0; i < 3; i++) await unlockLink(email);
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/client/auth/unlock',
      payload: { email },
      remoteAddress: nextAddress(),
      headers: { lang: 'th' },
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('UNLOCK_MAIL_LIMITED');
    expect(fourth.json().message).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe.each(DRIVERS)('sign-in lockout with the captcha on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver, { captcha: true });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string, captchaToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/auth/login',
      payload: { email, password, ...(captchaToken ? { captchaToken } : {}) },
      remoteAddress,
    });

  it('asks everyone for the captcha after failures from many sources, but locks nobody else out', async () => {
    const email = 'owner.captcha@example.com';
    await createAccount(t, email);
    for (let i = 0; i < 60; i++) {
      const answer = await login(email, `Spread${i}!x`, nextAddress(), PASSING_CAPTCHA);
      expect(answer.statusCode, `failure ${i}: ${answer.body}`).toBe(401);
    }
    const owner = nextAddress();
    expect((await login(email, STRONG_PASSWORD, owner)).json().code).toBe('CAPTCHA_REQUIRED');
    expect((await login(email, STRONG_PASSWORD, owner, PASSING_CAPTCHA)).statusCode).toBe(200);
  });

  it('still locks the source that guessed five times, and tells it so', async () => {
    const email = 'owner.captcha2@example.com';
    await createAccount(t, email);
    const attacker = nextAddress();
    for (let i = 1; i <= 4; i++) {
      expect((await login(email, `Guess${i}!x`, attacker, PASSING_CAPTCHA)).statusCode).toBe(401);
    }
    const fifth = await login(email, 'Guess5!x', attacker, PASSING_CAPTCHA);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(LOCKED);
    expect((await login(email, STRONG_PASSWORD, nextAddress(), PASSING_CAPTCHA)).statusCode).toBe(200);
  });
});
