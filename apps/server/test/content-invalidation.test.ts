import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTranslations, categories } from '../src/db/schema/index.ts';
import { createTwoInstances, eventually, type Instances } from './instances-kit.ts';
import { DRIVERS } from './test-db.ts';

const firstCategory = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/client/categories' })).json().data[0].name as string;

const articleTitle = async (app: FastifyInstance, slug: string) =>
  (await app.inject({ url: `/api/client/blogs/slug/${slug}`, headers: { lang: 'en' } })).json().article
    .title as string;

describe.each(DRIVERS)('public caches of two instances on %s', (driver) => {
  let t: Instances;
  beforeAll(async () => {
    t = await createTwoInstances(driver);
  });
  afterAll(() => t.close());

  const renameCategory = (name: string) =>
    t.database.db.update(categories).set({ nameEn: name }).where(eq(categories.key, 1));

  it('serve an edit on both instances as soon as the writer invalidates its tag', async () => {
    expect(await firstCategory(t.a)).toBe('Bitcoin');
    expect(await firstCategory(t.b)).toBe('Bitcoin');

    await renameCategory('Bitcoin (BTC)');
    // Cached: without a message neither instance reads the table again.
    expect(await firstCategory(t.b)).toBe('Bitcoin');

    await t.a.contentInvalidation.invalidate('categories');
    expect(await firstCategory(t.a)).toBe('Bitcoin (BTC)');
    await eventually(async () => expect(await firstCategory(t.b)).toBe('Bitcoin (BTC)'));
  });

  it('drop only the answers built from the tag that changed', async () => {
    await renameCategory('Bitcoin');
    await t.b.contentInvalidation.invalidate('categories');
    await eventually(async () => expect(await firstCategory(t.a)).toBe('Bitcoin'));

    await renameCategory('Bitcoin again');
    await t.b.contentInvalidation.invalidate('glossary');
    // Let the message arrive; the categories stay cached.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await firstCategory(t.a)).toBe('Bitcoin');
  });

  it('serve an edited article on the other instance after an articles invalidation', async () => {
    const slug = 'what-is-bitcoin';
    const original = await articleTitle(t.b, slug);
    const [article] = await t.database.db.select().from(articles).where(eq(articles.slug, slug));
    await t.database.db
      .update(articleTranslations)
      .set({ title: 'Bitcoin, edited' })
      .where(sql`${articleTranslations.articleId} = ${article!.id} and ${articleTranslations.locale} = 'en'`);
    expect(await articleTitle(t.b, slug)).toBe(original);

    await t.a.contentInvalidation.invalidate('articles');
    await eventually(async () => expect(await articleTitle(t.b, slug)).toBe('Bitcoin, edited'));
  });

  it('count a list again on the other instance once an article is unpublished', async () => {
    const total = async (app: FastifyInstance, page: number) =>
      (await app.inject({ url: `/api/client/blogs?page=${page}&pageSize=5` })).json().total as number;
    const before = await total(t.b, 1);
    expect(await total(t.b, 2)).toBe(before);

    await t.database.db.update(articles).set({ status: false }).where(eq(articles.slug, 'merkle-trees'));
    await t.a.contentInvalidation.invalidate('articles');
    await eventually(async () => expect(await total(t.b, 1)).toBe(before - 1));
    // Another page of the same list, never asked for before, shares the new total.
    expect(await total(t.b, 3)).toBe(before - 1);
  });
});

describe.runIf(DRIVERS.includes('postgres'))('content messages over a lost connection', () => {
  let t: Instances;
  beforeAll(async () => {
    t = await createTwoInstances('postgres');
  });
  afterAll(() => t.close());

  it('drop every cached answer once the listening connection is back, as messages may be lost', async () => {
    expect(await firstCategory(t.b)).toBe('Bitcoin');
    await t.database.db
      .update(categories)
      .set({ nameEn: 'Bitcoin (edited while away)' })
      .where(eq(categories.key, 1));
    // The server ends the listening connections (a restart or failover would too).
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'listen %'`,
    );
    await eventually(async () => expect(await firstCategory(t.b)).toBe('Bitcoin (edited while away)'), 5000);
  });
});
