import { and, eq, lte, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTranslations } from '../src/db/schema/index.ts';
import { addArticleIfMissing, type NewArticle } from '../src/modules/articles/article-store.ts';
import {
  countCards,
  countTranslationCards,
  hasAnyTopic,
  TRANSLATION_ARTICLE,
} from '../src/modules/articles/articles.repo.ts';
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

  it('counts a list filtered by reading time from the translations, following what is listed', async () => {
    const { db } = t.database;
    const topics = hasAnyTopic([9, 10], TRANSLATION_ARTICLE);
    const short = lte(articleTranslations.readingMinutes, 5);
    const total = async (where: SQL | undefined) => ({
      translations: await countTranslationCards(db, { locale: 'en', where, cap: 10_000 }),
      articles: await countCards(db, { locale: 'en', where: and(hasAnyTopic([9, 10]), short), cap: 10_000 }),
    });
    // The four articles on topics 9 and 10 are one minute long; both counts agree.
    expect(await total(and(topics, short))).toEqual({ translations: 4, articles: 4 });
    expect(await countTranslationCards(db, { locale: 'en', where: and(topics, short), cap: 2 })).toBe(3);
    const hide = (slug: string, set: { status?: boolean; active?: boolean }) =>
      db.update(articles).set(set).where(eq(articles.slug, slug));
    // Switched off, then unpublished: no longer counted; listed again: counted again.
    await hide('shares-none', { active: false });
    await hide('shares-one-new', { active: false });
    expect(await total(and(topics, short))).toEqual({ translations: 3, articles: 3 });
    await hide('shares-one-new', { active: true, status: false });
    expect(await total(and(topics, short))).toEqual({ translations: 3, articles: 3 });
    await hide('shares-one-new', { status: true });
    expect(await total(and(topics, short))).toEqual({ translations: 4, articles: 4 });
    // A translation added to an article that is switched off takes its state, and follows it.
    await hide('shares-one-newer', { active: false });
    await db.insert(articleTranslations).values({
      articleId: (
        await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, 'shares-one-newer'))
      )[0]!.id,
      locale: 'th',
      title: 'ทดสอบ',
      summary: 'บทความทดสอบ',
      body: 'คำไม่กี่คำ',
      readingMinutes: 1,
      wordCount: 3,
    });
    const thai = () => countTranslationCards(db, { locale: 'th', where: and(topics, short), cap: 10_000 });
    expect(await thai()).toBe(0);
    await hide('shares-one-newer', { active: true });
    expect(await thai()).toBe(1);
    await hide('shares-none', { active: true });
  });

  it('answers a reading-time list with the same total and cards as before', async () => {
    const filtered = async (payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client/blogs/filtered',
        headers: { lang: 'en' },
        payload: { pageSize: 50, ...payload },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { total: number; data: { slug: string }[] };
      return { total: body.total, slugs: body.data.map((card) => card.slug).sort() };
    };
    const onTopics = await filtered({ topics: [9, 10], readingTime: ['0-5'] });
    expect(onTopics.total).toBe(onTopics.slugs.length);
    expect(onTopics.slugs).toEqual(['related-page', 'shares-both-old', 'shares-one-new', 'shares-one-newer']);
    // With a filter on the article itself the count joins the articles: the same answer.
    const withLevel = await filtered({ topics: [9, 10], readingTime: ['0-5'], difficulty: ['BEGINNER'] });
    expect(withLevel).toEqual(onTopics);
    const all = await filtered({ readingTime: ['0-5', '5-10', '10+'] });
    expect(all.total).toBe((await filtered({})).total);
  });
});
