import { articles, articleTopics, articleTranslations } from '../apps/server/src/db/schema/index.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import type { SyntheticArticle } from './search-corpus.ts';

const CHUNK = 500;

/** Inserts synthetic articles with their translations and topics, a chunk per statement. */
export async function insertArticles(db: Db, rows: SyntheticArticle[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const ids = await db
      .insert(articles)
      .values(
        chunk.map((row) => ({
          slug: row.slug,
          author: 'KUB Academy',
          publishedAt: row.publishedAt,
          difficulty: row.difficulty,
          exclusive: row.exclusive,
          viewCount: Math.floor((row.publishedAt.getTime() / 1000) % 5000),
        })),
      )
      .returning({ id: articles.id, slug: articles.slug });
    const idOf = new Map(ids.map((row) => [row.slug, row.id]));
    await db.insert(articleTranslations).values(
      chunk.flatMap((row) =>
        row.translations.map((t) => ({
          articleId: idOf.get(row.slug)!,
          locale: t.locale,
          title: t.title,
          summary: t.summary,
          body: t.body,
          readingMinutes: t.minutes,
          wordCount: t.minutes * 200,
        })),
      ),
    );
    await db
      .insert(articleTopics)
      .values(
        chunk.flatMap((row) =>
          row.topics.map((key) => ({ articleId: idOf.get(row.slug)!, categoryKey: key })),
        ),
      );
  }
}
