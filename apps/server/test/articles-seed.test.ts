import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { articles, articleTopics, articleTranslations } from '../src/db/schema/index.ts';
import { seedArticles } from '../src/db/seed/articles.ts';
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

  it('changes nothing when run again, and keeps what an editor changed', async () => {
    await database.db.update(articles).set({ viewCount: 77 });
    const before = await snapshot();
    await seedArticles(database.db, CONTENT_DIR);
    await seedArticles(database.db, CONTENT_DIR);
    expect(await snapshot()).toEqual(before);
    expect(before.articles.every((row) => row.viewCount === 77)).toBe(true);
  });
});
