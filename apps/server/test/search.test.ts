import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTranslations, glossaryTerms } from '../src/db/schema/index.ts';
import { highlight, tokenize } from '../src/modules/search/search-text.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

interface Hit {
  kind: 'article' | 'glossary';
  id: number;
  path: string;
  titleHtml: string;
  snippetHtml: string;
  exclusive: boolean;
}

describe('search text', () => {
  it('splits Thai, which has no spaces, into words', () => {
    expect(tokenize('บล็อกเชนคืออะไร')).toEqual(['บล็อก', 'เชน', 'คือ', 'อะไร']);
    expect(tokenize('What is a Blockchain?')).toEqual(['what', 'is', 'a', 'blockchain']);
  });

  it('escapes HTML and marks matches in the excerpt', () => {
    expect(highlight('Bitcoin <b>is</b> digital money', ['bitcoin'])).toBe(
      '<mark>Bitcoin</mark> &lt;b&gt;is&lt;/b&gt; digital money',
    );
  });
});

/** Queries a learner might type, each with what it must find (by article slug or glossary key). */
const QUERY_SET: { q: string; lang: 'en' | 'th'; finds: string; top?: number }[] = [
  { q: 'bitcoin', lang: 'en', finds: 'article:what-is-bitcoin', top: 3 },
  { q: 'blokchain', lang: 'en', finds: 'article:what-is-a-blockchain', top: 5 },
  { q: 'proof of stake', lang: 'en', finds: 'article:proof-of-work-vs-proof-of-stake', top: 2 },
  { q: 'proof of stake', lang: 'en', finds: 'glossary:proof-of-stake', top: 1 },
  { q: 'impermanent loss', lang: 'en', finds: 'glossary:impermanent-loss', top: 3 },
  { q: 'impermanent loss', lang: 'en', finds: 'article:impermanent-loss', top: 3 },
  { q: 'merkle', lang: 'en', finds: 'article:merkle-trees', top: 2 },
  { q: 'seed phrase', lang: 'en', finds: 'article:seed-phrases-and-private-keys', top: 3 },
  { q: 'HODL', lang: 'en', finds: 'glossary:hodl', top: 1 },
  { q: 'zero knowledge', lang: 'en', finds: 'article:zero-knowledge-proofs', top: 2 },
  { q: 'บิตคอยน์', lang: 'th', finds: 'article:what-is-bitcoin', top: 5 },
  { q: 'สัญญาอัจฉริยะ', lang: 'th', finds: 'article:smart-contracts-explained', top: 3 },
  { q: 'อัจฉริ', lang: 'th', finds: 'article:smart-contracts-explained', top: 5 },
  { q: 'สเตเบิลคอยน์', lang: 'th', finds: 'article:what-are-stablecoins', top: 3 },
  { q: 'ต้นไม้เมอร์เคิล', lang: 'th', finds: 'article:merkle-trees', top: 2 },
  { q: 'ถือยาว', lang: 'th', finds: 'glossary:hodl', top: 3 },
  { q: 'ความสูญเสียชั่วคราว', lang: 'th', finds: 'article:impermanent-loss', top: 3 },
];

