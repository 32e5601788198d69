import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './reference.ts';

export const ARTICLE_DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;

/**
 * The language-neutral facts of an article. The slug is shared by every translation so that
 * `/en/articles/x` and `/th/articles/x` are alternates of one page.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** A path or URL of a self-hosted image; null draws a topic-coloured cover in the page. */
    coverImage: text('cover_image'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Published (true) or draft. */
    status: boolean('status').notNull().default(true),
    /** An admin's switch to hide an article without unpublishing it. */
    active: boolean('active').notNull().default(true),
    difficulty: text('difficulty', { enum: ARTICLE_DIFFICULTIES }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    exclusive: boolean('exclusive').notNull().default(false),
    highlighted: boolean('highlighted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('articles_newest_idx').on(table.publishedAt.desc(), table.id.desc()),
    index('articles_popular_idx').on(table.viewCount.desc(), table.publishedAt.desc(), table.id.desc()),
    index('articles_highlighted_newest_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.highlighted}`),
    // List totals count from this index alone (see countCards); the partial predicate is isPublic.
    index('articles_listed_idx')
      .on(table.id)
      .where(sql`${table.status} and ${table.active}`),
  ],
);

/** One row per article and locale; any locale code may appear, not only en and th. */
export const articleTranslations = pgTable(
  'article_translations',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown, as the editor wrote it. */
    body: text('body').notNull(),
    /**
     * The body rendered and sanitised when it was written (see article-html.ts), and its teaser;
     * null until rendered. A trigger (migration 0030) clears both when the body changes without them.
     */
    bodyHtml: text('body_html'),
    teaserHtml: text('teaser_html'),
    /** Computed from the body whenever it is saved (see lib/reading-time.ts). */
    readingMinutes: integer('reading_minutes').notNull(),
    wordCount: integer('word_count').notNull(),
    /** Describes the article's cover image in this locale (its alt text); null without a cover. */
    coverAlt: text('cover_alt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * md5 of the text, kept by the database on every write: the search index compares it with
     * what it indexed, without reading any body (see search.indexer.ts).
     */
    contentHash: text('content_hash').generatedAlwaysAs(
      sql`md5(title || chr(31) || summary || chr(31) || body)`,
    ),
    /**
     * A copy of the article's `published_at`, kept by database triggers (migration 0011), so the
     * list sorted by reading time reads its page from one index: by minutes, then newest.
     */
    articlePublishedAt: timestamp('article_published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A copy of whether the article is listed (published and active), kept by database triggers
     * (migration 0035), so totals of lists filtered by reading time count from one index.
     */
    articleListed: boolean('article_listed').notNull().default(true),
  },
  (table) => [
    uniqueIndex('article_translations_article_locale_key').on(table.articleId, table.locale),
    index('article_translations_reading_time_idx').on(
      table.locale,
      table.readingMinutes,
      table.articlePublishedAt.desc(),
      table.articleId.desc(),
    ),
    index('article_translations_listed_minutes_idx')
      .on(table.locale, table.readingMinutes, table.articleId)
      .where(sql`${table.articleListed}`),
  ],
);

/** Topic tags of an article: keys of the `categories` table (many-to-many). */
export const articleTopics = pgTable(
  'article_topics',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryKey: integer('category_key')
      .notNull()
      .references(() => categories.key, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.categoryKey] }),
    index('article_topics_category_article_idx').on(table.categoryKey, table.articleId),
  ],
);

/**
 * One row per visitor, article and Bangkok calendar day: the unique key is what makes a reload
 * loop count once. `visitor` is `u:<user id>` or `h:<sha-256 of IP and user agent>`.
 */
export const articleViews = pgTable(
  'article_views',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex('article_views_once_a_day_key').on(table.articleId, table.visitor, table.day)],
);
