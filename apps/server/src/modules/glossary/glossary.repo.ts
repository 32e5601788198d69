import type { GlossaryQuery } from '@app/contracts/discovery';
import { asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { glossaryTerms } from '../../db/schema/index.ts';

/** `%` and `_` typed by a reader are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(glossaryTerms.termEn, pattern),
    ilike(glossaryTerms.termTh, pattern),
    ilike(glossaryTerms.definitionEn, pattern),
    ilike(glossaryTerms.definitionTh, pattern),
  );
}

// Byte order ("C") so both engines, whatever their default collation, sort # before A-Z alike.
const ORDERS: Record<GlossaryQuery['sort'], SQL[]> = {
  'tag:asc': [
    sql`${glossaryTerms.tag} collate "C" asc`,
    sql`lower(${glossaryTerms.termEn}) collate "C" asc`,
    asc(glossaryTerms.id),
  ],
  'created_at:desc': [desc(glossaryTerms.createdAt), desc(glossaryTerms.id)],
};

export async function findGlossaryTerms(db: Db, query: GlossaryQuery) {
  const where = searchCondition(query.search);
  const rows = db
    .select()
    .from(glossaryTerms)
    .where(where)
    .orderBy(...ORDERS[query.sort]);
  const [list, totals] = await Promise.all([
    query.limit > 0 ? rows.limit(query.limit) : rows,
    db.select({ n: count() }).from(glossaryTerms).where(where),
  ]);
  return { rows: list, total: totals[0]?.n ?? 0 };
}

export async function findGlossaryTerm(db: Db, id: number) {
  const [row] = await db.select().from(glossaryTerms).where(eq(glossaryTerms.id, id)).limit(1);
  return row;
}

/**
 * What the glossary page lists of each term matching `search` (all of them without): its index
 * letters, both names and the summary in `locale` (with the definition only where no summary is
 * stored yet), beside how many terms there are in all. One statement; no other definition is read.
 */
export function findGlossaryEntries(db: Db, search: string | undefined, locale: 'en' | 'th') {
  const summary = locale === 'th' ? glossaryTerms.summaryTh : glossaryTerms.summaryEn;
  const definition = locale === 'th' ? glossaryTerms.definitionTh : glossaryTerms.definitionEn;
  return db
    .select({
      id: glossaryTerms.id,
      tag: glossaryTerms.tag,
      thaiInitial: glossaryTerms.thaiInitial,
      termEn: glossaryTerms.termEn,
      termTh: glossaryTerms.termTh,
      summary,
      definition: sql<string | null>`case when ${summary} is null then ${definition} end`,
      total: sql<number>`(select count(*) from ${glossaryTerms})`.mapWith(Number),
    })
    .from(glossaryTerms)
    .where(searchCondition(search));
}
