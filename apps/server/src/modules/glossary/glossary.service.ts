import type { GlossaryList, GlossaryQuery, GlossaryTerm } from '@app/contracts/discovery';
import type { Locale } from '@app/contracts/locale';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { glossaryTerms } from '../../db/schema/index.ts';
import { findGlossaryTerm, findGlossaryTerms } from './glossary.repo.ts';

type GlossaryRow = typeof glossaryTerms.$inferSelect;

function present(row: GlossaryRow, locale: Locale): GlossaryTerm {
  return {
    id: row.id,
    key: row.key,
    tag: row.tag,
    thaiInitial: row.thaiInitial,
    term: locale === 'th' ? row.termTh : row.termEn,
    definition: locale === 'th' ? row.definitionTh : row.definitionEn,
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
