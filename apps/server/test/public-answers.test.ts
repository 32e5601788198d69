import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../src/web/public-page.ts';
import { RENDER_CALL_HEADER, renderCallHeaders } from '../src/web/render-call.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('answers a CDN may keep, on %s', (driver) => {
  let t: ProfileTestApp;
  let member: Record<string, string>;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    member = await t.signIn(await t.createUser({ email: 'cdn.member@example.com' }));
  });
  afterAll(() => t.close());

  const GLOSSARY = '/api/client/glossaries?sort=tag:asc&limit=5';

  it('gives a visitor’s read a public, shared-cache lifetime, a validator and the headers it varies on', async () => {
    const response = await t.app.inject({ url: GLOSSARY, headers: { lang: 'th' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers['cache-control']).toMatch(/max-age=0, must-revalidate, s-maxage=\d+/);
    expect(response.headers['cdn-cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(response.headers.vary).toBe('lang, authorization, cookie');
    expect(response.headers.etag).toMatch(/^W\/"[\w-]{20,}"$/);
  });

  it('answers 304 without a body when the visitor already holds that version, 200 when not', async () => {
    const first = await t.app.inject({ url: GLOSSARY, headers: { lang: 'en' } });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: GLOSSARY, headers: { lang: 'en', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Strong or weak, in a list: the comparison is weak, as for any GET.
    const listed = await t.app.inject({
      url: GLOSSARY,
      headers: { lang: 'en', 'if-none-match': `"other", ${etag.replace(/^W\//, '')}` },
    });
    expect(listed.statusCode).toBe(304);
    // Another language is another answer, with another validator.
    const thai = await t.app.inject({ url: GLOSSARY, headers: { lang: 'th', 'if-none-match': etag } });
    expect(thai.statusCode).toBe(200);
    expect(thai.headers.etag).not.toBe(etag);
    expect(thai.json().data).toHaveLength(5);
  });

  it('skips the validator and the script policy for a page render’s own call, which no client can claim to be', async () => {
    const own = await t.app.inject({ url: GLOSSARY, headers: { lang: 'en', ...renderCallHeaders() } });
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
    expect(own.headers['content-security-policy']).toBeUndefined();
    expect(own.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(own.json().data).toHaveLength(5);
    const forged = await t.app.inject({
      url: GLOSSARY,
      headers: { lang: 'en', [RENDER_CALL_HEADER]: 'guess' },
    });
    expect(forged.headers.etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(forged.headers['content-security-policy']).toContain('script-src');
  });

  it('keeps a signed-in caller’s answer to the same read private, without a validator a cache could use', async () => {
    const response = await t.app.inject({ url: GLOSSARY, headers: { lang: 'en', ...member } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    const profile = await t.app.inject({ url: '/api/client/v2/profile', headers: member });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
  });

  it('never marks a refusal, an error or a write public', async () => {
    const missing = await t.app.inject({ url: '/api/client/glossaries/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
    const refused = await t.app.inject({ url: '/api/client/v2/profile' });
    expect(refused.statusCode).toBe(401);
    expect(String(refused.headers['cache-control'] ?? '')).not.toContain('public');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/client/auth/login',
      payload: { email: 'nobody@example.com', password: 'Wrong#Pass123' },
    });
    expect(String(login.headers['cache-control'] ?? '')).not.toContain('public');
  });
});
