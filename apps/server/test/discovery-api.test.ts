import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aboutPages,
  getStartedBanners,
  getStartedSteps,
  glossaryTerms,
  partners,
} from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { CONTENT_DIR } from './global-setup.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('discovery API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const get = async (url: string, lang = 'en') => {
    const response = await t.app.inject({ url, headers: { lang } });
    return { status: response.statusCode, body: response.json() };
  };

  describe('GET /api/client/get-starts', () => {
    it('lists the six steps in order with their bodies as safe HTML, in the request language', async () => {
      const en = await get('/api/client/get-starts');
      expect(en.status).toBe(200);
      expect(en.body.data.map((s: { order: number }) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(en.body.data[0]).toMatchObject({
        key: 'create-account',
        title: 'Create your free account',
        link: '/register',
      });
      expect(en.body.data[0].body).toContain('<strong>English</strong>');
      const th = await get('/api/client/get-starts', 'th');
      expect(th.body.data[0].title).toBe('สร้างบัญชีฟรี');
    });
  });

  describe('GET /api/client/get-start-banners', () => {
    it('gives the latest banner with limit=1 and all of them newest first by default', async () => {
      const latest = await get('/api/client/get-start-banners?limit=1', 'th');
      expect(latest.status).toBe(200);
      expect(latest.body.data).toHaveLength(1);
      expect(latest.body.data[0]).toMatchObject({ key: 'welcome', title: 'เรียนรู้คริปโต รับรางวัลจริง' });
      const all = await get('/api/client/get-start-banners');
      expect(all.body.data.map((b: { key: string }) => b.key)).toEqual(['welcome', 'safety-first']);
    });

    it.each(['0', '-5', 'x', '500'])('refuses limit=%s with 400', async (limit) => {
      const { status, body } = await get(`/api/client/get-start-banners?limit=${limit}`);
      expect(status).toBe(400);
      expect(body.fields[0].path).toBe('querystring.limit');
    });
  });

  describe('GET /api/client/partners', () => {
    it('lists all 14 partners by name, described in the request language', async () => {
      const en = await get('/api/client/partners');
      expect(en.status).toBe(200);
      expect(en.body.data).toHaveLength(14);
      const names = en.body.data.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(en.body.data[0]).toMatchObject({
        name: 'Andaman Digital Exchange',
        category: 'EXCHANGE',
        website: 'https://andamanx.example',
        email: 'support@andamanx.example',
      });
      const th = await get('/api/client/partners', 'th');
      expect(th.body.data[0].description).toMatch(/[\u0E00-\u0E7F]/);
    });

    it('filters by category and searches by name, case-insensitively', async () => {
      const wallets = await get('/api/client/partners?category=WALLET');
      expect(wallets.body.data.map((p: { name: string }) => p.name)).toEqual(['Elephant Vault', 'Naga Key']);
      const search = await get('/api/client/partners?search=SIAM');
      expect(search.body.data.map((p: { name: string }) => p.name)).toEqual(['Siam Chain Lab']);
      const both = await get('/api/client/partners?category=MEDIA&search=siam');
      expect(both.body.data).toEqual([]);
    });

    it('refuses an unknown category and an over-long search with 400', async () => {
      expect((await get('/api/client/partners?category=CASINO')).status).toBe(400);
      expect((await get(`/api/client/partners?search=${'x'.repeat(101)}`)).status).toBe(400);
    });
  });

  describe('GET /api/client/about', () => {
    it('renders the about-us page in the request language as safe HTML', async () => {
      const en = await get('/api/client/about');
      expect(en.status).toBe(200);
      expect(en.body).toMatchObject({ locale: 'en', title: 'About KUB Academy' });
      expect(en.body.body).toContain('<h2>Our mission</h2>');
      expect(en.body.body).not.toMatch(/<script|onerror=/i);
      const th = await get('/api/client/about', 'th');
      expect(th.body.locale).toBe('th');
      expect(th.body.title).toMatch(/[\u0E00-\u0E7F]/);
    });
  });

  describe('seed', () => {
    it('loads the discovery content once: running it again changes nothing', async () => {
      const db = t.database.db;
      const counts = async () => ({
        glossary: (await db.select({ n: count() }).from(glossaryTerms))[0]?.n,
        banners: (await db.select({ n: count() }).from(getStartedBanners))[0]?.n,
        steps: (await db.select({ n: count() }).from(getStartedSteps))[0]?.n,
        partners: (await db.select({ n: count() }).from(partners))[0]?.n,
        about: await db.select().from(aboutPages).orderBy(aboutPages.id),
        terms: await db.select().from(glossaryTerms).orderBy(glossaryTerms.id),
      });
      const before = await counts();
      expect(before).toMatchObject({ glossary: 226, banners: 2, steps: 6, partners: 14 });
      expect(before.about).toHaveLength(2);
      await seedDatabase(db, CONTENT_DIR);
      await seedDatabase(db, CONTENT_DIR);
      expect(await counts()).toEqual(before);
    });
  });
});
