import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { PUBLIC_CACHE_CONTROL } from '../src/web/public-page.ts';
import { hashPassword } from '../src/modules/accounts/password-hash.ts';
import { type DevSsoProvider, startDevSsoProvider } from '../src/modules/sso/dev-provider/dev-provider.ts';
import { createProfileTestApp, type ProfileTestApp, REDIRECT_TEMPLATE, SSO_CLIENT } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const PERSONAL = 'private, no-store';

describe.each(DRIVERS)('caching of personal answers on %s', (driver) => {
  let t: ProfileTestApp;
  let member: Record<string, string>;
  let admin: Record<string, string>;
  let memberId: number;
  // The exchange sign-in's start reads the provider's metadata first.
  let provider: DevSsoProvider;
  beforeAll(async () => {
    provider = await startDevSsoProvider({
      clientId: SSO_CLIENT.id,
      clientSecret: SSO_CLIENT.secret,
      redirectUris: [REDIRECT_TEMPLATE.replace('{lang}', 'en')],
    });
    t = await createProfileTestApp(driver, { ssoIssuer: provider.issuer });
    memberId = await t.createUser({
      email: 'cache.member@example.com',
      passwordHash: await hashPassword('Cache#Pass123'),
    });
    member = await t.signIn(memberId);
    admin = await t.signIn(await t.createUser({ role: 'admin' }));
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it.each([
    ['GET', '/api/client/v2/profile'],
    ['GET', '/api/client/v2/profile/kub-balance'],
    ['POST', '/api/client/user-clients/me'],
    ['GET', '/api/client/check-kyc-status'],
    ['GET', '/api/client/favorites'],
    ['GET', '/api/client/favorites/count'],
    ['GET', '/api/client/favorites/saved?ids=1,2'],
    ['GET', '/api/client/search?q=bitcoin'],
  ] as const)('%s %s is private, no-store for a signed-in user', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: member });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(PERSONAL);
  });

  it('covers the admin area and refusals sent to a signed-in user', async () => {
    const list = await t.app.inject({ url: '/api/admin/users', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe(PERSONAL);
    const forbidden = await t.app.inject({ url: '/api/admin/users', headers: member });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe(PERSONAL);
  });

  it('covers answers that carry a new session or sign-in secrets before anyone is signed in', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/client/auth/login',
      payload: { email: 'cache.member@example.com', password: 'Cache#Pass123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['cache-control']).toBe(PERSONAL);
    const sso = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/bitkubnext-login/start',
      payload: { locale: 'en' },
    });
    expect(sso.statusCode, sso.body).toBe(200);
    expect(sso.headers['cache-control']).toBe(PERSONAL);
  });

  it('leaves public answers as they were, for visitors and signed-in readers alike', async () => {
    for (const headers of [{}, member]) {
      const categories = await t.app.inject({ url: '/api/client/categories', headers });
      expect(categories.headers['cache-control']).toBe('public, max-age=60');
    }
    // A visitor's read without a rule of its own is shared by every visitor (see public-answers.test.ts).
    const visitorSearch = await t.app.inject({ url: '/api/client/search?q=bitcoin' });
    expect(visitorSearch.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // A signed-in reader's article keeps its own rule (revalidated, never shared).
    const article = await t.app.inject({ url: '/api/client/blogs/slug/what-is-bitcoin', headers: member });
    expect(article.headers['cache-control']).toBe('private, no-cache');
    const visitorArticle = await t.app.inject({ url: '/api/client/blogs/slug/what-is-bitcoin' });
    expect(visitorArticle.headers['cache-control']).toBe('public, max-age=60');
  });

  it('keeps the public caching of avatar images', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    await t.database.db
      .update(users)
      .set({ avatar: png, avatarUpdatedAt: t.clock.now() })
      .where(eq(users.id, memberId));
    const image = await t.app.inject({ url: `/api/client/user-clients/${memberId}/avatar`, headers: member });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=300');
  });
});
