import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** An article having at least one of the topic keys. */
export function hasAnyTopic(keys: number[]): SQL {
  return sql`exists (select 1 from ${articleTopics} where ${articleTopics.articleId} = ${articles.id} and ${inArray(articleTopics.categoryKey, keys)})`;
}

/** The visible topics of each article, by ranking. */
export async function topicsOf(db: Db, articleIds: number[]) {
  if (articleIds.length === 0) return [];
  return db
    .select({
      articleId: articleTopics.articleId,
      key: categories.key,
      nameEn: categories.nameEn,
      nameTh: categories.nameTh,
    })
    .from(articleTopics)
    .innerJoin(categories, eq(categories.key, articleTopics.categoryKey))
    .where(and(inArray(articleTopics.articleId, articleIds), eq(categories.active, true)))
    .orderBy(asc(categories.ranking));
}

export async function findPublicArticleBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(isPublic, eq(articles.slug, slug)))
    .limit(1);
  return row;
}

export function translationsOf(db: Db, articleId: number) {
  return db.select().from(articleTranslations).where(eq(articleTranslations.articleId, articleId));
}

export async function topicKeysOf(db: Db, articleId: number): Promise<number[]> {
  const rows = await db
    .select({ key: articleTopics.categoryKey })
    .from(articleTopics)
    .where(eq(articleTopics.articleId, articleId));
  return rows.map((row) => row.key);
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
  return selectCards(db, {
    locale: options.locale,
    where: candidates,
    orderBy: [desc(shared), desc(articles.publishedAt), asc(articles.id)],
    limit: options.limit,
  });
}

export function selectLatestExcept(db: Db, options: { locale: string; exclude: number[]; limit: number }) {
  return selectCards(db, {
    locale: options.locale,
    where: notInArray(articles.id, options.exclude),
    orderBy: [desc(articles.publishedAt), desc(articles.id)],
    limit: options.limit,
  });
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
