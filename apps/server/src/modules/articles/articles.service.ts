import { createHash } from 'node:crypto';
import {
  ARTICLE_TOTAL_CAP,
  type ArticleCard,
  type ArticleDetail,
  type ArticleFilter,
  type ArticleListQuery,
  type ArticlePage,
  type ArticleSort,
  type ArticleView,
  DIFFICULTY_TAG_KEYS,
  type ReadingTimeRange,
} from '@app/contracts/articles';
import type { Locale } from '@app/contracts/locale';
import { and, asc, desc, gt, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { articles, articleTranslations } from '../../db/schema/index.ts';
import { bangkokDay } from '../../lib/bangkok-day.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  articleExists,
  type CardRow,
  countCards,
  countTranslationCards,
  findPublicArticleBySlug,
  hasAnyTopic,
  parsedTopics,
  recordView,
  selectCardLists,
  selectCards,
  relatedList,
  storeArticleHtml,
  TRANSLATION_ARTICLE,
} from './articles.repo.ts';
import { type ArticleHtml, articleHtml } from './article-html.ts';
import { countEveryTime, type TotalSource } from './article-counts.ts';
import { canReadArticle } from '../../policies/article.policy.ts';

const RELATED_LIMIT = 3;
const MORE_LIMIT = 3;

export function toCard(row: CardRow, locale: Locale): ArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    coverAlt: row.coverAlt,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    difficulty: row.difficulty,
    difficultyKey: DIFFICULTY_TAG_KEYS[row.difficulty],
    readingMinutes: row.readingMinutes,
    viewCount: row.viewCount,
    exclusive: row.exclusive,
    highlighted: row.highlighted,
    topics: parsedTopics(row.topics).map((topic) => ({
      key: topic.key,
      name: locale === 'th' ? topic.nameTh : topic.nameEn,
    })),
  };
}

const ORDER: Record<ArticleSort, SQL[]> = {
  newest: [desc(articles.publishedAt), desc(articles.id)],
  oldest: [asc(articles.publishedAt), asc(articles.id)],
  popular: [desc(articles.viewCount), desc(articles.publishedAt), desc(articles.id)],
  // The translation's copy of the publish date: the whole order then lies in one index.
  'reading-time': [
    asc(articleTranslations.readingMinutes),
    desc(articleTranslations.articlePublishedAt),
    desc(articleTranslations.articleId),
  ],
};

const RANGE: Record<ReadingTimeRange, SQL | undefined> = {
  '0-5': lte(articleTranslations.readingMinutes, 5),
  '5-10': and(gt(articleTranslations.readingMinutes, 5), lte(articleTranslations.readingMinutes, 10)),
  '10+': gt(articleTranslations.readingMinutes, 10),
};

function flag(column: AnyPgColumn, value: boolean): SQL {
  return value ? sql`${column}` : sql`not ${column}`;
}

function filterCondition(filter: Omit<ArticleFilter, 'sort' | 'page' | 'pageSize'>): SQL | undefined {
  return and(
    filter.topics.length > 0 ? hasAnyTopic(filter.topics) : undefined,
    filter.difficulty.length > 0 ? inArray(articles.difficulty, filter.difficulty) : undefined,
    filter.readingTime.length > 0 ? or(...filter.readingTime.map((range) => RANGE[range])) : undefined,
    // Plain columns rather than parameters, so the planner can pick the partial index of
    // highlighted articles.
    filter.highlighted === undefined ? undefined : flag(articles.highlighted, filter.highlighted),
    filter.exclusive === undefined ? undefined : flag(articles.exclusive, filter.exclusive),
  );
}

/** Counts a list's matches, up to `cap + 1`. */
type CountMatches = (db: Db, options: { locale: string; cap: number }) => Promise<number>;

/**
 * The count of a filter: one on reading time (and topics, nothing else of the article) reads the
 * translations alone, from their index by locale and minutes; any other, the listed articles.
 */
