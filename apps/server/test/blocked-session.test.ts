import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { grantSubscription } from './subscription-grant.ts';
import { DRIVERS } from './test-db.ts';

const RESTRICTED_EN = 'Your account is restricted by an admin. Please contact support';
const RESTRICTED_TH = 'บัญชีของคุณถูกจำกัดการใช้งานโดยผู้ดูแลระบบ กรุณาติดต่อฝ่ายสนับสนุน';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Every call that needs a signed-in user, with a body it would accept. */
const SIGNED_IN_CALLS: { method: Method; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/client/v2/profile' },
  { method: 'GET', url: '/api/client/v2/profile/kub-balance' },
  { method: 'GET', url: '/api/client/check-kyc-status' },
  { method: 'POST', url: '/api/client/user-clients/me' },
  { method: 'PATCH', url: '/api/client/user-clients/me', payload: { firstName: 'Mallory' } },
  { method: 'PATCH', url: '/api/client/user-clients/me/profile', payload: { remark: 'still here' } },
  {
    method: 'POST',
    url: '/api/client/auth/change-password',
    payload: { oldPassword: 'Old#Pass123', password: 'New#Pass123', confirmPassword: 'New#Pass123' },
  },
  {
    method: 'POST',
    url: '/api/client/wallet/nonce',
    payload: { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
  },
  { method: 'GET', url: '/api/client/favorites' },
  { method: 'GET', url: '/api/client/favorites/count' },
  { method: 'GET', url: '/api/client/favorites/saved?ids=1' },
  { method: 'PUT', url: '/api/client/favorites/1', payload: { status: 'SAVED' } },
  { method: 'GET', url: '/api/admin/users' },
];

describe.each(DRIVERS)('a blocked user with an old session on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    admin = await t.signIn(await t.createUser({ role: 'admin' }));
  });
  afterAll(() => t.close());

  /** A user signed in on two devices, then blocked by an admin (which ends both sessions). */
  async function blockedWithSessions(
    fields: Parameters<ProfileTestApp['createUser']>[0] = {},
    options: { subscriber?: boolean } = {},
  ) {
    const userId = await t.createUser(fields);
    if (options.subscriber) await grantSubscription(t.database.db, userId, { startsAt: t.clock.now() });
    const sessions = [await t.signIn(userId), await t.signIn(userId)];
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/block`,
      payload: { reason: 'Abuse report' },
      headers: admin,
    });
    expect(blocked.statusCode).toBe(200);
    return { userId, sessions };
  }

  it('is told the account is restricted, not asked to log in, on every signed-in call', async () => {
    // An admin account blocked by another admin: the admin area is a signed-in call too.
    const { sessions } = await blockedWithSessions({ role: 'admin', firstName: 'Before' });
    for (const headers of sessions) {
      for (const call of SIGNED_IN_CALLS) {
        const label = `${call.method} ${call.url}`;
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
        expect(response.json(), label).toEqual({ code: 'ACCOUNT_RESTRICTED', message: RESTRICTED_EN });
      }
    }
    const thai = await t.app.inject({
      url: '/api/client/v2/profile',
      headers: { ...sessions[0], lang: 'th' },
    });
    expect(thai.json()).toEqual({ code: 'ACCOUNT_RESTRICTED', message: RESTRICTED_TH });
  });

  it('changes nothing through the old session', async () => {
    const { userId, sessions } = await blockedWithSessions({ firstName: 'Before' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/client/user-clients/me/profile',
      payload: { firstName: 'After' },
      headers: sessions[0],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/unblock`,
      payload: { reason: 'Resolved' },
      headers: admin,
    });
    const profile = await t.app.inject({ url: '/api/client/v2/profile', headers: await t.signIn(userId) });
    expect(profile.json().firstName).toBe('Before');
  });

  it('is a visitor on public pages: no subscriber content through the old session', async () => {
    const { sessions } = await blockedWithSessions({}, { subscriber: true });
    const article = await t.app.inject({
      url: '/api/client/blogs/slug/impermanent-loss',
      headers: sessions[0],
    });
    expect(article.statusCode).toBe(200);
    expect(article.json().article).toMatchObject({ exclusive: true, locked: true, body: null });
  });

  it('can still log out, and a lifted block does not bring the old sessions back', async () => {
    const { userId, sessions } = await blockedWithSessions();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/logout',
      headers: sessions[0],
    });
    expect(logout.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/unblock`,
      payload: { reason: 'Resolved' },
      headers: admin,
    });
    for (const headers of sessions) {
      const response = await t.app.inject({ url: '/api/client/v2/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('is told the same with an expired session', async () => {
    const { sessions } = await blockedWithSessions();
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const response = await t.app.inject({ url: '/api/client/v2/profile', headers: sessions[1] });
    expect(response.json().code).toBe('ACCOUNT_RESTRICTED');
  });

  it('an unknown token is still only asked to log in', async () => {
    const response = await t.app.inject({
      url: '/api/client/v2/profile',
      headers: { authorization: 'Bearer not-a-session-token-at-all' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in before continuing.');
  });
});
