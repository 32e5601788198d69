import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { articles, articleTranslations } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { addArticleIfMissing, renderMissingArticleHtml } from '../src/modules/articles/article-store.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

/** An article's HTML is rendered when it is written and stored; readers get the stored text. */
describe.each(DRIVERS)('stored article HTML on %s', (driver) => {
  let app: FastifyInstance;
  let database: Database;
  const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildApp({
      database,
      clock,
      // No cache: every request reads the database.
      config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, CACHE_TTL_SECONDS: 0 },
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function storedHtml(slug: string, locale: string) {
    const [row] = await database.db
      .select({ bodyHtml: articleTranslations.bodyHtml, teaserHtml: articleTranslations.teaserHtml })
      .from(articleTranslations)
      .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
      .where(and(eq(articles.slug, slug), eq(articleTranslations.locale, locale)));
    return row;
  }

  const read = async (slug: string) =>
    (await app.inject({ url: `/api/client/blogs/slug/${slug}` })).json().article as {
      body: string;
      teaser: string;
    };

  it('keeps the sanitised HTML of every translation the seed writes, and serves it', async () => {
    const stored = await storedHtml('what-is-bitcoin', 'en');
    expect(stored?.bodyHtml).toContain('<h2>');
    expect(stored?.teaserHtml?.length).toBeGreaterThan(50);
    const article = await read('what-is-bitcoin');
    expect(article.body).toBe(stored?.bodyHtml);
    expect(article.teaser).toBe(stored?.teaserHtml);
  });

  it('renders and sanitises once, when the article is written', async () => {
    await addArticleIfMissing(database.db, {
      slug: 'stored-html-check',
      author: 'Editor',
      publishedAt: new Date('2026-11-20T00:00:00Z'),
      difficulty: 'BEGINNER',
      topics: [1],
      translations: [
        {
          locale: 'en',
          title: 'Stored HTML',
          summary: 'Checks the stored HTML.',
          body: '# Title\n\nA paragraph with **bold** text.<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>',
        },
      ],
    });
    const stored = await storedHtml('stored-html-check', 'en');
    expect(stored?.bodyHtml).toContain('<h2>Title</h2>');
    expect(stored?.bodyHtml).toContain('<strong>bold</strong>');
    expect(stored?.bodyHtml).not.toMatch(/<script|onerror|<img/i);
    expect((await read('stored-html-check')).body).toBe(stored?.bodyHtml);
  });

  it('forgets the HTML of a body changed without it, renders the new body once and keeps it', async () => {
    await database.db
      .update(articleTranslations)
      .set({ body: sql`${articleTranslations.body} || ${'\n\nA sentence added by a script.'}` })
      .where(
        and(
          eq(articleTranslations.locale, 'en'),
          eq(
            articleTranslations.articleId,
            sql`(select id from articles where slug = ${'stored-html-check'})`,
          ),
        ),
      );
    expect(await storedHtml('stored-html-check', 'en')).toEqual({ bodyHtml: null, teaserHtml: null });

    const article = await read('stored-html-check');
    expect(article.body).toContain('A sentence added by a script.');
    expect(article.body).not.toMatch(/<script|onerror/i);
    const stored = await storedHtml('stored-html-check', 'en');
    expect(stored?.bodyHtml).toBe(article.body);
    expect(stored?.teaserHtml).toBe(article.teaser);
  });

  it('renders at start-up what has no HTML yet', async () => {
    await database.db
      .update(articleTranslations)
      .set({ body: sql`${articleTranslations.body} || ${'\n\nEdited while the site was down.'}` })
      .where(eq(articleTranslations.locale, 'th'));
    expect((await storedHtml('what-is-bitcoin', 'th'))?.bodyHtml).toBeNull();
    expect(await renderMissingArticleHtml(database.db)).toBeGreaterThan(1);
    expect((await storedHtml('what-is-bitcoin', 'th'))?.bodyHtml).toContain(
      'Edited while the site was down.',
    );
    expect(await renderMissingArticleHtml(database.db)).toBe(0);
  });
});