function countFor(filter: Omit<ArticleFilter, 'sort' | 'page' | 'pageSize'>): CountMatches {
  const onTranslationsAlone =
    filter.readingTime.length > 0 &&
    filter.difficulty.length === 0 &&
    filter.highlighted === undefined &&
    filter.exclusive === undefined;
  if (!onTranslationsAlone) {
    const where = filterCondition(filter);
    return (db, options) => countCards(db, { ...options, where });
  }
  const where = and(
    filter.topics.length > 0 ? hasAnyTopic(filter.topics, TRANSLATION_ARTICLE) : undefined,
    or(...filter.readingTime.map((range) => RANGE[range])),
  );
  return (db, options) => countTranslationCards(db, { ...options, where });
}

async function pageOf(
  db: Db,
  locale: Locale,
  options: {
    where: SQL | undefined;
    /** Counts the list's total (default: the listed articles matching `where`). */
    count?: CountMatches;
    /** Names the list apart from its sort and page, for `totals`. */
    countKey: string;
    sort: ArticleSort;
    page: number;
    pageSize: number;
  },
  totals: TotalSource,
): Promise<ArticlePage> {
  const [rows, counted] = await Promise.all([
    selectCards(db, {
      locale,
      where: options.where,
      orderBy: ORDER[options.sort],
      limit: options.pageSize,
      offset: (options.page - 1) * options.pageSize,
    }),
    totals.total(`${locale}:${options.countKey}`, () =>
      options.count
        ? options.count(db, { locale, cap: ARTICLE_TOTAL_CAP })
        : countCards(db, { locale, where: options.where, cap: ARTICLE_TOTAL_CAP }),
    ),
  ]);
  const totalCapped = counted > ARTICLE_TOTAL_CAP;
  const total = totalCapped ? ARTICLE_TOTAL_CAP : counted;
  return {
    data: rows.map((row) => toCard(row, locale)),
    total,
    ...(totalCapped ? { totalCapped } : {}),
    page: options.page,
    pageSize: options.pageSize,
    pageCount: Math.ceil(total / options.pageSize),
  };
}

/** Published, active articles with a slug, newest first. */
export function listArticles(
  db: Db,
  locale: Locale,
  query: ArticleListQuery,
  totals: TotalSource = countEveryTime,
): Promise<ArticlePage> {
  return pageOf(
    db,
    locale,
    { where: undefined, countKey: 'all', sort: 'newest', page: query.page, pageSize: query.pageSize },
    totals,
  );
}

/** The filter alone (no sort, no page), in one spelling whatever order the values came in. */
function filterKey(filter: ArticleFilter): string {
  return JSON.stringify([
    [...new Set(filter.topics)].sort((a, b) => a - b),
    [...new Set(filter.difficulty)].sort(),
    [...new Set(filter.readingTime)].sort(),
    filter.highlighted ?? null,
    filter.exclusive ?? null,
  ]);
}

/** The article list with the reader's filters; values of one filter are ORed, filters ANDed. */
export function filterArticles(
  db: Db,
  locale: Locale,
  filter: ArticleFilter,
  totals: TotalSource = countEveryTime,
): Promise<ArticlePage> {
  return pageOf(
    db,
    locale,
    {
      where: filterCondition(filter),
      count: countFor(filter),
      countKey: filterKey(filter),
      sort: filter.sort,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    totals,
  );
}

/**
 * The home page's lists: the newest articles, and the newest highlighted and exclusive ones, as
 * the article list's filters would give them (`sort: 'newest'`), in one statement and no counts.
 */
export async function homeArticles(
  db: Db,
  locale: Locale,
  counts: { latest: number; highlighted: number; exclusive: number },
): Promise<{ latest: ArticleCard[]; highlighted: ArticleCard[]; exclusive: ArticleCard[] }> {
  const rows = await selectCardLists(db, locale, [
    { name: 'latest', orderBy: ORDER.newest, limit: counts.latest },
    {
      name: 'highlighted',
      where: flag(articles.highlighted, true),
      orderBy: ORDER.newest,
      limit: counts.highlighted,
    },
    {
      name: 'exclusive',
      where: flag(articles.exclusive, true),
      orderBy: ORDER.newest,
      limit: counts.exclusive,
    },
  ]);
  const lists = { latest: [] as CardRow[], highlighted: [] as CardRow[], exclusive: [] as CardRow[] };
  for (const row of byPosition(rows)) lists[row.list as keyof typeof lists].push(row);
  const cards = (list: CardRow[]) => list.map((row) => toCard(row, locale));
  return {
    latest: cards(lists.latest),
    highlighted: cards(lists.highlighted),
    exclusive: cards(lists.exclusive),
  };
}

/** Rows of `selectCardLists` in their lists' own order. */
function byPosition<T extends { position: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.position - b.position);
}

