import { ERRORS, type ErrorCode } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { PIN_LOCK_MS } from '../src/modules/pin/pin.service.ts';
import { linkIn } from './mail-inbox.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';
import { createWalletTestApp, type WalletTestApp } from './wallet-kit.ts';

const PIN = '246810';

describe.each(DRIVERS)('PIN settings on %s', (driver) => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await createWalletTestApp(driver);
  });
  afterAll(() => t.close());

  const pinCall = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT',
    body?: unknown,
    lang: Locale = 'en',
  ) =>
    t.call({
      method,
      url: '/api/client/pin',
      headers: { ...headers, lang },
      ...(body ? { payload: body } : {}),
    });

  /** The answer's code, its message, and the message under the named field. */
  async function refusal(response: Awaited<ReturnType<typeof pinCall>>) {
    const body = response.json() as {
      code: ErrorCode;
      message: string;
      fields?: { path: string; message: string }[];
    };
    return body;
  }

  it('says what is wrong with a PIN, next to its field, in English and Thai', async () => {
    const { headers } = await t.createUser();
    const cases: { body: Record<string, unknown>; method: 'POST' | 'PUT'; code: ErrorCode; field: string }[] =
      [
        { method: 'POST', body: { confirm: PIN }, code: 'PIN_REQUIRED', field: 'body.pin' },
        { method: 'POST', body: { pin: '', confirm: PIN }, code: 'PIN_REQUIRED', field: 'body.pin' },
        {
          method: 'POST',
          body: { pin: '12a456', confirm: '12a456' },
          code: 'PIN_FORMAT_INVALID',
          field: 'body.pin',
        },
        {
          method: 'POST',
          body: { pin: '1234567', confirm: '1234567' },
          code: 'PIN_FORMAT_INVALID',
          field: 'body.pin',
        },
        {
          method: 'POST',
          body: { pin: '123456', confirm: '123456' },
          code: 'PIN_TOO_SIMPLE',
          field: 'body.pin',
        },
        {
          method: 'POST',
          body: { pin: '777777', confirm: '777777' },
          code: 'PIN_TOO_SIMPLE',
          field: 'body.pin',
        },
        { method: 'POST', body: { pin: PIN }, code: 'PIN_CONFIRM_REQUIRED', field: 'body.confirm' },
        {
          method: 'POST',
          body: { pin: PIN, confirm: '246811' },
          code: 'PIN_CONFIRM_MISMATCH',
          field: 'body.confirm',
        },
      ];
    for (const lang of ['en', 'th'] as const) {
      for (const item of cases) {
        const response = await pinCall(headers, item.method, item.body, lang);
        expect(response.statusCode, `${item.code} ${lang}`).toBe(400);
        const body = await refusal(response);
        expect(body.code).toBe(item.code);
        expect(body.message).toBe(ERRORS[item.code][lang]);
        expect(body.fields?.find((f) => f.path === item.field)?.message).toBe(ERRORS[item.code][lang]);
      }
    }
    expect((await pinCall(headers, 'GET')).json()).toEqual({ hasPin: false, lockedUntil: null });

    expect((await pinCall(headers, 'POST', { pin: PIN, confirm: PIN })).json()).toEqual({
      hasPin: true,
      lockedUntil: null,
    });
    for (const lang of ['en', 'th'] as const) {
      const again = await pinCall(headers, 'POST', { pin: '135790', confirm: '135790' }, lang);
      expect(again.statusCode).toBe(409);
      expect((await refusal(again)).message).toBe(ERRORS.PIN_ALREADY_SET[lang]);

      const same = await pinCall(headers, 'PUT', { currentPin: PIN, newPin: PIN, confirm: PIN }, lang);
      expect((await refusal(same)).code).toBe('PIN_SAME_AS_OLD');
      expect((await refusal(same)).fields?.[0]).toMatchObject({
        path: 'body.newPin',
        message: ERRORS.PIN_SAME_AS_OLD[lang],
      });

      const wrong = await pinCall(
        headers,
        'PUT',
        { currentPin: '999111', newPin: '135790', confirm: '135790' },
        lang,
      );
      expect(wrong.statusCode).toBe(400);
      expect((await refusal(wrong)).fields?.[0]).toMatchObject({
        path: 'body.currentPin',
        message: ERRORS.PIN_INCORRECT[lang],
      });
    }
    const changed = await pinCall(headers, 'PUT', { currentPin: PIN, newPin: '135790', confirm: '135790' });
    expect(changed.statusCode).toBe(200);
    const old = await pinCall(headers, 'PUT', { currentPin: PIN, newPin: '246802', confirm: '246802' });
    expect((await refusal(old)).code).toBe('PIN_INCORRECT');
  });

  it('refuses spending before a PIN is set, in both languages', async () => {
    const { headers } = await t.createUser();
    for (const lang of ['en', 'th'] as const) {
      const response = await t.call({
        method: 'POST',
        url: '/api/client/redeem-token',
        headers: { ...headers, lang, 'idempotency-key': `no-pin-${lang}-key` },
        payload: { points: 100, pin: PIN },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PIN_NOT_SET', message: ERRORS.PIN_NOT_SET[lang] });
    }
  });

  it('locks spending for 15 minutes after five wrong PINs, even the right PIN', async () => {
    const { headers } = await t.createUser();
    await pinCall(headers, 'POST', { pin: PIN, confirm: PIN });
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = await pinCall(headers, 'PUT', {
        currentPin: '999111',
        newPin: '135790',
        confirm: '135790',
      });
      codes.push(wrong.json().code);
    }
    expect(codes).toEqual(['PIN_INCORRECT', 'PIN_INCORRECT', 'PIN_INCORRECT', 'PIN_INCORRECT', 'PIN_LOCKED']);
    const status = (await pinCall(headers, 'GET')).json();
    expect(status.lockedUntil).toBe(new Date(t.clock.now().getTime() + PIN_LOCK_MS).toISOString());

    for (const lang of ['en', 'th'] as const) {
      const right = await pinCall(
        headers,
        'PUT',
        { currentPin: PIN, newPin: '135790', confirm: '135790' },
        lang,
      );
      expect(right.statusCode).toBe(423);
      expect(right.json().message).toBe(ERRORS.PIN_LOCKED[lang]);
    }
    t.clock.advance(PIN_LOCK_MS + 1000);
    expect((await pinCall(headers, 'GET')).json().lockedUntil).toBeNull();
    const after = await pinCall(headers, 'PUT', { currentPin: PIN, newPin: '135790', confirm: '135790' });
    expect(after.statusCode).toBe(200);
  });

  it('resets a forgotten PIN with a single-use link from the mail, which also lifts a lockout', async () => {
    const { email, headers } = await t.createUser({ locale: 'th' });
    await pinCall(headers, 'POST', { pin: PIN, confirm: PIN });
    for (let i = 0; i < 5; i += 1) {
      await pinCall(headers, 'PUT', { currentPin: '999111', newPin: '135790', confirm: '135790' });
    }
    const request = await t.call({ method: 'POST', url: '/api/client/pin/reset-request', headers });
    expect(request.json()).toEqual({ ok: true, email });
    await t.app.jobs.drain();
    const [mail] = t.inbox.for(email);
    expect(mail?.subject).toBe('รีเซ็ต PIN ของ KUB Academy');
    const link = linkIn(mail!, '/pin/reset');
    expect(link.origin + link.pathname).toBe('https://academy.example/th/pin/reset');
    const token = link.searchParams.get('token')!;

    const check = await t.call({ method: 'POST', url: '/api/client/pin/reset/check', payload: { token } });
    expect(check.json()).toEqual({ ok: true });
    const mismatch = await t.call({
      method: 'POST',
      url: '/api/client/pin/reset',
      headers: { lang: 'th' },
      payload: { token, pin: '135790', confirm: '135791' },
    });
    expect(mismatch.json()).toMatchObject({
      code: 'PIN_CONFIRM_MISMATCH',
      message: ERRORS.PIN_CONFIRM_MISMATCH.th,
    });
    const reset = await t.call({
      method: 'POST',
      url: '/api/client/pin/reset',
      payload: { token, pin: '135790', confirm: '135790' },
    });
    expect(reset.json()).toEqual({ ok: true });
    expect((await pinCall(headers, 'GET')).json()).toEqual({ hasPin: true, lockedUntil: null });
    const used = await pinCall(headers, 'PUT', { currentPin: '135790', newPin: '802468', confirm: '802468' });
    expect(used.statusCode).toBe(200);

    // The link works once.
    const again = await t.call({
      method: 'POST',
      url: '/api/client/pin/reset',
      headers: { lang: 'th' },
      payload: { token, pin: '975310', confirm: '975310' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(ERRORS.LINK_EXPIRED.th);
  });

  it('expires a reset link after 30 minutes and limits reset mails to three an hour', async () => {
    const { email, headers } = await t.createUser();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.call({ method: 'POST', url: '/api/client/pin/reset-request', headers })).statusCode,
      ).toBe(200);
    }
    const fourth = await t.call({ method: 'POST', url: '/api/client/pin/reset-request', headers });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('RESET_MAIL_LIMITED');
    await t.app.jobs.drain();
    const mails = t.inbox.for(email);
    expect(mails).toHaveLength(3);
    // A newer link retires the older ones.
    const first = linkIn(mails[0]!, '/pin/reset').searchParams.get('token')!;
    const last = linkIn(mails[2]!, '/pin/reset').searchParams.get('token')!;
    expect(
      (await t.call({ method: 'POST', url: '/api/client/pin/reset/check', payload: { token: first } }))
        .statusCode,
    ).toBe(410);
    t.clock.advance(31 * 60 * 1000);
    const late = await t.call({
      method: 'POST',
      url: '/api/client/pin/reset',
      payload: { token: last, pin: '135790', confirm: '135790' },
    });
    expect(late.json().code).toBe('LINK_EXPIRED');
  });

  it('asks visitors to log in', async () => {
    const response = await t.call({ method: 'GET', url: '/api/client/pin', headers: { lang: 'th' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(ERRORS.UNAUTHENTICATED.th);
  });
});

describe.each(DRIVERS)('PIN logging on %s', (driver) => {
  it('never writes a PIN to the log, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase(driver);
    const app = await buildApp({
      database,
      config: { NODE_ENV: 'test', LOG_LEVEL: 'trace', TRUST_PROXY: false, CACHE_TTL_SECONDS: 60 },
      logger: { level: 'trace', stream },
    });
    await app.ready();
    const { createSession } = await import('../src/modules/identity/session.service.ts');
    const { users } = await import('../src/db/schema/index.ts');
    const [user] = await database.db.insert(users).values({ email: 'logs@example.com' }).returning();
    const { token } = await createSession(database.db, { now: () => new Date() }, user!.id);
    const headers = { authorization: `Bearer ${token}` };
    await app.inject({
      method: 'POST',
      url: '/api/client/pin',
      headers,
      payload: { pin: '918273', confirm: '918273' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/client/pin',
      headers,
      payload: { pin: '918273', confirm: '564738' },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/client/pin',
      headers,
      payload: { currentPin: '564738', newPin: '192837', confirm: '192837' },
    });
    await app.close();
    await database.close();
    const log = lines.join('');
    expect(log).toContain('/api/client/pin');
    for (const pin of ['918273', '564738', '192837']) expect(log).not.toContain(pin);
  });
});
