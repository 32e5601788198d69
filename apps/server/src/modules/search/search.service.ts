import type { SearchQuery, SearchResult } from '@app/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { highlight, uniqueTokens } from './search-text.ts';

const MAX_TOKENS = 8;
const CANDIDATES = 300;

interface Row extends Record<string, unknown> {
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
  const exact = uniqueTokens(phrase).slice(0, MAX_TOKENS);
  const corrections = await correctTokens(db, exact);
  const fuzzy = corrections.map((c) => c.to);
  const all = [...new Set([...exact, ...fuzzy])];
  // Trigram indexes serve substrings of three characters or more.
  const substring = [...phrase].length >= 3;
  const pattern = likePattern(phrase);
  const kinds = query.kind === 'all' ? ['article', 'glossary'] : [query.kind];

  const kindFilter = sql`kind = any(${sql.param(kinds)}::text[])`;
  const candidates = await queryRows<Row>(
    db,
    sql`
    with candidates as (
      select id,
        (case when lower(title) = ${phrase} then 30 else 0 end
         + case when ${substring} and strpos(lower(title), ${phrase}) > 0 then 20 else 0 end
         + 4 * similarity(lower(title), ${phrase})
         + ${hits('title_tokens', exact, 6)} + ${hits('title_tokens', fuzzy, 3)}
         + ${hits('body_tokens', exact, 2)} + ${hits('body_tokens', fuzzy, 1)}
        )::float as score
      from search_documents
      where ${kindFilter}
        and (title_tokens && ${sql.param(all)}::text[]
          or body_tokens && ${sql.param(all)}::text[]
          or (${substring} and lower(title) like ${pattern}))
      order by score desc, id
      limit ${CANDIDATES}
    )
    select d.kind, d.ref_id, d.locale, d.target, d.title, d.summary, d.body, d.exclusive,
      -- Only the best few are checked for the whole phrase in their body: it is the costly test.
      c.score + (case when ${exact.length > 1} and strpos(lower(d.body), ${phrase}) > 0 then 4 else 0 end) as score
    from candidates c join search_documents d on d.id = c.id`,
  );
  // Part of a word (a Thai word the segmenter split differently, say): found in bodies by the
  // trigram index, only when the words themselves found little.
  const rows =
    candidates.length < 10 && substring
      ? [
          ...candidates,
          ...(await queryRows<Row>(
            db,
            sql`
            select kind, ref_id, locale, target, title, summary, body, exclusive, 1::float as score
            from search_documents
            where ${kindFilter} and lower(body) like ${pattern}
            limit ${CANDIDATES}`,
          )),
        ]
      : candidates;

  // One hit per article or term: its best-scoring language decides the rank.
  const best = new Map<string, Row>();
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
    items: pageRows.map((row) => {
      const shown = display.get(`${row.kind}:${row.ref_id}`) ?? row;
      const locked = shown.kind === 'article' && shown.exclusive && !options.isSubscriber;
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

async function displayDocuments(db: Db, rows: Row[], locale: string): Promise<Map<string, Row>> {
  const shown = new Map<string, Row>();
  if (rows.length === 0) return shown;
  const kinds = rows.map((row) => row.kind);
  const ids = rows.map((row) => row.ref_id);
  const documents = await queryRows<Row>(
    db,
    sql`
    select d.kind, d.ref_id, d.locale, d.target, d.title, d.summary, d.body, d.exclusive, 0::float as score
    from search_documents d
    join unnest(${sql.param(kinds)}::text[], ${sql.param(ids)}::int[]) as r(kind, ref_id)
      on d.kind = r.kind and d.ref_id = r.ref_id
    where d.locale = ${locale}`,
  );
  for (const row of documents) shown.set(`${row.kind}:${row.ref_id}`, row);
  return shown;
}