describe.each(DRIVERS)('search API on %s', (driver) => {
  let t: TestApp;
  const refs = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(driver);
    for (const row of await t.database.db.select({ id: articles.id, slug: articles.slug }).from(articles)) {
      refs.set(`article:${row.id}`, `article:${row.slug}`);
    }
    for (const row of await t.database.db
      .select({ id: glossaryTerms.id, key: glossaryTerms.key })
      .from(glossaryTerms)) {
      refs.set(`glossary:${row.id}`, `glossary:${row.key}`);
    }
  });
  afterAll(() => t.close());

  async function searchFor(q: string, lang = 'en', extra = '') {
    const response = await t.app.inject({
      url: `/api/client/search?q=${encodeURIComponent(q)}${extra}`,
      headers: { lang },
    });
    return response;
  }

  it.each(QUERY_SET)('"$q" ($lang) finds $finds', async ({ q, lang, finds, top }) => {
    const response = await searchFor(q, lang, '&pageSize=20');
    expect(response.statusCode).toBe(200);
    const found = (response.json().items as Hit[]).map((hit) => refs.get(`${hit.kind}:${hit.id}`));
    expect(found).toContain(finds);
    if (top) expect(found.indexOf(finds), `rank of ${finds} in ${found.join(', ')}`).toBeLessThan(top);
  });

  it('ranks a title match above a body-only match', async () => {
    const { items } = (await searchFor('halving', 'en', '&kind=article')).json() as { items: Hit[] };
    expect(refs.get(`article:${items[0]?.id}`)).toBe('article:bitcoin-halving-explained');
    expect(items.length).toBeGreaterThan(1);
  });

  it('tells which words were read through a typo', async () => {
    const body = (await searchFor('blokchain')).json();
    expect(body.corrections).toContainEqual({ from: 'blokchain', to: 'blockchain' });
  });

  it('shows results in the reader language with highlighted, escaped snippets', async () => {
    const { items } = (await searchFor('bitcoin', 'th')).json() as { items: Hit[] };
    const article = items.find((hit) => hit.path === '/articles/what-is-bitcoin');
    expect(article?.titleHtml).toMatch(/[\u0E00-\u0E7F]/);
    expect(items.some((hit) => hit.snippetHtml.includes('<mark>'))).toBe(true);
  });

  it('never quotes the body of an exclusive article to a visitor', async () => {
    const [row] = await t.database.db.select().from(articles).where(eq(articles.slug, 'impermanent-loss'));
    const { items } = (await searchFor('impermanent loss', 'en', '&kind=article')).json() as { items: Hit[] };
    const hit = items.find((item) => item.id === row?.id);
    expect(hit?.exclusive).toBe(true);
    const plain = (hit?.snippetHtml ?? '')
      .replace(/<\/?mark>/g, '')
      .replace(/^… | …$/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    // A visitor's detail answer is locked too: its summary is all the article shows them.
    const { article } = (
      await t.app.inject({ url: '/api/client/blogs/slug/impermanent-loss', headers: { lang: 'en' } })
    ).json() as { article: { summary: string; body: string | null; locked: boolean } };
    expect(article).toMatchObject({ locked: true, body: null });
    expect(plain.length).toBeGreaterThan(20);
    expect(article.summary).toContain(plain);
    // The body is indexed (so the article is found by it) but never quoted.
    const [document] = await t.database.db
      .select({ body: articleTranslations.body })
      .from(articleTranslations)
      .where(and(eq(articleTranslations.articleId, row!.id), eq(articleTranslations.locale, 'en')));
    expect(document?.body).not.toContain(plain);
  });

  it('finds nothing for gibberish and says so with an empty list', async () => {
    const body = (await searchFor('qzxwvj')).json();
    expect(body.total).toBe(0);
    expect(body.items).toEqual([]);
  });

  it('treats LIKE wildcards and markup in the query as plain text', async () => {
    for (const q of ['%', '_', '%%%', "' or 1=1 --", '<script>alert(1)</script>']) {
      const response = await searchFor(q);
      expect(response.statusCode, q).toBe(200);
      for (const hit of response.json().items as Hit[]) {
        expect(hit.titleHtml + hit.snippetHtml).not.toContain('<script>');
      }
    }
    expect((await searchFor('%%%')).json().total).toBe(0);
  });

  it.each([
    ['', 'empty query'],
    ['x'.repeat(101), 'query over 100 characters'],
  ])('rejects %s (%s) with 400', async (q) => {
    const response = await searchFor(q);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it.each(['&pageSize=0', '&pageSize=-1', '&pageSize=1000000000', '&page=abc', '&kind=users'])(
    'rejects %s with 400',
    async (extra) => {
      expect((await searchFor('bitcoin', 'en', extra)).statusCode).toBe(400);
    },
  );
});
