import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { articles, articleTranslations, glossaryTerms, searchDocuments } from '../src/db/schema/index.ts';
import { indexDocument, syncSearchIndex } from '../src/modules/search/search.indexer.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('search index upkeep on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const articleId = async (slug: string) =>
    (await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)))[0]!.id;

  const stamps = async () =>
    new Map(
      (
        await t.database.db
          .select({ id: searchDocuments.id, updatedAt: searchDocuments.updatedAt })
          .from(searchDocuments)
      ).map((row) => [row.id, row.updatedAt.getTime()]),
    );

  const hits = async (q: string, lang = 'en') =>
    (
      (await t.app.inject({ url: `/api/client/search?q=${encodeURIComponent(q)}`, headers: { lang } })).json()
        .items as { path: string }[]
    ).map((hit) => hit.path);

  const inVocabulary = async (word: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from search_vocabulary where word = ${word}`,
      )
    )[0]!.n === 1;

  const setEnglishBody = async (id: number, body: string) =>
    t.database.db
      .update(articleTranslations)
      .set({ body })
      .where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.locale, 'en')));

  it('finds nothing to do when the content has not changed', async () => {
    expect(await syncSearchIndex(t.database.db)).toEqual({ indexed: 0, removed: 0 });
  });

  it('reindexes just the one translation that changed, and search finds its new text', async () => {
    const id = await articleId('merkle-trees');
    const [before] = await t.database.db
      .select()
      .from(articleTranslations)
      .where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.locale, 'en')));
    const old = await stamps();
    await setEnglishBody(id, `${before!.body}\n\nEditors call this the zyxquokka structure.`);

    expect(await syncSearchIndex(t.database.db)).toEqual({ indexed: 1, removed: 0 });
    const now = await stamps();
    const touched = [...now].filter(([doc, at]) => old.get(doc) !== at).map(([doc]) => doc);
    const [edited] = await t.database.db
      .select({ id: searchDocuments.id })
      .from(searchDocuments)
      .where(
        and(
          eq(searchDocuments.kind, 'article'),
          eq(searchDocuments.refId, id),
          eq(searchDocuments.locale, 'en'),
        ),
      );
    expect(touched).toEqual([edited!.id]);
    expect(await hits('zyxquokka')).toEqual(['/articles/merkle-trees']);
    expect(await inVocabulary('zyxquokka')).toBe(true);
  });

  it('drops words from the vocabulary once no document uses them', async () => {
    const id = await articleId('merkle-trees');
    const [row] = await t.database.db
      .select()
      .from(articleTranslations)
      .where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.locale, 'en')));
    await setEnglishBody(id, row!.body.replace('zyxquokka', 'zyxnumbat'));

    expect(await indexDocument(t.database.db, 'article', id)).toEqual({ indexed: 1, removed: 0 });
    expect(await inVocabulary('zyxnumbat')).toBe(true);
    expect(await inVocabulary('zyxquokka')).toBe(false);
    expect(await hits('zyxquokka')).toEqual([]);
    // A word other documents still use stays.
    expect(await inVocabulary('blockchain')).toBe(true);
  });

  it('removes an unpublished article from search, and adds it back when republished', async () => {
    const id = await articleId('merkle-trees');
    await t.database.db.update(articles).set({ status: false }).where(eq(articles.id, id));
    expect(await indexDocument(t.database.db, 'article', id)).toEqual({ indexed: 0, removed: 2 });
    expect(await hits('zyxnumbat')).toEqual([]);
    expect(await hits('merkle')).not.toContain('/articles/merkle-trees');

    await t.database.db.update(articles).set({ status: true }).where(eq(articles.id, id));
    expect(await syncSearchIndex(t.database.db)).toEqual({ indexed: 2, removed: 0 });
    expect(await hits('zyxnumbat')).toEqual(['/articles/merkle-trees']);
  });

  it('reindexes an edited glossary term in both languages', async () => {
    const [term] = await t.database.db.select().from(glossaryTerms).where(eq(glossaryTerms.key, 'hodl'));
    await t.database.db
      .update(glossaryTerms)
      .set({ definitionEn: `${term!.definitionEn} Also called zyxdiamondhands.` })
      .where(eq(glossaryTerms.id, term!.id));
    expect(await indexDocument(t.database.db, 'glossary', term!.id)).toEqual({ indexed: 2, removed: 0 });
    expect(await hits('zyxdiamondhands')).toEqual([`/glossary/${term!.id}`]);
    expect(await syncSearchIndex(t.database.db)).toEqual({ indexed: 0, removed: 0 });
  });
});