/** Whether a reader may see an exclusive article's body: subscribers only (see policies/). */
export function canReadExclusive(reader: { isSubscriber: boolean } | null): boolean {
  return canReadArticle(reader, { exclusive: true });
}

/**
 * One article in the reader's language (else English, else any), with related and more articles,
 * in two statements: the article, then its related and latest articles in one. An exclusive
 * article's body is left out for anyone who is not a subscriber: only the teaser leaves the server.
 */
export async function getArticle(
  db: Db,
  locale: Locale,
  slug: string,
  reader: { isSubscriber: boolean } | null,
): Promise<ArticleDetail> {
  const article = await findPublicArticleBySlug(db, slug, locale);
  if (!article) throw new AppError('NOT_FOUND');
  const [lists, html] = await Promise.all([
    selectCardLists(db, locale, [
      ...(article.topicKeys.length > 0
        ? [
            {
              name: 'related',
              ...relatedList({ articleId: article.id, topicKeys: article.topicKeys, limit: RELATED_LIMIT }),
            },
          ]
        : []),
      // The newest besides this one: enough that MORE_LIMIT remain once the related are taken out.
      {
        name: 'latest',
        where: notInArray(articles.id, [article.id]),
        orderBy: ORDER.newest,
        limit: MORE_LIMIT + RELATED_LIMIT,
      },
    ]),
    storedHtml(db, article),
  ]);
  const ordered = byPosition(lists);
  const relatedRows = ordered.filter((row) => row.list === 'related');
  const latestRows = ordered.filter((row) => row.list === 'latest');
  const related = new Set(relatedRows.map((row) => row.id));
  const moreRows = latestRows.filter((row) => !related.has(row.id)).slice(0, MORE_LIMIT);
  const locked = !canReadArticle(reader, article);
  return {
    article: {
      ...toCard(article, locale),
      body: locked ? null : html.bodyHtml,
      teaser: html.teaserHtml,
      locked,
      updatedAt: (article.translationUpdatedAt > article.articleUpdatedAt
        ? article.translationUpdatedAt
        : article.articleUpdatedAt
      ).toISOString(),
      locales: article.locales,
    },
    related: relatedRows.map((row) => toCard(row, locale)),
    more: moreRows.map((row) => toCard(row, locale)),
  };
}

/**
 * The translation's HTML as stored when it was written. A row without (written before HTML was
 * kept, or by a plain SQL update) is rendered here once and kept for every later reader.
 */
async function storedHtml(
  db: Db,
  row: { translationId: number; bodyHtml: string | null; teaserHtml: string | null; markdown: string | null },
): Promise<ArticleHtml> {
  if (row.bodyHtml !== null && row.teaserHtml !== null) {
    return { bodyHtml: row.bodyHtml, teaserHtml: row.teaserHtml };
  }
  const html = articleHtml(row.markdown ?? '');
  await storeArticleHtml(db, row.translationId, row.markdown ?? '', html);
  return html;
}

/**
 * Who is viewing, for de-duplication: the signed-in user, else a hash of address and browser
 * (hashed so that no address is stored).
 */
export function viewerKey(viewer: { userId: number | null; ip: string; userAgent: string }): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  return `h:${createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent}`).digest('base64url')}`;
}

/** Counts one view per visitor, article and Bangkok day. */
export async function countArticleView(
  db: Db,
  clock: Clock,
  id: number,
  viewer: { userId: number | null; ip: string; userAgent: string },
): Promise<ArticleView> {
  if (!(await articleExists(db, id))) throw new AppError('NOT_FOUND');
  const result = await recordView(db, id, viewerKey(viewer), bangkokDay(clock.now()));
  return { id, ...result };
}
