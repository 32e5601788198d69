import type { GlossaryList, GlossaryQuery, GlossaryTerm } from '@app/contracts/discovery';
import type { Locale } from '@app/contracts/locale';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { glossaryTerms } from '../../db/schema/index.ts';
import { findGlossaryTerm, findGlossaryTerms } from './glossary.repo.ts';
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
