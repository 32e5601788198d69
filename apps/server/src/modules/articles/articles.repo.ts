import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unionAll } from 'drizzle-orm/pg-core';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  articles,
  articleTopics,
  articleTranslations,
  articleViews,
  categories,
} from '../../db/schema/index.ts';

/**
 * What every reader may see: published, switched on, with a slug. Written as plain columns, not
 * compared with parameters, so the planner can match it to the partial indexes.
 */
export const isPublic = sql`(${articles.status} and ${articles.active})`;

/**
 * How many of the newest articles of each topic are weighed as related. Finding them walks the
 * newest-first index and stops once it has them, so the cost depends on how common the topic is,
 * never on how many articles there are.
 */
const RELATED_CANDIDATES_PER_TOPIC = 50;

/**
 * The article of the outer query, written out with its table: Drizzle leaves a single-table
 * query's columns unqualified, and inside a subquery a bare "id" would mean the inner table's.
 */
const OUTER_ARTICLE = sql.raw('"articles"."id"');

export interface TopicRow {
  key: number;
  nameEn: string;
  nameTh: string;
}

/**
 * The visible topics of the outer query's article, by ranking, as one JSON value: a card's topics
 * arrive in the card's own row instead of a second round trip.
 */
const topicsColumn = sql<
  TopicRow[] | string
>`coalesce((select json_agg(json_build_object('key', c.key, 'nameEn', c.name_en, 'nameTh', c.name_th) order by c.ranking, c.key)
    from ${articleTopics} t join ${categories} c on c.key = t.category_key
    where t.article_id = ${OUTER_ARTICLE} and c.active), '[]'::json)`;

/** A JSON column as the driver hands it over: parsed already (PGlite, pg), or as text. */
export function parsedTopics(value: TopicRow[] | string): TopicRow[] {
  return typeof value === 'string' ? (JSON.parse(value) as TopicRow[]) : value;
}

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  coverImage: articles.coverImage,
  author: articles.author,
  publishedAt: articles.publishedAt,
  difficulty: articles.difficulty,
  viewCount: articles.viewCount,
  exclusive: articles.exclusive,
  highlighted: articles.highlighted,
  locale: articleTranslations.locale,
  title: articleTranslations.title,
  summary: articleTranslations.summary,
  readingMinutes: articleTranslations.readingMinutes,
  coverAlt: articleTranslations.coverAlt,
  topics: topicsColumn,
};

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** Article cards in one locale; articles not written in that locale are left out. */
export function selectCards(
  db: Db,
  options: { locale: string; where?: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number },
) {
  return db
    .select(cardColumns)
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, options.locale)),
    )
    .where(and(isPublic, options.where))
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/**
 * Several lists of cards in one locale in one statement (`union all` of one select per list),
 * each row naming its list and its place in it: a page that shows several lists reads them in one
 * round trip. List names are the caller's constants, written into the SQL.
 */
export function selectCardLists(
  db: Db,
  locale: string,
  lists: { name: string; where?: SQL | undefined; orderBy: SQL[]; limit: number }[],
) {
  const selects = lists.map((list) => {
    if (!/^[a-z]+$/.test(list.name)) throw new Error(`not a list name: ${list.name}`);
    return db
      .select({
        ...cardColumns,
        list: sql<string>`${sql.raw(`'${list.name}'`)}`.as('list'),
        // `union all` keeps no order across its parts: each row carries its place in its list.
        position: sql<number>`row_number() over (order by ${sql.join(list.orderBy, sql`, `)})`
          .mapWith(Number)
          .as('position'),
      })
      .from(articles)
      .innerJoin(
        articleTranslations,
        and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)),
      )
      .where(and(isPublic, list.where))
      .orderBy(...list.orderBy)
      .limit(list.limit);
  });
  const [first, second, ...rest] = selects;
  if (!first) return Promise.resolve([]);
  if (!second) return first;
  return unionAll(first, second, ...rest);
}

/**
 * How many cards match, counted up to `cap + 1` and no further: past the cap a list only says
 * "more than", so the count stops early instead of walking every match (index-only, on the
 * covering indexes of migration 0031).
 */
