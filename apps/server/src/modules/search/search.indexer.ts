import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { searchDocuments, searchVocabulary } from '../../db/schema/index.ts';
import { plainText, uniqueTokens } from './search-text.ts';

type NewDocument = typeof searchDocuments.$inferInsert;
type Kind = NewDocument['kind'];

const CHUNK = 250;
/**
 * Part of every document's source hash: raise it when the way documents are built changes
 * (tokenizer, plain-text rules, fields), and the next start-up reindexes everything once.
 */
const INDEX_VERSION = '2';
/** Above this many changed documents, the planner's statistics are refreshed afterwards. */
const ANALYZE_AFTER = 500;
/** Serialises indexing between app instances starting together (any constant; one per purpose). */
const INDEX_LOCK = 720_011;

/** A content row as search indexes it, with the hash of everything that goes into its document. */
interface SourceRow {
  kind: Kind;
  refId: number;
  locale: string;
  target: string;
  title: string;
  summary: string;
  body: string;
  exclusive: boolean;
  hash: string;
}

function documentFor(row: SourceRow): NewDocument {
  const body = plainText(row.body);
  return {
    kind: row.kind,
    refId: row.refId,
    locale: row.locale,
    target: row.target,
    title: row.title,
    summary: row.summary,
    body,
    exclusive: row.exclusive,
    sourceHash: row.hash,
    titleTokens: uniqueTokens(row.title),
    // The summary is searchable too; it is part of what a reader sees first.
    bodyTokens: uniqueTokens(`${row.summary} ${body}`),
  };
}

export interface IndexScope {
  kind: Kind;
  refId: number;
}

/**
 * Every document the content calls for (published, active article translations; each glossary
 * term in English and Thai), or those of one article or term. `changedOnly` keeps the ones whose
 * indexed copy is missing or was built from other text: the hash is computed and compared in
 * SQL, so unchanged bodies never leave the database.
 */
function sourceQuery(options: { scope?: IndexScope | undefined; changedOnly: boolean }): SQL {
  const { scope, changedOnly } = options;
  // A literal, not a parameter: concat_ws takes any type, so a parameter's type is unknown.
  const version = sql.raw(`'${INDEX_VERSION}'`);
  const articleHash = sql`md5(concat_ws(chr(31), ${version}, a.slug, a.exclusive::text, t.content_hash))`;
  const termHash = sql`md5(concat_ws(chr(31), ${version}, g.term_en, g.term_th, g.definition_en, g.definition_th))`;
  const stale = (hash: SQL, kind: Kind, refId: SQL, locale: SQL) =>
    changedOnly
      ? sql`and not exists (select 1 from search_documents d where d.kind = ${kind} and d.ref_id = ${refId} and d.locale = ${locale} and d.source_hash = ${hash})`
      : sql``;
  const wantArticles = !scope || scope.kind === 'article';
  const wantTerms = !scope || scope.kind === 'glossary';
  const parts: SQL[] = [];
  if (wantArticles) {
    parts.push(sql`select 'article' as kind, a.id as "refId", t.locale, a.slug as target, t.title, t.summary,
        t.body, a.exclusive, ${articleHash} as hash
      from article_translations t join articles a on a.id = t.article_id
      where a.status and a.active ${scope ? sql`and a.id = ${scope.refId}` : sql``}
        ${stale(articleHash, 'article', sql`a.id`, sql`t.locale`)}`);
  }
  if (wantTerms) {
    // A Thai reader may type the English term, and the other way round.
    parts.push(sql`select 'glossary' as kind, g.id as "refId", l.locale, g.id::text as target,
        case l.locale when 'th' then g.term_th else g.term_en end as title,
        case l.locale when 'th' then g.definition_th else g.definition_en end as summary,
        case l.locale when 'th' then g.definition_th || ' ' || g.term_en else g.definition_en || ' ' || g.term_th end as body,
        false as exclusive, ${termHash} as hash
      from glossary_terms g cross join (values ('en'), ('th')) as l(locale)
      where true ${scope ? sql`and g.id = ${scope.refId}` : sql``}
        ${stale(termHash, 'glossary', sql`g.id`, sql`l.locale`)}`);
  }
  return sql.join(parts, sql` union all `);
}

/** Documents whose article or term is gone, unpublished or switched off, or whose translation is. */
function orphansQuery(scope: IndexScope | undefined): SQL {
  return sql`select d.id from search_documents d
    where ${scope ? sql`d.kind = ${scope.kind} and d.ref_id = ${scope.refId}` : sql`true`}
      and case d.kind
        when 'article' then not exists (select 1 from article_translations t join articles a on a.id = t.article_id
          where a.id = d.ref_id and t.locale = d.locale and a.status and a.active)
        else not exists (select 1 from glossary_terms g where g.id = d.ref_id and d.locale in ('en', 'th'))
      end`;
}

export interface IndexResult {
  /** Documents written (new or changed). */
  indexed: number;
  /** Documents removed because their content is gone or hidden. */
  removed: number;
}

