import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress } from './accounts-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  payload?: object;
}

const NUL_EN = 'Text may not contain the NUL character (U+0000).';
const NUL_TH = 'ข้อความต้องไม่มีอักขระ NUL (U+0000)';
const ID_EN = 'This id is not valid: use a whole number from 1 to 2147483647.';

/** Where users type free text that reaches a query, each with a NUL byte. */
const NUL_CALLS: Call[] = [
  { method: 'GET', url: '/api/client/search?q=bit%00coin' },
  { method: 'GET', url: '/api/client/glossaries?search=%00' },
  { method: 'GET', url: '/api/client/partners?search=a%00b' },
  { method: 'GET', url: '/api/admin/users?email=%00@example.com' },
  { method: 'GET', url: '/api/client/blogs/slug/what-is-bitcoin%00' },
  { method: 'GET', url: '/api/client/glossaries/1%00' },
  { method: 'GET', url: '/api/client/footers?type=Privacy-Policy%00' },
  ...['firstName', 'surname', 'address', 'district', 'remark'].map((field): Call => ({
    method: 'PATCH',
    url: '/api/client/user-clients/me/profile',
    payload: { [field]: 'a\u0000b' },
  })),
  { method: 'PATCH', url: '/api/client/user-clients/me', payload: { surname: '\u0000' } },
  { method: 'POST', url: '/api/client/blogs/filtered', payload: { sort: 'newest', extra: ['\u0000'] } },
  {
    method: 'POST',
    url: '/api/client/auth/reset-password/check',
    payload: { token: `${'t'.repeat(20)}\u0000` },
  },
];

/**
 * Where a body field has a rule of its own that a NUL breaks, that rule answers (a spec message
 * such as 'Message is invalid', or the field's format); it is a 400 all the same, never a 500.
 */
const OWN_RULE_CALLS: (Call & { code: string })[] = [
  ...(
    [
      ['phishingWord', 'PROFILE_PHISHING_WORD_INVALID'],
      ['phone', 'PROFILE_PHONE_INVALID'],
      ['postcode', 'PROFILE_POSTCODE_INVALID'],
      ['walletAddress', 'WALLET_ADDRESS_INVALID'],
    ] as const
  ).map(([field, code]) => ({
    method: 'PATCH' as const,
    url: '/api/client/user-clients/me/profile',
    payload: { [field]: 'a\u0000b' },
    code,
  })),
  {
    method: 'POST',
    url: '/api/client/auth/login',
    payload: { email: 'a\u0000@example.com', password: 'x' },
    code: 'EMAIL_INVALID',
  },
  {
    method: 'POST',
    url: '/api/client/feedbacks',
    payload: { type: 'feedback', topic: 'other', message: 'a\u0000' },
    code: 'FEEDBACK_MESSAGE_INVALID',
  },
  {
    method: 'PUT',
    url: '/api/client/favorites/1',
    payload: { 'status\u0000': 'SAVED' },
    code: 'VALIDATION_FAILED',
  },
];

/** Ids past PostgreSQL's integer range, or not ids at all, wherever the API takes one. */
const ID_CALLS: Call[] = [
  { method: 'GET', url: '/api/client/favorites/saved?ids=1,9999999999' },
  { method: 'GET', url: '/api/client/favorites/saved?ids=2147483648' },
  { method: 'GET', url: '/api/client/favorites/saved?ids=0' },
  { method: 'GET', url: '/api/client/glossaries/2147483648' },
  { method: 'PUT', url: '/api/client/blogs/blogview/9999999999' },
  { method: 'PUT', url: '/api/client/favorites/9999999999', payload: { status: 'SAVED' } },
  { method: 'GET', url: '/api/client/user-clients/9999999999/avatar' },
  { method: 'POST', url: '/api/admin/users/9999999999/block' },
  { method: 'POST', url: '/api/admin/users/-1/unblock' },
  { method: 'PUT', url: '/api/admin/users/1.5/kyc-override', payload: { override: true } },
];

