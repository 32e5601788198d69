import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { plainText, uniqueTokens } from '../apps/server/src/modules/search/search-text.ts';
import type { searchDocuments } from '../apps/server/src/db/schema/index.ts';

type NewDocument = typeof searchDocuments.$inferInsert;

const CONTENT = resolve(import.meta.dirname, '../content');

/** A small deterministic random source, so every run builds the same corpus. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

async function sentences(locale: 'en' | 'th'): Promise<string[]> {
  const all: string[] = [];
  for (const slug of await readdir(join(CONTENT, 'articles'))) {
    const source = await readFile(join(CONTENT, 'articles', slug, `${locale}.md`), 'utf8');
    const body = plainText(source.replace(/^---[\s\S]*?---/, ''));
    // Thai ends sentences with a space rather than a full stop.
    const parts = locale === 'en' ? body.split(/(?<=[.!?])\s+/) : body.split(/\s{1,}(?=[\u0E00-\u0E7F])/);
    all.push(...parts.filter((part) => part.length > 30));
  }
  return all;
}

async function glossaryTerms(): Promise<{ en: string; th: string }[]> {
  const terms: { en: string; th: string }[] = [];
  for (const file of await readdir(join(CONTENT, 'glossary'))) {
    const entries = parse(await readFile(join(CONTENT, 'glossary', file), 'utf8')) as {
      en: { term: string };
      th: { term: string };
    }[];
    for (const entry of entries) terms.push({ en: entry.en.term, th: entry.th.term });
  }
  return terms;
}

/**
 * `count` synthetic articles, each in English and Thai (2 × count documents), assembled from the
 * sentences of the real articles with titles built from glossary terms: real vocabulary, real
 * Thai text, realistic lengths (30-60 sentences).
 */
export async function syntheticCorpus(count: number): Promise<NewDocument[]> {
  const next = random(42);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const en = await sentences('en');
  const th = await sentences('th');
  const terms = await glossaryTerms();
  const documents: NewDocument[] = [];
  for (let i = 0; i < count; i++) {
    const a = pick(terms);
    const b = pick(terms);
    const length = 30 + Math.floor(next() * 30);
    const exclusive = next() < 0.1;
    for (const locale of ['en', 'th'] as const) {
      const pool = locale === 'en' ? en : th;
      const title =
        locale === 'en' ? `${a.en} and ${b.en}: a guide (${i + 1})` : `${a.th} และ ${b.th}: คู่มือฉบับที่ ${i + 1}`;
      const body = Array.from({ length }, () => pick(pool)).join(' ');
      documents.push({
        kind: 'article',
        refId: 100_000 + i,
        locale,
        target: `synthetic-${i + 1}`,
        title,
        summary: body.slice(0, 160),
        body,
        titleTokens: uniqueTokens(title),
        bodyTokens: uniqueTokens(body),
        exclusive,
      });
    }
  }
  return documents;
}

export interface SyntheticArticle {
  slug: string;
  difficulty: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
  exclusive: boolean;
  publishedAt: Date;
  topics: number[];
  translations: { locale: 'en' | 'th'; title: string; summary: string; body: string; minutes: number }[];
}

/**
 * `count` synthetic articles as the content tables hold them (English and Thai Markdown bodies
 * of 30-60 sentences, or `sentences`, from the real articles, one to three topics, dates over five years), for
 * benchmarks that load a large site. Deterministic, like `syntheticCorpus`.
 */
export async function syntheticArticles(
  count: number,
  options: { seed?: number; sentences?: [number, number] } = {},
): Promise<SyntheticArticle[]> {
  const seed = options.seed ?? 7;
  const [fewest, most] = options.sentences ?? [30, 60];
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const en = await sentences('en');
  const th = await sentences('th');
  const terms = await glossaryTerms();
  const start = Date.UTC(2021, 0, 1);
  const articles: SyntheticArticle[] = [];
  for (let i = 0; i < count; i++) {
    const a = pick(terms);
    const b = pick(terms);
    const length = fewest + Math.floor(next() * (most - fewest));
    const topics = [
      ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => 1 + Math.floor(next() * 8))),
    ];
    const translations = (['en', 'th'] as const).map((locale) => {
      const pool = locale === 'en' ? en : th;
      const sentencesOf = Array.from({ length }, () => pick(pool));
      // Paragraphs of five sentences, as an editor would write them.
      const paragraphs: string[] = [];
      for (let s = 0; s < sentencesOf.length; s += 5) paragraphs.push(sentencesOf.slice(s, s + 5).join(' '));
      const body = paragraphs.join('\n\n');
      return {
        locale,
        title:
          locale === 'en'
            ? `${a.en} and ${b.en}: a guide (${i + 1})`
            : `${a.th} และ ${b.th}: คู่มือฉบับที่ ${i + 1}`,
        summary: sentencesOf[0]!.slice(0, 160),
        body,
        minutes: Math.max(1, Math.round(length / 12)),
      };
    });
    articles.push({
      slug: `synthetic-${seed}-${i + 1}`,
      difficulty: pick(['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const),
      exclusive: next() < 0.1,
      publishedAt: new Date(start + Math.floor(next() * 5 * 365 * 86_400_000)),
      topics,
      translations,
    });
  }
  return articles;
}
