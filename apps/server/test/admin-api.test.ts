import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const RESTRICTED = 'Your account is restricted by an admin. Please contact support';

describe.each(DRIVERS)('admin user management on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: Record<string, string>;
  let adminId: number;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    adminId = await t.createUser({ role: 'admin', email: 'admin-one@example.com' });
    admin = await t.signIn(adminId);
  });
  afterAll(() => t.close());

  it('refuses visitors with 401 and non-admins with 403 on every admin call', async () => {
    const member = await t.signIn(await t.createUser());
    const calls = [
      { method: 'GET' as const, url: '/api/admin/users' },
      { method: 'POST' as const, url: `/api/admin/users/${adminId}/block`, payload: { reason: 'Spam' } },
      { method: 'POST' as const, url: `/api/admin/users/${adminId}/unblock`, payload: { reason: 'Spam' } },
      {
        method: 'PUT' as const,
        url: `/api/admin/users/${adminId}/kyc-override`,
        payload: { override: true },
      },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      const forbidden = await t.app.inject({ ...call, headers: member });
      expect(forbidden.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
    }
  });

  it('lists users in pages and finds them by part of the e-mail', async () => {
    for (const name of ['ploy', 'pim', 'pang']) await t.createUser({ email: `${name}.search@example.com` });
    const page = await t.app.inject({ url: '/api/admin/users?email=.SEARCH@&pageSize=2', headers: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.json().data).toHaveLength(2);
    const second = await t.app.inject({
      url: '/api/admin/users?email=.search@&pageSize=2&page=2',
      headers: admin,
    });
    expect(second.json().data.map((u: { email: string }) => u.email)).toHaveLength(1);
    const wildcard = await t.app.inject({ url: '/api/admin/users?email=%25', headers: admin });
    expect(wildcard.json().total).toBe(0);
  });

  it('blocks a user: sessions end at once and every call answers the restriction, until unblocked', async () => {
    const userId = await t.createUser();
    const first = await t.signIn(userId);
    const second = await t.signIn(userId);
    expect((await t.app.inject({ url: '/api/client/v2/profile', headers: first })).statusCode).toBe(200);

    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/block`,
      payload: { reason: 'Spam' },
      headers: admin,
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: userId, blocked: true });

    // The old sessions are ended, and their holder is told why rather than asked to log in.
    for (const headers of [first, second]) {
      const answer = await t.app.inject({ url: '/api/client/v2/profile', headers });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'ACCOUNT_RESTRICTED', message: RESTRICTED });
    }
    // Any session the user still gets is refused everywhere with the spec's message.
    const later = await t.signIn(userId);
    for (const url of ['/api/client/v2/profile', '/api/client/favorites', '/api/client/check-kyc-status']) {
      const answer = await t.app.inject({ url, headers: later });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toBe(RESTRICTED);
    }

    const unblocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/unblock`,
      payload: { reason: 'Appeal accepted' },
      headers: admin,
    });
    expect(unblocked.json()).toMatchObject({ blocked: false, blockedAt: null });
    // The block ended the old sessions for good: after it is lifted they are simply signed out.
    expect((await t.app.inject({ url: '/api/client/v2/profile', headers: first })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/client/v2/profile', headers: await t.signIn(userId) })).statusCode,
    ).toBe(200);
  });

  it('does not let an admin block themselves, and answers 404 for an unknown user', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${adminId}/block`,
          payload: { reason: 'Test' },
          headers: admin,
        })
      ).statusCode,
    ).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/999999/block',
      payload: { reason: 'Test' },
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/users/abc/block', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
