import type { SearchQuery, SearchResult } from '@app/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { highlight, uniqueTokens } from './search-text.ts';
import { withoutStopWords } from './stop-words.ts';
import { canReadArticle } from '../../policies/article.policy.ts';

const MAX_TOKENS = 8;
/** Candidates taken from each stage; ranking only needs the best of them. */
const CANDIDATES = 100;
/** How many of the best candidates are checked for the whole phrase in their body. */
const PHRASE_CHECKED = 30;

interface Candidate {
  id: number;
  kind: 'article' | 'glossary';
  ref_id: number;
  locale: string;
}

interface Row extends Record<string, unknown> {
  id: number;
  kind: 'article' | 'glossary';
  ref_id: number;
  locale: string;
  target: string;
  title: string;
  summary: string;
  body: string;
  exclusive: boolean;
  score: number;
}

/** `weight` for each of `words` that the row's token array holds (a C-level check per word). */
function hits(column: 'title_tokens' | 'body_tokens', words: string[], weight: number): SQL {
  if (words.length === 0) return sql`0`;
  const checks = words.map((word) => sql`(${sql.raw(column)} @> array[${word}]::text[])::int`);
  return sql`${weight} * (${sql.join(checks, sql` + `)})`;
}

/** Escapes LIKE's wildcards so a user's `%` or `_` matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Indexed words close to query words that are not in the index themselves ('blokchain' reads as
 * 'blockchain'), by trigram similarity over the vocabulary.
 */
async function correctTokens(db: Db, tokens: string[]): Promise<{ from: string; to: string }[]> {
  const candidates = tokens.filter((token) => token.length >= 4);
  if (candidates.length === 0) return [];
  const rows = await queryRows<{ from: string; to: string | null }>(
    db,
    sql`
    select t.token as "from",
      (select v.word from search_vocabulary v
        where v.word % t.token
        order by similarity(v.word, t.token) desc, v.word
        limit 1) as "to"
    from unnest(${sql.param(candidates)}::text[]) as t(token)
    where not exists (select 1 from search_vocabulary v where v.word = t.token)`,
  );
  return rows.filter((row): row is { from: string; to: string } => row.to !== null && row.to !== row.from);
}

/**
 * One search over articles and the glossary in both languages. Ranking: a title that is the
 * query, then the whole query in a title, then query words in a title, then the whole query or its
 * words in a body; words read through a typo correction count less than exact ones, and among
 * equals the title closest to the query (the shorter one) comes first.
 */
