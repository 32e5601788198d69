import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const SEARCH_KINDS = ['article', 'glossary'] as const;

/**
 * One searchable document per article or glossary term and locale. Text is kept plain (no
 * Markdown) and also as word tokens: Thai has no spaces, so words are found with Intl.Segmenter
 * when indexing, never by PostgreSQL's parser. Trigram indexes on the plain text (see the custom
 * migration) find any substring the segmenter may have split oddly.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: SEARCH_KINDS }).notNull(),
    refId: integer('ref_id').notNull(),
    locale: text('locale').notNull(),
    /** Article slug, or the glossary term's id as text: what a result links to. */
    target: text('target').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    titleTokens: text('title_tokens').array().notNull(),
    bodyTokens: text('body_tokens').array().notNull(),
    exclusive: boolean('exclusive').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * md5 of the content the document was built from (see search.indexer.ts): a start-up
     * reindexes only the documents whose content no longer hashes to it.
     */
    sourceHash: text('source_hash').notNull().default(''),
  },
  (table) => [
    uniqueIndex('search_documents_ref_key').on(table.kind, table.refId, table.locale),
    index('search_documents_title_tokens_idx').using('gin', table.titleTokens),
    index('search_documents_body_tokens_idx').using('gin', table.bodyTokens),
  ],
);

/** Every distinct word of the index, for typo tolerance ('blokchain' finds 'blockchain'). */
export const searchVocabulary = pgTable('search_vocabulary', {
  word: text('word').primaryKey(),
});