/**
 * Brings the index in line with the content: writes the documents whose text changed (or that
 * are missing), removes those whose content is gone, and keeps the vocabulary (typo tolerance)
 * to the words still indexed. Unchanged documents are not touched, so a restart of a large site
 * costs one hashing pass in the database, not a re-tokenisation of every article.
 */
async function reindex(db: Db, scope?: IndexScope): Promise<IndexResult> {
  const result = await db.transaction(async (tx) => {
    const txDb: Db = tx;
    await txDb.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK})`);
    const changed = await queryRows<SourceRow>(txDb, sourceQuery({ scope, changedOnly: true }));
    const orphans = await queryRows<{ id: number }>(txDb, orphansQuery(scope));
    if (changed.length === 0 && orphans.length === 0) return { indexed: 0, removed: 0 };

    const documents = changed.map(documentFor);
    const keys = documents.map((doc) => sql`(${doc.kind}, ${doc.refId}, ${doc.locale})`);
    // Words of the versions being replaced or removed: those no document uses any more leave
    // the vocabulary, so typo correction never suggests a word that finds nothing.
    const previous: { tokens: string[] }[] = [];
    for (let i = 0; i < keys.length; i += CHUNK) {
      previous.push(
        ...(await queryRows<{ tokens: string[] }>(
          txDb,
          sql`select title_tokens || body_tokens as tokens from search_documents
            where (kind, ref_id, locale) in (${sql.join(keys.slice(i, i + CHUNK), sql`, `)})`,
        )),
      );
    }
    const orphanIds = orphans.map((row) => row.id);
    for (let i = 0; i < orphanIds.length; i += CHUNK * 8) {
      const ids = orphanIds.slice(i, i + CHUNK * 8);
      previous.push(
        ...(await queryRows<{ tokens: string[] }>(
          txDb,
          sql`delete from search_documents where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) returning title_tokens || body_tokens as tokens`,
        )),
      );
    }

    for (let i = 0; i < documents.length; i += CHUNK) {
      await tx
        .insert(searchDocuments)
        .values(documents.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [searchDocuments.kind, searchDocuments.refId, searchDocuments.locale],
          set: {
            target: sql`excluded.target`,
            title: sql`excluded.title`,
            summary: sql`excluded.summary`,
            body: sql`excluded.body`,
            titleTokens: sql`excluded.title_tokens`,
            bodyTokens: sql`excluded.body_tokens`,
            exclusive: sql`excluded.exclusive`,
            sourceHash: sql`excluded.source_hash`,
            updatedAt: sql`now()`,
          },
        });
    }

    const words = new Set<string>();
    for (const doc of documents)
      for (const token of [...doc.titleTokens, ...doc.bodyTokens]) words.add(token);
    const added = [...words];
    for (let i = 0; i < added.length; i += CHUNK * 8) {
      await tx
        .insert(searchVocabulary)
        .values(added.slice(i, i + CHUNK * 8).map((word) => ({ word })))
        .onConflictDoNothing();
    }
    const candidates = [...new Set(previous.flatMap((row) => row.tokens))].filter((word) => !words.has(word));
    for (let i = 0; i < candidates.length; i += CHUNK * 8) {
      await txDb.execute(sql`delete from search_vocabulary v
        where v.word = any(${sql.param(candidates.slice(i, i + CHUNK * 8))}::text[])
          and not exists (select 1 from search_documents d
            where d.title_tokens @> array[v.word] or d.body_tokens @> array[v.word])`);
    }
    return { indexed: documents.length, removed: orphans.length };
  });
  if (result.indexed + result.removed > ANALYZE_AFTER) {
    // GIN indexes keep fresh entries in a pending list the planner cannot see through; without a
    // vacuum it judges the trigram and token indexes useless and scans every row.
    await db.execute(sql`vacuum analyze search_documents`);
    await db.execute(sql`vacuum analyze search_vocabulary`);
  }
  return result;
}

/** Brings the whole index up to date (start-up, after seeding): only what changed is reindexed. */
export function syncSearchIndex(db: Db): Promise<IndexResult> {
  return reindex(db);
}

/**
 * Reindexes one article (every translation) or glossary term after a write, and removes its
 * documents if it was deleted, unpublished or switched off. Content writes call it after their
 * transaction commits, with `ContentInvalidation.invalidate` for the caches.
 */
export function indexDocument(db: Db, kind: Kind, refId: number): Promise<IndexResult> {
  return reindex(db, { kind, refId });
}

/** Search documents for every published article translation and every glossary term. */
export async function collectDocuments(db: Db): Promise<NewDocument[]> {
  return (await queryRows<SourceRow>(db, sourceQuery({ changedOnly: false }))).map(documentFor);
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
  await db.execute(sql`vacuum analyze search_documents`);
  await db.execute(sql`vacuum analyze search_vocabulary`);
}

/** Rebuilds the whole index from the content tables. */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  const documents = await collectDocuments(db);
  await writeSearchIndex(db, documents);
  return documents.length;
}
