import { GLOSSARY_SUMMARY_LENGTH } from '@app/contracts/discovery';
import type { Locale } from '@app/contracts/locale';
import { excerpt } from '@app/contracts/words';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { glossaryTerms } from '../../db/schema/index.ts';

/**
 * The summaries stored with a term: the start of each definition cut between words. Thai is
 * segmented with a dictionary, which costs far more than sending text, so it is done once, when
 * the term is written, rather than for every reader of the glossary.
 */
export function glossarySummaries(definitions: { definitionEn: string; definitionTh: string }) {
  return {
    summaryEn: glossarySummary(definitions.definitionEn, 'en'),
    summaryTh: glossarySummary(definitions.definitionTh, 'th'),
  };
}

export function glossarySummary(definition: string, locale: Locale): string {
  return excerpt(definition, locale, GLOSSARY_SUMMARY_LENGTH);
}

const BATCH = 200;

/**
 * Writes the summaries of terms that have none (written before summaries were kept, or whose
 * definition a plain SQL update changed), in batches, at start-up. Answers how many it wrote.
 */
export async function summariseMissingGlossary(db: Db): Promise<number> {
  let written = 0;
  for (;;) {
    const rows = await db
      .select({
        id: glossaryTerms.id,
        definitionEn: glossaryTerms.definitionEn,
        definitionTh: glossaryTerms.definitionTh,
      })
      .from(glossaryTerms)
      .where(or(isNull(glossaryTerms.summaryEn), isNull(glossaryTerms.summaryTh)))
      .orderBy(glossaryTerms.id)
      .limit(BATCH);
    for (const row of rows) {
      // Unless a definition changed meanwhile: then the trigger has cleared it for the next round.
      await db
        .update(glossaryTerms)
        .set(glossarySummaries(row))
        .where(
          and(
            eq(glossaryTerms.id, row.id),
            eq(glossaryTerms.definitionEn, row.definitionEn),
            eq(glossaryTerms.definitionTh, row.definitionTh),
          ),
        );
    }
    written += rows.length;
    if (rows.length < BATCH) return written;
  }
}
