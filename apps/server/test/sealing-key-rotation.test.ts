import { ACCOUNTS_API } from '@app/contracts/accounts';
import { PRIVACY_API } from '@app/contracts/privacy';
import { REMINDERS_API } from '@app/contracts/reminders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { exchangeAccounts, userSecondFactors, users } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { resealStoredSecrets } from '../src/lib/sealed-secrets-reseal.ts';
import { openToken, sealingKeyFrom, sealToken, tokenKeyFrom } from '../src/lib/token-crypto.ts';
import { hashPassword } from '../src/modules/accounts/password-hash.ts';
import { unsubscribeKeyFrom } from '../src/modules/reminders/reminder-config.ts';
import { unsubscribeToken } from '../src/modules/reminders/unsubscribe-token.ts';
import { nextAddress, STRONG_PASSWORD } from './accounts-kit.ts';
import { RotationSites } from './rotation-kit.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

const OLD = 'old-sealing-key-0123456789abcdefghijklmnop';
const NEW = 'new-sealing-key-zyxwvutsrqponmlkjihgfedcba';
const STEP_MS = 30_000;

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

/**
 * EXCHANGE_TOKEN_KEY seals the staff second-factor seeds and the exchange refresh tokens; the
 * unsubscribe secret signs the links in reminder mails. Each moves to a new key with the old one
 * as *_PREVIOUS, while instances on the old and the new setting share the database.
 */
