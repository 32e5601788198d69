import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema/index.ts';
import { addArticleIfMissing, type NewArticle } from '../src/modules/articles/article-store.ts';
import { countCards, hasAnyTopic } from '../src/modules/articles/articles.repo.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

const article = (slug: string, published: string, topics: number[]): NewArticle => ({
  slug,
  author: 'Test Writer',
  publishedAt: new Date(published),
  difficulty: 'BEGINNER',
  topics,
  translations: [
    { locale: 'en', title: `About ${slug}`, summary: 'A test article.', body: 'Some words about it.' },
  ],
});

describe.each(DRIVERS)('article queries on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // Topics 9 and 10 are placeholders no demo article uses.
    await addArticleIfMissing(t.database.db, article('related-page', '2026-01-01T00:00:00Z', [9, 10]));
    await addArticleIfMissing(t.database.db, article('shares-both-old', '2019-01-01T00:00:00Z', [9, 10]));
    await addArticleIfMissing(t.database.db, article('shares-one-new', '2026-06-01T00:00:00Z', [9]));
    await addArticleIfMissing(t.database.db, article('shares-one-newer', '2026-07-01T00:00:00Z', [10]));
    await addArticleIfMissing(t.database.db, article('shares-none', '2026-08-01T00:00:00Z', [1]));
  });
  afterAll(() => t.close());

  it('lists the articles sharing most topics first, then the newest, never the article itself', async () => {
    const response = await t.app.inject({
      url: '/api/client/blogs/slug/related-page',
      headers: { lang: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const { related, more } = response.json() as { related: { slug: string }[]; more: { slug: string }[] };
    expect(related.map((card) => card.slug)).toEqual([
      'shares-both-old',
      'shares-one-newer',
      'shares-one-new',
    ]);
    expect(more.map((card) => card.slug)).not.toContain('related-page');
    expect(more.map((card) => card.slug)).not.toContain('shares-both-old');
  });

  it('sorts by reading time, then newest, and follows a changed publish date', async () => {
    const shortest = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client/blogs/filtered',
        headers: { lang: 'en' },
        payload: { topics: [9, 10], sort: 'reading-time', pageSize: 50 },
      });
      expect(response.statusCode).toBe(200);
      return (response.json().data as { slug: string }[]).map((card) => card.slug);
    };
    // All one minute long: newest first.
    expect(await shortest()).toEqual([
      'shares-one-newer',
      'shares-one-new',
      'related-page',
      'shares-both-old',
    ]);
    await t.database.db
      .update(articles)
      .set({ publishedAt: new Date('2027-01-01T00:00:00Z') })
      .where(eq(articles.slug, 'shares-both-old'));
    await t.app.contentInvalidation.invalidate('articles');
    expect((await shortest())[0]).toBe('shares-both-old');
  });

  it('counts a list exactly up to its cap and stops one past it', async () => {
    const { db } = t.database;
    const topics = hasAnyTopic([9, 10]);
    // Four articles carry topic 9 or 10 (set up above): counted exactly when the cap allows.
    expect(await countCards(db, { locale: 'en', where: topics, cap: 10_000 })).toBe(4);
    expect(await countCards(db, { locale: 'en', where: topics, cap: 4 })).toBe(4);
    // Past the cap the count says "more" (cap + 1) instead of walking every match.
    expect(await countCards(db, { locale: 'en', where: topics, cap: 2 })).toBe(3);
    // They have no Thai translation, so the Thai list has none of them.
    expect(await countCards(db, { locale: 'th', where: topics, cap: 2 })).toBe(0);
  });
});