export async function search(
  db: Db,
  query: SearchQuery,
  options: { locale: string; isSubscriber: boolean },
): Promise<SearchResult> {
  const phrase = query.q.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const exact = withoutStopWords(uniqueTokens(phrase)).slice(0, MAX_TOKENS);
  const corrections = await correctTokens(db, exact);
  const fuzzy = corrections.map((c) => c.to);
  const all = [...new Set([...exact, ...fuzzy])];
  // Trigram indexes serve substrings of three characters or more.
  const substring = [...phrase].length >= 3;
  const pattern = likePattern(phrase);
  const kinds = query.kind === 'all' ? ['article', 'glossary'] : [query.kind];

  const kindFilter = sql`kind = any(${sql.param(kinds)}::text[])`;
  // The words a document must hold: each query word, or what a typo in it was read as.
  const required = exact.map((word) => corrections.find((c) => c.from === word)?.to ?? word);

  // 1. Title matches, each scored fully. A title must hold every word of a longer query here;
  //    titles with only some of the words come later, unscored, like bodies.
  const titleMatch =
    required.length > 1
      ? sql`title_tokens @> ${sql.param(required)}::text[]`
      : sql`title_tokens && ${sql.param(all)}::text[]`;
  const titled = await queryRows<{ id: number; score: number }>(
    db,
    sql`
    select id,
      (case when lower(title) = ${phrase} then 30 else 0 end
       + case when ${substring} and strpos(lower(title), ${phrase}) > 0 then 20 else 0 end
       + 4.0 * length(${phrase}) / greatest(length(title), 1)
       + ${hits('title_tokens', exact, 6)} + ${hits('title_tokens', fuzzy, 3)}
      )::float as score
    from search_documents
    where ${kindFilter}
      and (${titleMatch} or (${substring} and lower(title) like ${pattern}))
    order by score desc, id
    limit ${CANDIDATES}`,
  );
  // 2. Bodies holding every word (by the GIN index, no scoring of thousands of rows), then
  //    bodies holding any of them, then, when words found little, part of a word in a body
  //    (a Thai word the segmenter split differently) through the trigram index.
  const bodyMatches: { id: number; score: number }[][] = [];
  const wanted = () => titled.length + bodyMatches.flat().length < CANDIDATES;
  if (required.length > 0) {
    bodyMatches.push(
      await queryRows(
        db,
        sql`select id, ${2 * required.length}::float as score from search_documents
            where ${kindFilter} and body_tokens @> ${sql.param(required)}::text[] limit ${CANDIDATES}`,
      ),
    );
  }
  if (required.length > 1 && wanted()) {
    bodyMatches.push(
      await queryRows(
        db,
        sql`select id, 3::float as score from search_documents
            where ${kindFilter} and title_tokens && ${sql.param(all)}::text[] limit ${CANDIDATES}`,
      ),
    );
  }
  if (all.length > 1 && wanted()) {
    bodyMatches.push(
      await queryRows(
        db,
        sql`select id, 1::float as score from search_documents
            where ${kindFilter} and body_tokens && ${sql.param(all)}::text[] limit ${CANDIDATES}`,
      ),
    );
  }
  if (substring && titled.length + bodyMatches.flat().length < 10) {
    bodyMatches.push(
      await queryRows(
        db,
        sql`select id, 0.5::float as score from search_documents
            where ${kindFilter} and lower(body) like ${pattern} limit ${CANDIDATES}`,
      ),
    );
  }
  const scores = new Map<number, number>();
  for (const { id, score } of [...titled, ...bodyMatches.flat()]) {
    scores.set(id, Math.max(scores.get(id) ?? 0, score));
  }
  const ids = [...scores.keys()];
  const candidates = await queryRows<Candidate>(
    db,
    sql`select id, kind, ref_id, locale from search_documents where id = any(${sql.param(ids)}::int[])`,
  );
  const scored = candidates
    .map((row) => ({ ...row, score: scores.get(row.id) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  // The whole phrase in a body lifts a result; it is the costly test, so only the best are checked.
  if (exact.length > 1 && scored.length > 0) {
    const checked = scored.slice(0, PHRASE_CHECKED).map((row) => row.id);
    const withPhrase = await queryRows<{ id: number }>(
      db,
      sql`select id from search_documents
          where id = any(${sql.param(checked)}::int[]) and strpos(lower(body), ${phrase}) > 0`,
    );
    const lifted = new Set(withPhrase.map((row) => row.id));
    for (const row of scored) if (lifted.has(row.id)) row.score += 4;
  }
  const rows = scored;

  // One hit per article or term: its best-scoring language decides the rank.
  const best = new Map<string, Candidate & { score: number }>();
  for (const row of rows) {
    const key = `${row.kind}:${row.ref_id}`;
    const current = best.get(key);
    const preferLocale = row.locale === options.locale && current && current.score === row.score;
    if (!current || row.score > current.score || preferLocale) best.set(key, row);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || a.ref_id - b.ref_id);
  const start = (query.page - 1) * query.pageSize;
  const pageRows = ranked.slice(start, start + query.pageSize);

  // Show each hit in the reader's language when it exists in it.
  const display = await displayDocuments(db, pageRows, options.locale);
  const terms = [phrase, ...all];
  return {
    query: query.q,
    corrections,
    total: ranked.length,
    page: query.page,
    pageSize: query.pageSize,
    items: pageRows.flatMap((row) => {
      const shown = display.get(`${row.kind}:${row.ref_id}`);
      if (!shown) return [];
      const locked = shown.kind === 'article' && !canReadArticle(options, shown);
      return {
        kind: shown.kind,
        id: shown.ref_id,
        path: shown.kind === 'article' ? `/articles/${shown.target}` : `/glossary/${shown.target}`,
        locale: shown.locale,
        titleHtml: highlight(shown.title, terms, 200),
        // An exclusive article's body is never quoted to someone who may not read it.
        snippetHtml: highlight(locked || shown.kind === 'glossary' ? shown.summary : shown.body, terms),
        exclusive: shown.exclusive,
        score: row.score,
      };
    }),
  };
}

/** The page's documents, in the reader's language where a translation exists. */
async function displayDocuments(
  db: Db,
  rows: (Candidate & { score: number })[],
  locale: string,
): Promise<Map<string, Row>> {
  const shown = new Map<string, Row>();
  if (rows.length === 0) return shown;
  const documents = await queryRows<Row>(
    db,
    sql`
    select d.id, d.kind, d.ref_id, d.locale, d.target, d.title, d.summary, d.body, d.exclusive, 0::float as score
    from search_documents d
    join unnest(${sql.param(rows.map((r) => r.kind))}::text[], ${sql.param(rows.map((r) => r.ref_id))}::int[])
      as r(kind, ref_id) on d.kind = r.kind and d.ref_id = r.ref_id
    where d.locale = ${locale} or d.id = any(${sql.param(rows.map((r) => r.id))}::int[])`,
  );
  const own = new Set(rows.map((row) => row.id));
  for (const doc of documents) {
    const key = `${doc.kind}:${doc.ref_id}`;
    if (doc.locale === locale || (own.has(doc.id) && !shown.has(key))) shown.set(key, doc);
  }
  return shown;
}