describe.each(DRIVERS)('sealing and signing keys rotate without locking anyone out (%s)', (driver) => {
  let database: Database;
  const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));
  let sites: RotationSites;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sites = new RotationSites(database, clock);
  });
  afterAll(async () => {
    await sites.close();
    await database.close();
  });

  const post = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });

  /** An admin whose second factor was set up on `app`: its seed is sealed with that app's key. */
  async function adminWithFactor(app: FastifyInstance, email: string) {
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        role: 'admin',
        passwordHash: await hashPassword(STRONG_PASSWORD),
        emailVerifiedAt: clock.now(),
      })
      .returning({ id: users.id });
    const token = (await post(app, ACCOUNTS_API.login, { email, password: STRONG_PASSWORD })).json().token;
    const session = { authorization: `Bearer ${token}` };
    const setup = (await post(app, ACCOUNTS_API.secondFactorSetup, {}, session)).json();
    const confirmed = await post(
      app,
      ACCOUNTS_API.secondFactorConfirm,
      { code: codeAt(setup.secret, clock.now()) },
      session,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { id: row!.id, email, secret: setup.secret as string };
  }

  /** Signs in with password and code on `app` (a step later each time, so no code is a replay). */
  async function signIn(app: FastifyInstance, admin: { email: string; secret: string }) {
    clock.advance(STEP_MS);
    const { challenge } = (
      await post(app, ACCOUNTS_API.login, { email: admin.email, password: STRONG_PASSWORD })
    ).json();
    const answer = await post(app, ACCOUNTS_API.loginCode, {
      challenge,
      code: codeAt(admin.secret, clock.now()),
    });
    return answer.statusCode === 200 ? 'in' : answer.json().code;
  }

  const storedSeed = async (userId: number) =>
    (await database.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, userId)))[0]!
      .secret;

  it('opens second-factor seeds sealed with the previous key, re-seals them on use, then retires it', async () => {
    const staffTwoFactor = { STAFF_TWO_FACTOR: 'required' } as const;
    const before = await sites.site({ ...staffTwoFactor, EXCHANGE_TOKEN_KEY: OLD });
    const overlap = await sites.site({
      ...staffTwoFactor,
      EXCHANGE_TOKEN_KEY: NEW,
      EXCHANGE_TOKEN_KEY_PREVIOUS: OLD,
    });
    const after = await sites.site({ ...staffTwoFactor, EXCHANGE_TOKEN_KEY: NEW });
    const used = await adminWithFactor(before, 'rotation.used@example.com');
    const idle = await adminWithFactor(before, 'rotation.idle@example.com');
    const oldKey = sealingKeyFrom(OLD, 'second-factor-key');
    const newKey = sealingKeyFrom(NEW, 'second-factor-key');
    expect(openToken(oldKey, await storedSeed(used.id))).toBe(used.secret);

    // The overlap takes the old seal and writes the new one at the accepted code...
    expect(await signIn(overlap, used)).toBe('in');
    expect(openToken(newKey, await storedSeed(used.id))).toBe(used.secret);
    expect(openToken(oldKey, await storedSeed(used.id))).toBeNull();
    // ...which the instances with the old key retired accept, while a seed nobody used is
    // still under the old key and would fail there.
    expect(await signIn(after, used)).toBe('in');
    expect(await signIn(after, idle)).toBe('TWO_FACTOR_CODE_INVALID');

    // The sweep seals what is left, so retiring the old key locks nobody out.
    const swept = await resealStoredSecrets(database.db, { current: NEW, previous: [OLD] });
    expect(swept.secondFactorSeeds).toEqual({ resealed: 1, unreadable: 0 });
    expect(await signIn(after, idle)).toBe('in');
    const again = await resealStoredSecrets(database.db, { current: NEW, previous: [OLD] });
    expect(again.secondFactorSeeds).toEqual({ resealed: 0, unreadable: 0 });
  });

  it('re-seals stored exchange refresh tokens with the new key, leaving ones no key opens alone', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'rotation.linked@example.com', emailVerifiedAt: clock.now() })
      .returning({ id: users.id });
    const [stranger] = await database.db
      .insert(users)
      .values({ email: 'rotation.lost@example.com', emailVerifiedAt: clock.now() })
      .returning({ id: users.id });
    const link = (userId: number, sealed: string) => ({
      userId,
      subject: `bk-rotation-${userId}`,
      email: `bk-rotation-${userId}@exchange.example`,
      kycLevel: 2,
      refreshTokenEncrypted: sealed,
      refreshedAt: clock.now(),
    });
    const lost = sealToken(tokenKeyFrom('a-key-nobody-has-any-more-0123456789'), 'lost');
    await database.db
      .insert(exchangeAccounts)
      .values([link(user!.id, sealToken(tokenKeyFrom(OLD), 'refresh-me')), link(stranger!.id, lost)]);

    const swept = await resealStoredSecrets(database.db, { current: NEW, previous: [OLD] });
    expect(swept.exchangeTokens).toEqual({ resealed: 1, unreadable: 1 });
    const rows = await database.db.select().from(exchangeAccounts);
    const sealedFor = (id: number) => rows.find((row) => row.userId === id)!.refreshTokenEncrypted!;
    expect(openToken(tokenKeyFrom(NEW), sealedFor(user!.id))).toBe('refresh-me');
    expect(sealedFor(stranger!.id)).toBe(lost);
  });

  it('accepts unsubscribe links signed with the previous secret during the overlap only', async () => {
    const oldSecret = 'old-unsubscribe-secret-0123456789abcdef';
    const newSecret = 'new-unsubscribe-secret-fedcba9876543210';
    const overlap = await sites.site({
      REMINDER_UNSUBSCRIBE_SECRET: newSecret,
      REMINDER_UNSUBSCRIBE_SECRET_PREVIOUS: oldSecret,
    });
    const after = await sites.site({ REMINDER_UNSUBSCRIBE_SECRET: newSecret });
    const [user] = await database.db
      .insert(users)
      .values({ email: 'rotation.reader@example.com', emailVerifiedAt: clock.now() })
      .returning({ id: users.id });
    const linkSignedWith = (secret: string) =>
      `${REMINDERS_API.unsubscribe}?token=${encodeURIComponent(unsubscribeToken(unsubscribeKeyFrom(secret), user!.id, 'pop_quiz_open'))}`;
    const status = async (app: FastifyInstance, secret: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: linkSignedWith(secret),
        remoteAddress: nextAddress(),
      });
      return answer.statusCode === 200 ? answer.json().kind : answer.json().code;
    };

    expect(await status(overlap, oldSecret)).toBe('pop_quiz_open');
    expect(await status(overlap, newSecret)).toBe('pop_quiz_open');
    expect(await status(after, newSecret)).toBe('pop_quiz_open');
    expect(await status(after, oldSecret)).toBe('REMINDER_TOKEN_INVALID');
  });
  it('keeps a data-download link working through a rotation of the exchange key and of its own key', async () => {
    const K1 = 'first-data-export-key-0123456789abcdefghij';
    const K2 = 'second-data-export-key-jihgfedcba987654321';
    const made = await sites.site({ EXCHANGE_TOKEN_KEY: OLD, DATA_EXPORT_KEY: K1 });
    const exchangeRotated = await sites.site({
      EXCHANGE_TOKEN_KEY: NEW,
      EXCHANGE_TOKEN_KEY_PREVIOUS: OLD,
      DATA_EXPORT_KEY: K1,
    });
    const exchangeRetired = await sites.site({ EXCHANGE_TOKEN_KEY: NEW, DATA_EXPORT_KEY: K1 });
    const overlap = await sites.site({
      EXCHANGE_TOKEN_KEY: NEW,
      DATA_EXPORT_KEY: K2,
      DATA_EXPORT_KEY_PREVIOUS: K1,
    });
    const after = await sites.site({ EXCHANGE_TOKEN_KEY: NEW, DATA_EXPORT_KEY: K2 });
    const email = 'rotation.exporter@example.com';
    await database.db.insert(users).values({
      email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      emailVerifiedAt: clock.now(),
    });
    const token = (await post(made, ACCOUNTS_API.login, { email, password: STRONG_PASSWORD })).json().token;
    const session = { authorization: `Bearer ${token}` };
    expect((await post(made, PRIVACY_API.exports, {}, session)).statusCode).toBe(200);
    await made.jobs.drain();
    const shown = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: PRIVACY_API.status, headers: session })).json().exports[0]
        .downloadToken as string | null;
    const download = (app: FastifyInstance, link: string, format: 'json' | 'html') =>
      app.inject({
        method: 'GET',
        url: `${PRIVACY_API.download}?token=${encodeURIComponent(link)}&format=${format}`,
        headers: session,
      });

    const link = await shown(made);
    expect(link).toEqual(expect.any(String));
    // The exchange key moves and is retired: the profile shows the same link and it opens.
    expect(await shown(exchangeRotated)).toBe(link);
    expect(await shown(exchangeRetired)).toBe(link);
    expect((await download(exchangeRetired, link!, 'json')).statusCode).toBe(200);
    // The export key moves: during the overlap the previous key still gives the owner the link.
    expect(await shown(overlap)).toBe(link);

    // A second export is made under the new key; once the previous key is retired, the first link
    // cannot be shown any more (the owner asks for a new copy), while the new one works.
    expect((await post(overlap, PRIVACY_API.exports, {}, session)).statusCode).toBe(200);
    await overlap.jobs.drain();
    const fresh = await shown(after);
    expect(fresh).toEqual(expect.any(String));
    expect(fresh).not.toBe(link);
    const older = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: PRIVACY_API.status, headers: session })).json().exports[1];
    expect(await older(after)).toMatchObject({ downloadToken: null, summaryAvailable: false });
    expect(await older(overlap)).toMatchObject({ downloadToken: link, summaryAvailable: true });
    expect((await download(overlap, link!, 'html')).statusCode).toBe(200);
    expect((await download(after, fresh!, 'json')).statusCode).toBe(200);
  });
});
