import { statSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { articles, articleTopics, articleTranslations } from '../src/db/schema/index.ts';
import { seedArticles } from '../src/seed/articles.ts';
import { CONTENT_DIR } from './global-setup.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('article seed on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  async function snapshot() {
    const db = database.db;
    return {
      articles: await db.select().from(articles).orderBy(asc(articles.id)),
      translations: await db.select().from(articleTranslations).orderBy(asc(articleTranslations.id)),
      topics: (await db.select({ n: count() }).from(articleTopics))[0]?.n,
    };
  }

  it('loads all 32 articles in English and Thai with reading times, topics and flags', async () => {
    const { articles: rows, translations, topics } = await snapshot();
    expect(rows).toHaveLength(32);
    expect(translations).toHaveLength(64);
    expect(topics).toBeGreaterThanOrEqual(32);
    expect(rows.filter((row) => row.exclusive)).toHaveLength(6);
    expect(rows.filter((row) => row.highlighted)).toHaveLength(5);
    for (const translation of translations) {
      expect(translation.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(translation.wordCount).toBeGreaterThan(300);
    }
  });

  it('gives every article a small cover served by the site, described in English and Thai', async () => {
    const { articles: rows, translations } = await snapshot();
    const publicDir = join(import.meta.dirname, '../../web/public');
    for (const row of rows) {
      expect(row.coverImage, row.slug).toMatch(/^\/covers\/[a-z0-9-]+\.svg$/);
      // Same-origin images only (CSP), small enough for a phone.
      expect(statSync(join(publicDir, row.coverImage!)).size, row.coverImage!).toBeLessThan(30_000);
      const alts = translations.filter((t) => t.articleId === row.id).map((t) => [t.locale, t.coverAlt]);
      expect(alts.map(([locale]) => locale).sort()).toEqual(['en', 'th']);
      for (const [locale, alt] of alts) {
        expect(alt, `${row.slug} ${locale}`).toMatch(locale === 'th' ? /[\u0E00-\u0E7F]/ : /^[A-Z]/);
      }
    }
  });

  it('adds covers to articles seeded before they existed, but keeps a cover an editor chose', async () => {
    const [first, second] = (await snapshot()).articles;
    await database.db.update(articles).set({ coverImage: null }).where(eq(articles.id, first!.id));
    await database.db
      .update(articleTranslations)
      .set({ coverAlt: null })
      .where(eq(articleTranslations.articleId, first!.id));
    await database.db
      .update(articles)
      .set({ coverImage: '/uploads/own.webp' })
      .where(eq(articles.id, second!.id));
    await seedArticles(database.db, CONTENT_DIR);
    const after = await snapshot();
    expect(after.articles.find((row) => row.id === first!.id)?.coverImage).toBe(first!.coverImage);
    expect(after.translations.filter((t) => t.articleId === first!.id).every((t) => t.coverAlt)).toBe(true);
    expect(after.articles.find((row) => row.id === second!.id)?.coverImage).toBe('/uploads/own.webp');
  });

  it('changes nothing when run again, and keeps what an editor changed', async () => {
    await database.db.update(articles).set({ viewCount: 77 });
    const before = await snapshot();
    await seedArticles(database.db, CONTENT_DIR);
    await seedArticles(database.db, CONTENT_DIR);
    expect(await snapshot()).toEqual(before);
    expect(before.articles.every((row) => row.viewCount === 77)).toBe(true);
  });
});
