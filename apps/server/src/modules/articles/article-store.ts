import type { Difficulty } from '@app/contracts/articles';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, articleTopics, articleTranslations } from '../../db/schema/index.ts';
import { readingTime } from '../../lib/reading-time.ts';
import { articleHtml } from './article-html.ts';

export interface NewArticle {
  slug: string;
  author: string;
  publishedAt: Date;
  difficulty: Difficulty;
  exclusive?: boolean;
  highlighted?: boolean;
  coverImage?: string | null;
  status?: boolean;
  active?: boolean;
  topics: number[];
  translations: {
    locale: string;
    title: string;
    summary: string;
    body: string;
    coverAlt?: string | null;
  }[];
}

/**
 * Adds an article, or the parts of it that are missing (translations, topics), keyed by slug and
 * locale. Nothing that exists is overwritten, so the seed can run again and an editor's changes
 * stay. Reading time and the HTML are computed here, from the body being saved.
 */
export async function addArticleIfMissing(db: Db, input: NewArticle): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(articles)
      .values({
        slug: input.slug,
        author: input.author,
        publishedAt: input.publishedAt,
        difficulty: input.difficulty,
        exclusive: input.exclusive ?? false,
        highlighted: input.highlighted ?? false,
        coverImage: input.coverImage ?? null,
        status: input.status ?? true,
        active: input.active ?? true,
      })
      .onConflictDoNothing({ target: articles.slug })
      .returning({ id: articles.id });
    const id =
      inserted?.id ??
      (await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, input.slug)))[0]?.id;
    if (id === undefined) throw new Error(`article ${input.slug} could not be saved`);

    if (input.translations.length > 0) {
      await tx
        .insert(articleTranslations)
        .values(
          input.translations.map((translation) => {
            const time = readingTime(translation.body, translation.locale);
            return {
              ...translation,
              ...articleHtml(translation.body),
              articleId: id,
              readingMinutes: time.minutes,
              wordCount: time.words,
            };
          }),
        )
        .onConflictDoNothing();
    }
    if (input.topics.length > 0) {
      await tx
        .insert(articleTopics)
        .values(input.topics.map((categoryKey) => ({ articleId: id, categoryKey })))
        .onConflictDoNothing();
    }
    return id;
  });
}

/** Sets a cover and its alt texts where none is set yet (never replaces an editor's choice). */
export async function fillMissingCover(
  db: Db,
  articleId: number,
  coverImage: string,
  translations: { locale: string; coverAlt?: string | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(articles)
      .set({ coverImage })
      .where(and(eq(articles.id, articleId), isNull(articles.coverImage)));
    for (const { locale, coverAlt } of translations) {
      if (!coverAlt) continue;
      await tx
        .update(articleTranslations)
        .set({ coverAlt })
        .where(
          and(
            eq(articleTranslations.articleId, articleId),
            eq(articleTranslations.locale, locale),
            isNull(articleTranslations.coverAlt),
          ),
        );
    }
  });
}

const HTML_BATCH = 200;

/**
 * Renders the HTML of translations that have none (written before HTML was kept, or whose body a
 * plain SQL update changed), in batches, at start-up: readers then never wait for a render.
 * Answers how many it rendered.
 */
export async function renderMissingArticleHtml(db: Db): Promise<number> {
  let rendered = 0;
  for (;;) {
    const rows = await db
      .select({ id: articleTranslations.id, body: articleTranslations.body })
      .from(articleTranslations)
      .where(or(isNull(articleTranslations.bodyHtml), isNull(articleTranslations.teaserHtml)))
      .orderBy(articleTranslations.id)
      .limit(HTML_BATCH);
    for (const row of rows) {
      // Unless the body changed meanwhile: then the trigger has cleared it for the next round.
      await db
        .update(articleTranslations)
        .set(articleHtml(row.body))
        .where(and(eq(articleTranslations.id, row.id), eq(articleTranslations.body, row.body)));
    }
    rendered += rows.length;
    if (rows.length < HTML_BATCH) return rendered;
  }
}