describe.each(DRIVERS)('hostile input on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: Record<string, string>;
  let adminId: number;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    adminId = await t.createUser({ role: 'admin', firstName: 'Ploy' });
    admin = await t.signIn(adminId);
  });
  afterAll(() => t.close());

  const send = (call: Call, headers: Record<string, string> = {}) =>
    t.app.inject({ ...call, headers: { ...admin, ...headers }, remoteAddress: nextAddress() });
  const expectCode = (response: LightMyRequestResponse, code: string, message: string, label: string) => {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    expect(response.json(), label).toMatchObject({ code, message });
  };

  it.each(
    NUL_CALLS.map((call) => [`${call.method} ${call.url} ${JSON.stringify(call.payload ?? '')}`, call]),
  )('refuses a NUL character: %s', async (label, call) => {
    const response = await send(call);
    expectCode(response, 'INPUT_NUL_CHARACTER', NUL_EN, label);
    expect(response.json().fields?.[0]?.path, label).toMatch(/^(params|querystring|body)\./);
  });

  it.each(
    OWN_RULE_CALLS.map((call) => [`${call.method} ${call.url} ${JSON.stringify(call.payload ?? '')}`, call]),
  )('lets a field with its own rule refuse a NUL with that rule: %s', async (label, call) => {
    const response = await send(call);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    expect(response.json().code, label).toBe(call.code);
  });

  it('says so in Thai, names the field, and changes nothing', async () => {
    const response = await send(
      {
        method: 'PATCH',
        url: '/api/client/user-clients/me/profile',
        payload: { firstName: 'Pl\u0000oy', remark: 'ok' },
      },
      { lang: 'th' },
    );
    expectCode(response, 'INPUT_NUL_CHARACTER', NUL_TH, 'th');
    expect(response.json().fields).toEqual([{ path: 'body.firstName', code: 'nul', message: NUL_TH }]);
    const profile = (await send({ method: 'GET', url: '/api/client/v2/profile' })).json();
    expect(profile).toMatchObject({ firstName: 'Ploy', remark: null });
  });

  it('refuses a NUL on every documented API route, before anything else reads the request', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const api = Object.entries(spec.paths).filter(([path]) => path.startsWith('/api/'));
    const routes = api.flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, path } of routes) {
      const url = `${path.replace(/\{[^}]+\}/g, '1')}?probe=%00`;
      const label = `${method} ${url}`;
      expectCode(await send({ method, url }), 'INPUT_NUL_CHARACTER', NUL_EN, label);
    }
  });

  it.each(ID_CALLS.map((call) => [`${call.method} ${call.url}`, call]))(
    'refuses an id outside 1..2147483647: %s',
    async (label, call) => {
      expectCode(await send(call), 'ID_INVALID', ID_EN, label);
    },
  );

  it('gives every id path parameter the int4 bounds', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const withIds = Object.entries(spec.paths).filter(([path]) => path.includes('{id}'));
    expect(withIds.length).toBeGreaterThanOrEqual(6);
    for (const [path, methods] of withIds) {
      for (const method of Object.keys(methods)) {
        const url = path.replace('{id}', '9999999999');
        expectCode(await send({ method: method.toUpperCase() as Method, url }), 'ID_INVALID', ID_EN, url);
      }
    }
  });

  it('still accepts ids at the top of the range (they simply do not exist)', async () => {
    const saved = await send({ method: 'GET', url: '/api/client/favorites/saved?ids=1,2147483647' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send({ method: 'GET', url: '/api/client/glossaries/2147483647' })).statusCode).toBe(404);
    const province = await send({
      method: 'PATCH',
      url: '/api/client/user-clients/me/profile',
      payload: { provinceId: 9999999999 },
    });
    expect(province.statusCode).toBe(400);
    expect(province.json().code).toBe('PROFILE_PROVINCE_INVALID');
  });
});
