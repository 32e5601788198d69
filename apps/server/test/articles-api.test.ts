import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { addArticleIfMissing } from '../src/modules/articles/article-store.ts';
import { createSession } from '../src/modules/identity/session.service.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';
import { grantSubscription } from './subscription-grant.ts';

interface Card {
  id: number;
  slug: string;
  title: string;
  difficulty: string;
  difficultyKey: number;
  readingMinutes: number;
  viewCount: number;
  exclusive: boolean;
  highlighted: boolean;
  publishedAt: string;
  topics: { key: number; name: string }[];
}

const EXCLUSIVE = 'layer-2-rollups';
/** A sentence from the end of the exclusive article: it must never reach a non-subscriber. */
const EXCLUSIVE_LATE_SENTENCE = 'EIP-4844 blobs made publishing rollup data much cheaper.';

describe.each(DRIVERS)('articles API on %s', (driver) => {
  let app: FastifyInstance;
  let database: Database;
  const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));
  let subscriberToken: string;
  let memberToken: string;
  let memberId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildApp({
      database,
      clock,
      config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, CACHE_TTL_SECONDS: 60 },
      logger: false,
    });
    await app.ready();
    const [subscriber] = await database.db
      .insert(users)
      .values({ email: 'reader-sub@example.org' })
      .returning();
    await grantSubscription(database.db, subscriber!.id, { startsAt: new Date('2026-11-01T00:00:00Z') });
    const [member] = await database.db.insert(users).values({ email: 'reader-free@example.org' }).returning();
    subscriberToken = (await createSession(database.db, clock, subscriber!.id)).token;
    memberToken = (await createSession(database.db, clock, member!.id)).token;
    memberId = member!.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  const filtered = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/client/blogs/filtered', payload: payload as object, headers });

  describe('GET /api/client/blogs', () => {
    it('lists published, active articles newest first, paged, in the request language', async () => {
      const response = await get('/api/client/blogs?active=true&status=true&slug_null=false');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(32);
      expect(body).toMatchObject({ page: 1, pageSize: 12, pageCount: 3 });
      expect(body.data).toHaveLength(12);
      const dates = body.data.map((card: Card) => card.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.data[0].slug).toMatch(/^[a-z0-9-]+$/);

      const th = (await get('/api/client/blogs?pageSize=50', { lang: 'th' })).json();
      expect(th.data).toHaveLength(32);
      for (const card of th.data) expect(card.title).toMatch(/[\u0E00-\u0E7F]/);
    });

    it.each([
      ['pageSize=0', 'querystring.pageSize'],
      ['pageSize=-1', 'querystring.pageSize'],
      ['pageSize=1000000000', 'querystring.pageSize'],
      ['pageSize=ten', 'querystring.pageSize'],
      ['page=0', 'querystring.page'],
      ['active=false', 'querystring.active'],
      ['slug_null=true', 'querystring.slug_null'],
    ])('refuses %s with a clear 400', async (query, path) => {
      const response = await get(`/api/client/blogs?${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields.map((f: { path: string }) => f.path)).toContain(path);
    });
  });

  describe('POST /api/client/blogs/filtered', () => {
    it('filters by topic: every card carries one of the asked topics', async () => {
      const body = (await filtered({ topics: [7], pageSize: 50 })).json();
      expect(body.total).toBeGreaterThan(2);
      for (const card of body.data as Card[]) expect(card.topics.map((t) => t.key)).toContain(7);
      const both = (await filtered({ topics: [7, 1], pageSize: 50 })).json();
      expect(both.total).toBeGreaterThan(body.total);
    });

    it('filters by difficulty and reports the spec tag key', async () => {
      const body = (await filtered({ difficulty: ['ADVANCED'], pageSize: 50 })).json();
      expect(body.total).toBeGreaterThan(0);
      for (const card of body.data as Card[])
        expect(card).toMatchObject({ difficulty: 'ADVANCED', difficultyKey: 4 });
      const all = (await filtered({ difficulty: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] })).json();
      expect(all.total).toBe(32);
    });

    it('filters by reading-time range; a long article lands in 10+', async () => {
      const short = (await filtered({ readingTime: ['0-5'], pageSize: 50 })).json();
      for (const card of short.data as Card[]) expect(card.readingMinutes).toBeLessThanOrEqual(5);
      const long = (await filtered({ readingTime: ['10+'] })).json();
      expect(long).toMatchObject({ total: 0, data: [], pageCount: 0 });

      const paragraph = 'Long form reading about validators, fees and the slow patient work of settlement. ';
      await addArticleIfMissing(database.db, {
        slug: 'a-very-long-read',
        author: 'Test Writer',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
        difficulty: 'ADVANCED',
        topics: [3],
        translations: [
          { locale: 'en', title: 'A very long read', summary: 'Long.', body: paragraph.repeat(200) },
          {
            locale: 'th',
            title: 'บทความยาวมาก',
            summary: 'ยาว',
            body: 'การตรวจสอบธุรกรรมบนบล็อกเชน '.repeat(800),
          },
        ],
      });
      // A content write tells the caches (totals are kept per filter, across sorts and pages).
      await app.contentInvalidation.invalidate('articles');
      const after = (await filtered({ readingTime: ['10+'], sort: 'oldest' })).json();
      expect(after.total).toBe(1);
      expect(after.data[0]).toMatchObject({ slug: 'a-very-long-read' });
      expect(after.data[0].readingMinutes).toBeGreaterThan(10);
      const th = (await filtered({ readingTime: ['10+'] }, { lang: 'th' })).json();
      expect(th.data[0].readingMinutes).toBeGreaterThan(10);
    });

    it('pages through the results without overlap and sorts as asked', async () => {
      const first = (await filtered({ page: 1, pageSize: 5, sort: 'oldest' })).json();
      const second = (await filtered({ page: 2, pageSize: 5, sort: 'oldest' })).json();
      expect(first.data).toHaveLength(5);
      const ids = new Set(first.data.map((c: Card) => c.id));
      for (const card of second.data as Card[]) expect(ids.has(card.id)).toBe(false);
      expect(first.data[0].publishedAt <= second.data[0].publishedAt).toBe(true);
      const beyond = (await filtered({ page: 999, pageSize: 5 })).json();
      expect(beyond.data).toEqual([]);
      expect(beyond.total).toBe(first.total);

      const byTime = (await filtered({ sort: 'reading-time', pageSize: 50 })).json();
      const minutes = byTime.data.map((c: Card) => c.readingMinutes);
      expect(minutes).toEqual([...minutes].sort((a: number, b: number) => a - b));
    });

    it('returns only highlighted or exclusive articles when asked (Home)', async () => {
      const highlighted = (await filtered({ highlighted: true, pageSize: 50 })).json();
      expect(highlighted.total).toBe(5);
      for (const card of highlighted.data as Card[]) expect(card.highlighted).toBe(true);
      const exclusive = (await filtered({ exclusive: true, pageSize: 50 })).json();
      expect(exclusive.total).toBe(6);
    });

    it.each([
      [{ pageSize: 0 }, 'body.pageSize'],
      [{ pageSize: -1 }, 'body.pageSize'],
      [{ pageSize: 1_000_000_000 }, 'body.pageSize'],
      [{ pageSize: 2.5 }, 'body.pageSize'],
      [{ page: -3 }, 'body.page'],
      [{ difficulty: ['EXPERT'] }, 'body.difficulty.0'],
      [{ difficulty: 'BEGINNER' }, 'body.difficulty'],
      [{ readingTime: ['20-30'] }, 'body.readingTime.0'],
      [{ sort: 'random' }, 'body.sort'],
      [{ topics: ['bitcoin'] }, 'body.topics.0'],
    ])('refuses %j with a clear 400 naming the field', async (payload, path) => {
      const response = await filtered(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields.map((f: { path: string }) => f.path)).toContain(path);
      const th = (await filtered(payload, { lang: 'th' })).json();
      expect(th.message).toBe('ข้อมูลบางช่องไม่ถูกต้อง');
    });

    it('refuses a body that is not JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/client/blogs/filtered',
        headers: { 'content-type': 'application/json' },
        payload: '{"page":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });
  });

  describe('GET /api/client/blogs/slug/:slug', () => {
    it('returns the article in the request language with related and more articles', async () => {
      const en = await get('/api/client/blogs/slug/what-is-bitcoin');
      expect(en.statusCode).toBe(200);
      const body = en.json();
      expect(body.article).toMatchObject({
        slug: 'what-is-bitcoin',
        locale: 'en',
        locked: false,
        exclusive: false,
      });
      expect(body.article.body).toContain('<h2>');
      expect(body.article.body).not.toMatch(/<script|onerror=|javascript:/i);
      expect(body.article.locales).toEqual(['en', 'th']);
      expect(body.article.topics.length).toBeGreaterThan(0);
      expect(body.related.length).toBeGreaterThan(0);
      const keys = new Set(body.article.topics.map((t: { key: number }) => t.key));
      for (const card of body.related as Card[]) {
        expect(card.slug).not.toBe('what-is-bitcoin');
        expect(card.topics.some((t) => keys.has(t.key))).toBe(true);
      }
      expect(body.more.length).toBeGreaterThan(0);
      const relatedIds = new Set(body.related.map((c: Card) => c.id));
      for (const card of body.more as Card[]) expect(relatedIds.has(card.id)).toBe(false);

      const th = (await get('/api/client/blogs/slug/what-is-bitcoin', { lang: 'th' })).json();
      expect(th.article.locale).toBe('th');
      expect(th.article.title).toMatch(/[\u0E00-\u0E7F]/);
      expect(th.article.topics[0].name).toMatch(/[\u0E00-\u0E7F]/);
    });

    it('answers an unknown slug with 404 NOT_FOUND in the request language', async () => {
      const response = await get('/api/client/blogs/slug/no-such-article', { lang: 'th' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'ไม่พบข้อมูล' });
    });

    it('refuses a malformed slug with 400', async () => {
      const response = await get('/api/client/blogs/slug/Not%20A%20Slug');
      expect(response.statusCode).toBe(400);
    });

    it('gives a visitor only the teaser of an exclusive article, never its body', async () => {
      const response = await get(`/api/client/blogs/slug/${EXCLUSIVE}`);
      expect(response.statusCode).toBe(200);
      const { article } = response.json();
      expect(article).toMatchObject({ exclusive: true, locked: true, body: null });
      expect(article.teaser.length).toBeGreaterThan(50);
      expect(response.body).not.toContain(EXCLUSIVE_LATE_SENTENCE);
      expect(response.headers['cache-control']).toContain('public');
    });

    it('gives a signed-in non-subscriber only the teaser too', async () => {
      for (const headers of <Record<string, string>[]>[
        { authorization: `Bearer ${memberToken}` },
        { cookie: `session=${memberToken}` },
      ]) {
        const response = await get(`/api/client/blogs/slug/${EXCLUSIVE}`, headers);
        const { article } = response.json();
        expect(article).toMatchObject({ locked: true, body: null });
        expect(response.body).not.toContain(EXCLUSIVE_LATE_SENTENCE);
        expect(response.headers['cache-control']).toBe('private, no-cache');
      }
    });

    it('gives a subscriber the whole body, and the cache never hands it to a visitor afterwards', async () => {
      const response = await get(`/api/client/blogs/slug/${EXCLUSIVE}`, {
        authorization: `Bearer ${subscriberToken}`,
      });
      const { article } = response.json();
      expect(article.locked).toBe(false);
      expect(article.body).toContain('EIP-4844 blobs made publishing rollup data much cheaper.');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toContain('authorization');

      const visitor = await get(`/api/client/blogs/slug/${EXCLUSIVE}`);
      expect(visitor.json().article.locked).toBe(true);
      expect(visitor.body).not.toContain(EXCLUSIVE_LATE_SENTENCE);
      const invalid = await get(`/api/client/blogs/slug/${EXCLUSIVE}`, { authorization: 'Bearer forged' });
      expect(invalid.body).not.toContain(EXCLUSIVE_LATE_SENTENCE);
    });
  });

  describe('PUT /api/client/blogs/blogview/:id', () => {
    async function articleId(slug: string): Promise<number> {
      return (await get(`/api/client/blogs/slug/${slug}`)).json().article.id;
    }
    const view = (id: number | string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'PUT', url: `/api/client/blogs/blogview/${id}`, headers, remoteAddress });

    it('counts a visitor once a Bangkok day however often the page is reloaded', async () => {
      const id = await articleId('merkle-trees');
      const ua = { 'user-agent': 'Mozilla/5.0 reader-one' };
      const first = (await view(id, ua)).json();
      expect(first).toMatchObject({ id, counted: true });
      for (let i = 0; i < 5; i++) {
        const again = (await view(id, ua)).json();
        expect(again).toEqual({ id, counted: false, viewCount: first.viewCount });
      }
      // Another browser on the same address, and another address, are other visitors.
      expect((await view(id, { 'user-agent': 'Mozilla/5.0 reader-two' })).json().viewCount).toBe(
        first.viewCount + 1,
      );
      expect((await view(id, ua, '198.51.100.9')).json().viewCount).toBe(first.viewCount + 2);

      // 16:59 UTC is still the same day in Bangkok (23:59); 17:00 UTC is the next day there.
      clock.set(new Date('2026-11-22T16:59:00Z'));
      expect((await view(id, ua)).json().counted).toBe(false);
      clock.set(new Date('2026-11-22T17:00:00Z'));
      expect((await view(id, ua)).json()).toMatchObject({ counted: true, viewCount: first.viewCount + 3 });
      clock.set(new Date('2026-11-22T03:00:00Z'));
    });

    it('counts a signed-in reader by account, whatever the address', async () => {
      const id = await articleId('nfts-explained');
      const auth = { authorization: `Bearer ${memberToken}` };
      const first = (await view(id, auth, '192.0.2.1')).json();
      expect(first.counted).toBe(true);
      expect((await view(id, auth, '192.0.2.2')).json().counted).toBe(false);
      expect(memberId).toBeGreaterThan(0);
    });

    it('counts concurrent reloads once', async () => {
      const id = await articleId('what-is-defi');
      const headers = { 'user-agent': 'burst' };
      const results = await Promise.all(Array.from({ length: 8 }, () => view(id, headers)));
      expect(results.filter((r) => r.json().counted)).toHaveLength(1);
    });

    it('refuses a non-numeric id with 400 and an unknown one with 404', async () => {
      const bad = await view('abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].path).toBe('params.id');
      expect((await view('-4')).statusCode).toBe(400);
      expect((await view('99999999999')).statusCode).toBe(400);
      const unknown = await view(987654);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
    });
  });

  describe('sitemap and robots', () => {
    it('lists main pages and every article in both languages with hreflang alternates', async () => {
      const response = await get('/sitemap.xml', { host: 'academy.example' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      const xml = response.body;
      expect(xml).toContain('<loc>http://academy.example/en/articles/what-is-bitcoin</loc>');
      expect(xml).toContain('/th/articles/what-is-bitcoin</loc>');
      expect(xml).toContain('hreflang="th" href="http://academy.example/th/articles/what-is-bitcoin"');
      expect(xml).toContain('hreflang="x-default"');
      expect(xml).toContain('<loc>http://academy.example/th</loc>');
      expect(xml.match(/<url>/g)?.length).toBeGreaterThanOrEqual(2 * 32 + 2 * 8);
    });

    it('serves robots.txt pointing at the sitemap', async () => {
      const response = await get('/robots.txt', { host: 'academy.example' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Sitemap: http://academy.example/sitemap.xml');
      expect(response.body).toContain('Disallow: /api/');
    });
  });
});
