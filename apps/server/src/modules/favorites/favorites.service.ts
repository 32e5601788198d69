import type { Locale } from '@app/contracts/locale';
import type { FavoritePage } from '@app/contracts/profile';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { articles, articleTranslations, favorites } from '../../db/schema/index.ts';

type FavoriteType = 'blog';
type FavoriteStatus = 'SAVED' | 'UNSAVED';

/** Only articles a reader can open count as favourites. */
const readable = and(eq(articles.status, true), eq(articles.active, true));

/** Saves or unsaves an article for the acting user only; saving twice is the same as once. */
export async function setFavorite(
  db: Db,
  clock: Clock,
  userId: number,
  articleId: number,
  type: FavoriteType,
  status: FavoriteStatus,
): Promise<{ articleId: number; type: FavoriteType; status: FavoriteStatus }> {
  if (status === 'UNSAVED') {
    await db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.type, type), eq(favorites.articleId, articleId)));
    return { articleId, type, status };
  }
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), readable));
  if (!article) throw new AppError('FAVORITE_ARTICLE_NOT_FOUND');
  await db
    .insert(favorites)
    .values({ userId, articleId, type, createdAt: clock.now() })
    .onConflictDoNothing();
  return { articleId, type, status };
}

/** The user's saved articles, newest first, titled in the request language (else English, else any). */
export async function listFavorites(
  db: Db,
  userId: number,
  locale: Locale,
  query: { type: FavoriteType; page: number; pageSize: number },
): Promise<FavoritePage> {
  const local = alias(articleTranslations, 'local');
  const english = alias(articleTranslations, 'english');
  const fallback = sql<string>`(select t.title from article_translations t where t.article_id = ${articles.id} order by t.locale limit 1)`;
  const where = and(eq(favorites.userId, userId), eq(favorites.type, query.type), readable);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        articleId: favorites.articleId,
        type: favorites.type,
        slug: articles.slug,
        coverImage: articles.coverImage,
        savedAt: favorites.createdAt,
        title: sql<string>`coalesce(${local.title}, ${english.title}, ${fallback})`,
        summary: sql<string>`coalesce(${local.summary}, ${english.summary}, '')`,
        readingMinutes: sql<number>`coalesce(${local.readingMinutes}, ${english.readingMinutes}, 0)`,
      })
      .from(favorites)
      .innerJoin(articles, eq(articles.id, favorites.articleId))
      .leftJoin(local, and(eq(local.articleId, articles.id), eq(local.locale, locale)))
      .leftJoin(english, and(eq(english.articleId, articles.id), eq(english.locale, 'en')))
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.articleId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(favorites)
      .innerJoin(articles, eq(articles.id, favorites.articleId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      type: row.type as FavoriteType,
      title: row.title ?? '',
      readingMinutes: Number(row.readingMinutes),
      savedAt: row.savedAt.toISOString(),
    })),
    total: Number(totalRow?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function countFavorites(db: Db, userId: number, type: FavoriteType): Promise<{ count: number }> {
  const [row] = await db
    .select({ total: count() })
    .from(favorites)
    .innerJoin(articles, eq(articles.id, favorites.articleId))
    .where(and(eq(favorites.userId, userId), eq(favorites.type, type), readable));
  return { count: Number(row?.total ?? 0) };
}

/** Which of the given articles the user has saved (for hearts on a list of cards). */
export async function savedAmong(
  db: Db,
  userId: number,
  type: FavoriteType,
  ids: number[],
): Promise<{ saved: number[] }> {
  if (ids.length === 0) return { saved: [] };
  const rows = await db
    .select({ id: favorites.articleId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.type, type), inArray(favorites.articleId, ids)));
  return { saved: rows.map((row) => row.id) };
}
