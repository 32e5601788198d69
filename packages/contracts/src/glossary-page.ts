import { SEARCH_MAX_LENGTH, THAI_CONSONANTS } from './discovery.ts';
import { z } from './zod.ts';

export type GlossaryAlphabet = 'en' | 'th';

export interface GlossaryEntry {
  id: number;
  tag: string;
  thaiInitial: string;
  termEn: string;
  termTh: string;
  /** The start of the definition; the whole of it is on the term's own page. */
  summary: string;
}

export interface GlossaryGroup {
  letter: string;
  entries: GlossaryEntry[];
}

export const LATIN_LETTERS: readonly string[] = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** ก..ฮ, then # for Thai terms that start with Latin script (ERC-20). */
export const THAI_LETTERS: readonly string[] = [...THAI_CONSONANTS, '#'];

export function alphabetLetters(alphabet: GlossaryAlphabet): readonly string[] {
  return alphabet === 'th' ? THAI_LETTERS : LATIN_LETTERS;
}

/** The anchor of a letter's section; code points keep the id ASCII for Thai letters too. */
export function letterAnchor(alphabet: GlossaryAlphabet, letter: string): string {
  return `letter-${alphabet}-${letter === '#' ? 'other' : letter.codePointAt(0)?.toString(16)}`;
}

/** Made on first use: building a collator loads its language's rules, which pages never need. */
const collators = new Map<GlossaryAlphabet, Intl.Collator>();
function collator(alphabet: GlossaryAlphabet): Intl.Collator {
  let found = collators.get(alphabet);
  if (!found) {
    found = new Intl.Collator(alphabet, { sensitivity: 'base', numeric: true });
    collators.set(alphabet, found);
  }
  return found;
}

/**
 * Terms grouped under the letters of one alphabet, in the alphabet's order, each group sorted
 * with that language's collation. Letters without a term are left out. The server groups them,
 * so the browser neither loads collation rules nor sorts while the page becomes interactive.
 */
export function groupGlossary(entries: GlossaryEntry[], alphabet: GlossaryAlphabet): GlossaryGroup[] {
  const letterOf = (entry: GlossaryEntry) => (alphabet === 'th' ? entry.thaiInitial : entry.tag);
  const termOf = (entry: GlossaryEntry) => (alphabet === 'th' ? entry.termTh : entry.termEn);
  const byLetter = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
  }
  return alphabetLetters(alphabet)
    .filter((letter) => byLetter.has(letter))
    .map((letter) => ({
      letter,
      entries: (byLetter.get(letter) ?? []).sort((a, b) => collator(alphabet).compare(termOf(a), termOf(b))),
    }));
}

/**
 * Terms on one page of the glossary: a whole list would be hundreds of kilobytes (Thai most of
 * all), so each response carries this many, under their letters, with the index linking to the
 * page where each letter starts.
 */
export const GLOSSARY_PAGE_SIZE = 20;

export interface GlossaryPage {
  groups: GlossaryGroup[];
  page: number;
  pageCount: number;
  /** The page on which each letter that has terms starts, in each alphabet. */
  letterPages: Record<GlossaryAlphabet, Record<string, number>>;
}

/** The page a requested number asks for: 1 for anything that is not a page number, at most the last. */
export function glossaryPageNumber(requested: string | null, pageCount: number): number {
  const number = Number(requested);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, pageCount) : 1;
}

/** Where each letter starts when the terms are listed in pages under that alphabet. */
function letterStarts(entries: GlossaryEntry[], alphabet: GlossaryAlphabet): Record<string, number> {
  const starts: Record<string, number> = {};
  let position = 0;
  for (const group of groupGlossary(entries, alphabet)) {
    starts[group.letter] = Math.floor(position / GLOSSARY_PAGE_SIZE) + 1;
    position += group.entries.length;
  }
  return starts;
}

/** One page of the terms grouped under `alphabet`; a letter spread over two pages heads both. */
export function glossaryPage(
  entries: GlossaryEntry[],
  alphabet: GlossaryAlphabet,
  requested: string | null,
): GlossaryPage {
  const pageCount = Math.max(1, Math.ceil(entries.length / GLOSSARY_PAGE_SIZE));
  const page = glossaryPageNumber(requested, pageCount);
  const ordered = groupGlossary(entries, alphabet).flatMap((group) =>
    group.entries.map((entry) => ({ letter: group.letter, entry })),
  );
  const groups: GlossaryGroup[] = [];
  for (const { letter, entry } of ordered.slice((page - 1) * GLOSSARY_PAGE_SIZE, page * GLOSSARY_PAGE_SIZE)) {
    const last = groups.at(-1);
    if (last?.letter === letter) last.entries.push(entry);
    else groups.push({ letter, entries: [entry] });
  }
  return {
    groups,
    page,
    pageCount,
    letterPages: { en: letterStarts(entries, 'en'), th: letterStarts(entries, 'th') },
  };
}

/** The letter an anchor (`letter-th-e01`) stands for, in its alphabet; undefined for any other hash. */
export function letterOfAnchor(hash: string): { alphabet: GlossaryAlphabet; letter: string } | undefined {
  const alphabet = /^#?letter-(en|th)-/.exec(hash)?.[1] as GlossaryAlphabet | undefined;
  if (!alphabet) return undefined;
  const letter = alphabetLetters(alphabet).find(
    (candidate) => `#${letterAnchor(alphabet, candidate)}` === `#${hash.replace(/^#/, '')}`,
  );
  return letter === undefined ? undefined : { alphabet, letter };
}

const glossaryEntrySchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  thaiInitial: z.string(),
  termEn: z.string(),
  termTh: z.string(),
  summary: z.string(),
});

/**
 * `GET /api/client/glossary-page`: one page of the glossary as the page shows it. `by` chooses
 * the alphabet (default: the request language's), `page` the page (anything else reads as the
 * first, past the end as the last), `search` a case-insensitive part of a term or definition.
 */
export const glossaryPageQuerySchema = z.object({
  by: z.enum(['en', 'th']).optional(),
  page: z.string().max(12).optional(),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
});

/**
 * The terms of one page (GLOSSARY_PAGE_SIZE at most) under their letters, with where each letter
 * starts in both alphabets, how many terms match (`count`) and how many there are (`total`).
 */
export const glossaryPageSchema = z.object({
  groups: z.array(z.object({ letter: z.string(), entries: z.array(glossaryEntrySchema) })),
  page: z.number().int(),
  pageCount: z.number().int(),
  letterPages: z.object({
    en: z.record(z.string(), z.number().int()),
    th: z.record(z.string(), z.number().int()),
  }),
  alphabet: z.enum(['en', 'th']),
  count: z.number().int(),
  total: z.number().int(),
});
export type GlossaryPageAnswer = z.infer<typeof glossaryPageSchema>;

export const GLOSSARY_PAGE_API = { page: '/api/client/glossary-page' } as const;
