import type { GlossaryList, GlossaryQuery, GlossaryTerm } from '@app/contracts/discovery';
import { type GlossaryAlphabet, type GlossaryPageAnswer, glossaryPage } from '@app/contracts/glossary-page';
import type { Locale } from '@app/contracts/locale';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { glossaryTerms } from '../../db/schema/index.ts';
import { findGlossaryEntries, findGlossaryTerm, findGlossaryTerms } from './glossary.repo.ts';
import { glossarySummary } from './glossary-summary.ts';

type GlossaryRow = typeof glossaryTerms.$inferSelect;

function present(row: GlossaryRow, locale: Locale): GlossaryTerm {
  const definition = locale === 'th' ? row.definitionTh : row.definitionEn;
  // Stored when the term was written; a row the start-up pass has not reached yet is cut here.
  const summary = (locale === 'th' ? row.summaryTh : row.summaryEn) ?? glossarySummary(definition, locale);
  return {
    id: row.id,
    key: row.key,
    tag: row.tag,
    thaiInitial: row.thaiInitial,
    term: locale === 'th' ? row.termTh : row.termEn,
    definition,
    summary,
    termEn: row.termEn,
    termTh: row.termTh,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The whole glossary by index letter, the newest terms, or the terms matching a search. */
export async function listGlossary(db: Db, query: GlossaryQuery, locale: Locale): Promise<GlossaryList> {
  const { rows, total } = await findGlossaryTerms(db, query);
  return { data: rows.map((row) => present(row, locale)), total };
}

export async function getGlossaryTerm(db: Db, id: number, locale: Locale): Promise<GlossaryTerm> {
  const row = await findGlossaryTerm(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return present(row, locale);
}

/**
 * One page of the glossary as the page shows it: the terms matching `search` ordered under the
 * letters of `alphabet` (each language's collation), GLOSSARY_PAGE_SIZE of them, and where each
 * letter starts. Only the page's terms leave the server, with their summaries, not definitions.
 */
export async function getGlossaryPage(
  db: Db,
  query: { by?: GlossaryAlphabet | undefined; page?: string | undefined; search?: string | undefined },
  locale: Locale,
): Promise<GlossaryPageAnswer> {
  const search = query.search || undefined;
  const rows = await findGlossaryEntries(db, search, locale);
  const entries = rows.map((row) => ({
    id: row.id,
    tag: row.tag,
    thaiInitial: row.thaiInitial,
    termEn: row.termEn,
    termTh: row.termTh,
    // Stored when the term was written; a row the start-up pass has not reached yet is cut here.
    summary: row.summary ?? glossarySummary(row.definition ?? '', locale),
  }));
  const alphabet = query.by ?? locale;
  const { groups, page, pageCount, letterPages } = glossaryPage(entries, alphabet, query.page ?? null);
  const total = rows[0]?.total ?? (search ? await countGlossary(db) : 0);
  return { groups, page, pageCount, letterPages, alphabet, count: entries.length, total };
}

/** How many terms there are (a search matching none read no row to carry it). */
async function countGlossary(db: Db): Promise<number> {
  return (await findGlossaryTerms(db, { sort: 'tag:asc', limit: 1 })).total;
}
