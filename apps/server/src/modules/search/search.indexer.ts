import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  articles,
  articleTranslations,
  glossaryTerms,
  searchDocuments,
  searchVocabulary,
} from '../../db/schema/index.ts';
import { plainText, uniqueTokens } from './search-text.ts';

type NewDocument = typeof searchDocuments.$inferInsert;

const CHUNK = 250;

function documentFor(
  fields: Omit<NewDocument, 'titleTokens' | 'bodyTokens' | 'body'> & { body: string },
): NewDocument {
  const body = plainText(fields.body);
  return {
    ...fields,
    body,
    titleTokens: uniqueTokens(fields.title),
    // The summary is searchable too; it is part of what a reader sees first.
    bodyTokens: uniqueTokens(`${fields.summary} ${body}`),
  };
}

/** Search documents for every published article translation and every glossary term. */
export async function collectDocuments(db: Db): Promise<NewDocument[]> {
  const articleRows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      exclusive: articles.exclusive,
      locale: articleTranslations.locale,
      title: articleTranslations.title,
      summary: articleTranslations.summary,
      body: articleTranslations.body,
    })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .where(and(eq(articles.status, true), eq(articles.active, true)));
  const termRows = await db.select().from(glossaryTerms);
  return [
    ...articleRows.map((row) =>
      documentFor({
        kind: 'article',
        refId: row.id,
        locale: row.locale,
        target: row.slug,
        title: row.title,
        summary: row.summary,
        body: row.body,
        exclusive: row.exclusive,
      }),
    ),
    ...termRows.flatMap((term) =>
      (['en', 'th'] as const).map((locale) =>
        documentFor({
          kind: 'glossary',
          refId: term.id,
          locale,
          target: String(term.id),
          title: locale === 'th' ? term.termTh : term.termEn,
          summary: locale === 'th' ? term.definitionTh : term.definitionEn,
          // A Thai reader may type the English term, and the other way round.
          body:
            locale === 'th' ? `${term.definitionTh} ${term.termEn}` : `${term.definitionEn} ${term.termTh}`,
          exclusive: false,
        }),
      ),
    ),
  ];
}

/** Replaces the search index and its vocabulary in one transaction. */
export async function writeSearchIndex(db: Db, documents: NewDocument[]): Promise<void> {
  const vocabulary = new Set<string>();
  for (const doc of documents) {
    for (const token of [...doc.titleTokens, ...doc.bodyTokens]) vocabulary.add(token);
  }
  const words = [...vocabulary].map((word) => ({ word }));
  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments);
    await tx.delete(searchVocabulary);
    for (let i = 0; i < documents.length; i += CHUNK) {
      await tx.insert(searchDocuments).values(documents.slice(i, i + CHUNK));
    }
    for (let i = 0; i < words.length; i += CHUNK * 8) {
      await tx.insert(searchVocabulary).values(words.slice(i, i + CHUNK * 8));
    }
  });
  // GIN indexes keep fresh entries in a pending list the planner cannot see through; without a
  // vacuum it judges the trigram and token indexes useless and scans every row.
  await db.execute(sql`vacuum analyze search_documents`);
  await db.execute(sql`vacuum analyze search_vocabulary`);
}

/** Rebuilds the whole index from the content tables (after seeding, or after edits). */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  const documents = await collectDocuments(db);
  await writeSearchIndex(db, documents);
  return documents.length;
}

/**
 * Brings the index up to date after seeding: rebuilt only when the number of documents the
 * content calls for differs from what is indexed, so a restart does not re-tokenise everything.
 */
export async function syncSearchIndex(db: Db): Promise<void> {
  const [row] = await queryRows<{ expected: number; indexed: number }>(
    db,
    sql`select
      (select count(*) from ${articleTranslations} t join ${articles} a on a.id = t.article_id
        where a.status and a.active)::int
      + 2 * (select count(*) from ${glossaryTerms})::int as expected,
      (select count(*) from search_documents)::int as indexed`,
  );
  if (row?.expected !== row?.indexed) await writeSearchIndex(db, await collectDocuments(db));
}
