import { GLOSSARY_SUMMARY_LENGTH } from '@app/contracts/discovery';
import { GLOSSARY_PAGE_SIZE, glossaryPage } from '@app/contracts/glossary-page';
import { excerpt } from '@app/contracts/words';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossaryTerms } from '../src/db/schema/index.ts';
import { summariseMissingGlossary } from '../src/modules/glossary/glossary-summary.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { DRIVERS } from './test-db.ts';

interface Term {
  id: number;
  key: string;
  tag: string;
  thaiInitial: string;
  term: string;
  definition: string;
  summary: string;
  termEn: string;
  termTh: string;
  createdAt: string;
}

describe.each(DRIVERS)('glossary API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const list = async (query: string, lang = 'en') => {
    const response = await t.app.inject({ url: `/api/client/glossaries${query}`, headers: { lang } });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists every term by index letter with limit=-1, # first, then A to Z', async () => {
    const { status, body } = await list('?sort=tag:asc&limit=-1');
    expect(status).toBe(200);
    expect(body.total).toBe(226);
    expect(body.data).toHaveLength(226);
    const tags = body.data.map((term: Term) => term.tag);
    expect(tags[0]).toBe('#');
    expect(tags.at(-1)).toBe('Z');
    const order = (tag: string) => (tag === '#' ? 0 : tag.charCodeAt(0));
    for (let i = 1; i < tags.length; i++) expect(order(tags[i])).toBeGreaterThanOrEqual(order(tags[i - 1]));
    const bitcoin = body.data.find((term: Term) => term.key === 'bitcoin');
    expect(bitcoin).toMatchObject({
      tag: 'B',
      term: 'Bitcoin (BTC)',
      termEn: 'Bitcoin (BTC)',
      thaiInitial: 'บ',
    });
    expect(bitcoin.definition).toMatch(/^[A-Z]/);
  });

  it('answers in Thai with the lang header and files terms under their first Thai consonant', async () => {
    const { body } = await list('?limit=-1', 'th');
    const airdrop = body.data.find((term: Term) => term.key === 'airdrop');
    // แอร์ดรอป starts with the vowel แ, which is written first but filed under อ.
    expect(airdrop).toMatchObject({ term: 'แอร์ดรอป (Airdrop)', thaiInitial: 'อ', termEn: 'Airdrop' });
    expect(airdrop.definition).toMatch(/[\u0E00-\u0E7F]/);
    const erc = body.data.find((term: Term) => term.key === 'erc-20');
    expect(erc.thaiInitial).toBe('#');
  });

  it('gives the newest terms first with a limit', async () => {
    const { status, body } = await list('?sort=created_at:desc&limit=5');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.total).toBe(226);
    const times = body.data.map((term: Term) => Date.parse(term.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches terms and definitions in either language, ignoring case', async () => {
    const english = await list('?search=SEED%20PHRASE&limit=-1');
    expect(english.status).toBe(200);
    expect(english.body.data.map((term: Term) => term.key)).toContain('seed-phrase');
    for (const term of english.body.data as Term[]) expect(term.key).not.toBe('bitcoin');

    const thai = await list(`?search=${encodeURIComponent('บล็อกเชน')}&limit=-1`, 'th');
    expect(thai.body.data.map((term: Term) => term.key)).toContain('blockchain');
    // A Thai substring from the middle of a word matches too.
    const middle = await list(`?search=${encodeURIComponent('ล็อกเช')}`);
    expect(middle.body.total).toBeGreaterThan(0);

    const inDefinition = await list('?search=double%20spending');
    expect(inDefinition.body.data.map((term: Term) => term.key)).toContain('51-percent-attack');
  });

  it('treats % and _ in a search as plain characters and answers no match with an empty list', async () => {
    const percent = await list('?search=51%25');
    expect(percent.body.data.map((term: Term) => term.key)).toEqual(['51-percent-attack']);
    const nothing = await list('?search=zzqqxx');
    expect(nothing).toEqual({ status: 200, body: { data: [], total: 0 } });
    const wildcard = await list('?search=_');
    expect(wildcard.body.total).toBe(0);
  });

  it.each([
    ['limit=0', '?limit=0'],
    ['limit=-2', '?limit=-2'],
    ['limit=101', '?limit=101'],
    ['limit=abc', '?limit=abc'],
    ['limit=1.5', '?limit=1.5'],
    ['an unknown sort', '?sort=name:asc'],
    ['an empty search', '?search=%20%20'],
    ['a 101-character search', `?search=${'a'.repeat(101)}`],
  ])('refuses %s with 400 naming the field', async (_name, query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[0].path).toMatch(/^querystring\./);
  });

  it('answers one page of the glossary as the page shows it, in one statement', async () => {
    const page = async (query: string, lang: string) => {
      const response = await t.app.inject({ url: `/api/client/glossary-page${query}`, headers: { lang } });
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };
    // What the page made of the whole list before: the same page, from every term.
    const fromWholeList = async (search: string, lang: string, by: 'en' | 'th', requested: string | null) => {
      const whole = await list(
        `?sort=tag:asc&limit=-1${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        lang,
      );
      const entries = whole.body.data.map((term: Term) => ({
        id: term.id,
        tag: term.tag,
        thaiInitial: term.thaiInitial,
        termEn: term.termEn,
        termTh: term.termTh,
        summary: term.summary,
      }));
      return { ...glossaryPage(entries, by, requested), alphabet: by, count: entries.length, total: 226 };
    };
    expect(await page('', 'th')).toEqual(await fromWholeList('', 'th', 'th', null));
    expect(await page('?by=en&page=3', 'th')).toEqual(await fromWholeList('', 'th', 'en', '3'));
    expect(await page('?page=99', 'en')).toEqual(await fromWholeList('', 'en', 'en', '99'));
    expect(await page('?search=bitcoin&by=th', 'en')).toEqual(
      await fromWholeList('bitcoin', 'en', 'th', null),
    );
    const first = await page('', 'th');
    expect(first.groups.flatMap((group: { entries: unknown[] }) => group.entries)).toHaveLength(
      GLOSSARY_PAGE_SIZE,
    );
    expect(JSON.stringify(first)).not.toContain('"definition"');
    const none = await page('?search=no-such-term-anywhere', 'en');
    expect(none).toMatchObject({ groups: [], count: 0, total: 226, page: 1, pageCount: 1 });
    const before = t.database.queriesRun();
    await page('?by=th&page=2', 'th');
    expect(t.database.queriesRun() - before).toBe(1);
  });

  it('returns one term by id, 400 for a non-numeric id and 404 for an unknown one', async () => {
    const { body } = await list('?limit=1');
    const id = body.data[0].id;
    const one = await t.app.inject({ url: `/api/client/glossaries/${id}`, headers: { lang: 'th' } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, term: body.data[0].termTh });

    const word = await t.app.inject({ url: '/api/client/glossaries/bitcoin' });
    expect(word.statusCode).toBe(400);
    expect(word.json().fields[0].path).toBe('params.id');
    expect((await t.app.inject({ url: '/api/client/glossaries/0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/client/glossaries/99999999999' })).statusCode).toBe(400);

    const missing = await t.app.inject({ url: '/api/client/glossaries/999999', headers: { lang: 'th' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'ไม่พบข้อมูล' });
  });

  it('sends each term with the summary stored when it was written, cut between words', async () => {
    for (const lang of ['en', 'th'] as const) {
      const { body } = await list('?limit=-1', lang);
      for (const term of body.data as Term[]) {
        expect(term.summary).toBe(excerpt(term.definition, lang, GLOSSARY_SUMMARY_LENGTH));
      }
      expect((body.data as Term[]).some((term) => term.summary.endsWith('…'))).toBe(true);
    }
    const [row] = await t.database.db.select().from(glossaryTerms).where(eq(glossaryTerms.key, 'airdrop'));
    expect(row!.summaryTh).toBe(excerpt(row!.definitionTh, 'th', GLOSSARY_SUMMARY_LENGTH));
    expect(row!.summaryEn).toBe(excerpt(row!.definitionEn, 'en', GLOSSARY_SUMMARY_LENGTH));
  });

  it('forgets a summary whose definition a plain SQL update changed, and writes it again at start-up', async () => {
    const db = t.database.db;
    const definitionTh = 'คำอธิบายใหม่ที่ยาวพอจะถูกตัด '.repeat(10).trim();
    await db.update(glossaryTerms).set({ definitionTh }).where(eq(glossaryTerms.key, 'airdrop'));
    const [cleared] = await db.select().from(glossaryTerms).where(eq(glossaryTerms.key, 'airdrop'));
    expect(cleared!.summaryTh).toBeNull();
    // The English summary belongs to a definition that did not change.
    expect(cleared!.summaryEn).not.toBeNull();
    // Until then a reader gets the right summary all the same.
    const { body } = await list('?limit=-1', 'th');
    const airdrop = (body.data as Term[]).find((term) => term.key === 'airdrop')!;
    expect(airdrop.summary).toBe(excerpt(definitionTh, 'th', GLOSSARY_SUMMARY_LENGTH));
    expect(await summariseMissingGlossary(db)).toBe(1);
    const [written] = await db.select().from(glossaryTerms).where(eq(glossaryTerms.key, 'airdrop'));
    expect(written!.summaryTh).toBe(excerpt(definitionTh, 'th', GLOSSARY_SUMMARY_LENGTH));
    expect(await summariseMissingGlossary(db)).toBe(0);
  });
});