export async function countCards(db: Db, options: { locale: string; where?: SQL | undefined; cap: number }) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, options.locale)),
    )
    .where(and(isPublic, options.where))
    .limit(options.cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/**
 * The same count for a filter on the translation's own columns (reading time) and topics only,
 * read from the translations alone: each carries whether its article is listed (migration 0035),
 * so the count walks one index (locale, minutes, article) and never reads the articles table.
 * Topics in `where` must name the translation's article (`hasAnyTopic(keys, TRANSLATION_ARTICLE)`).
 */
export async function countTranslationCards(
  db: Db,
  options: { locale: string; where?: SQL | undefined; cap: number },
) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(articleTranslations)
    // A plain column, so the planner matches the partial index's predicate.
    .where(
      and(
        eq(articleTranslations.locale, options.locale),
        sql`${articleTranslations.articleListed}`,
        options.where,
      ),
    )
    .limit(options.cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** The translation's article in a query on the translations alone, written out with its table. */
export const TRANSLATION_ARTICLE = sql.raw('"article_translations"."article_id"');

/** An article having at least one of the topic keys (by default, the article of the query). */
export function hasAnyTopic(keys: number[], article: SQL | typeof articles.id = articles.id): SQL {
  return sql`exists (select 1 from ${articleTopics} where ${articleTopics.articleId} = ${article} and ${inArray(articleTopics.categoryKey, keys)})`;
}

/**
 * One public article by slug with the translation a reader of `locale` gets (that locale, else
 * English, else any), the locales it is written in, its topic keys and its topics: all in one
 * round trip. The body's Markdown comes along only while its HTML is missing.
 */
const articleBySlugQuery = preparedPerDatabase((db) => {
  const chosenTranslation = sql`(select t.id from ${articleTranslations} t where t.article_id = ${OUTER_ARTICLE}
    order by (t.locale = ${sql.placeholder('locale')}) desc, (t.locale = 'en') desc, t.id limit 1)`;
  return db
    .select({
      ...cardColumns,
      articleUpdatedAt: articles.updatedAt,
      translationId: articleTranslations.id,
      translationUpdatedAt: articleTranslations.updatedAt,
      bodyHtml: articleTranslations.bodyHtml,
      teaserHtml: articleTranslations.teaserHtml,
      markdown: sql<
        string | null
      >`case when ${articleTranslations.bodyHtml} is null or ${articleTranslations.teaserHtml} is null then ${articleTranslations.body} end`,
      locales: sql<string[]>`array(select t.locale from ${articleTranslations} t
        where t.article_id = ${OUTER_ARTICLE} order by t.locale)`,
      topicKeys: sql<number[]>`array(select t.category_key from ${articleTopics} t
        where t.article_id = ${OUTER_ARTICLE} order by t.category_key)`,
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.id, chosenTranslation))
    .where(and(isPublic, eq(articles.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('article_by_slug');
});

export async function findPublicArticleBySlug(db: Db, slug: string, locale: string) {
  const [row] = await articleBySlugQuery(db).execute({ slug, locale });
  return row;
}

/** Keeps HTML rendered for a translation that had none, unless its body changed meanwhile. */
export async function storeArticleHtml(
  db: Db,
  translationId: number,
  markdown: string,
  html: { bodyHtml: string; teaserHtml: string },
): Promise<void> {
  await db
    .update(articleTranslations)
    .set(html)
    .where(and(eq(articleTranslations.id, translationId), eq(articleTranslations.body, markdown)));
}

/**
 * Other articles sharing a topic, the ones sharing most first, then the newest: chosen among the
 * newest articles of each of the article's topics (RELATED_CANDIDATES_PER_TOPIC each).
 */
export function selectRelated(
  db: Db,
  options: { locale: string; articleId: number; topicKeys: number[]; limit: number },
) {
  if (options.topicKeys.length === 0) return Promise.resolve([]);
  return selectCards(db, { locale: options.locale, ...relatedList(options) });
}

/** The related articles' condition and order (see selectRelated), for one list of several. */
export function relatedList(options: { articleId: number; topicKeys: number[]; limit: number }) {
  const keys = sql.join(
    options.topicKeys.map((key) => sql`(${key}::int)`),
    sql`, `,
  );
  const candidates = sql`${articles.id} in (select c.id from (values ${keys}) as k(key)
    cross join lateral (
      select a.id from ${articles} a
      where a.status and a.active and a.id <> ${options.articleId}
        and exists (select 1 from ${articleTopics} t where t.article_id = a.id and t.category_key = k.key)
      order by a.published_at desc, a.id desc
      limit ${RELATED_CANDIDATES_PER_TOPIC}
    ) c)`;
  const shared = sql<number>`(select count(*) from ${articleTopics} where ${articleTopics.articleId} = ${articles.id} and ${inArray(articleTopics.categoryKey, options.topicKeys)})`;
  return {
    where: candidates,
    orderBy: [desc(shared), desc(articles.publishedAt), asc(articles.id)],
    limit: options.limit,
  };
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isPublic, eq(articles.id, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts a view unless this visitor was already counted for the article that day. The unique key
 * decides, so two concurrent reloads still count once.
 */
export async function recordView(db: Db, articleId: number, visitor: string, day: string) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(articleViews)
      .values({ articleId, visitor, day })
      .onConflictDoNothing()
      .returning({ id: articleViews.id });
    const counted = inserted.length > 0;
    const [row] = counted
      ? await tx
          .update(articles)
          .set({ viewCount: sql`${articles.viewCount} + 1` })
          .where(eq(articles.id, articleId))
          .returning({ viewCount: articles.viewCount })
      : await tx.select({ viewCount: articles.viewCount }).from(articles).where(eq(articles.id, articleId));
    return { counted, viewCount: row?.viewCount ?? 0 };
  });
}

/** Every public article with the locales it is written in, for the sitemap. */
export async function listSitemapArticles(db: Db) {
  const rows = await db
    .select({
      slug: articles.slug,
      updatedAt: articles.updatedAt,
      publishedAt: articles.publishedAt,
      locale: articleTranslations.locale,
      translationUpdatedAt: articleTranslations.updatedAt,
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(isPublic)
    .orderBy(desc(articles.publishedAt), asc(articles.slug));
  return rows;
}
