import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** Glossary terms, both languages in one row; `key` is the stable kebab-case id from content/. */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** Index letter of the English term: A-Z or #. */
    tag: text('tag').notNull(),
    /** First Thai consonant of the Thai term (ก..ฮ) or #. */
    thaiInitial: text('thai_initial').notNull(),
    termEn: text('term_en').notNull(),
    termTh: text('term_th').notNull(),
    definitionEn: text('definition_en').notNull(),
    definitionTh: text('definition_th').notNull(),
    /**
     * The start of each definition cut between words (see glossary-summary.ts), made when the term
     * is written; null for a row written before, or whose definition a plain SQL update changed.
     */
    summaryEn: text('summary_en'),
    summaryTh: text('summary_th'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('glossary_terms_tag_idx').on(table.tag, table.termEn),
    index('glossary_terms_created_idx').on(table.createdAt),
  ],
);

export const getStartedBanners = pgTable('get_started_banners', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleTh: text('title_th').notNull(),
  subtitleEn: text('subtitle_en').notNull(),
  subtitleTh: text('subtitle_th').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const getStartedSteps = pgTable('get_started_steps', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  order: integer('order').notNull(),
  titleEn: text('title_en').notNull(),
  titleTh: text('title_th').notNull(),
  /** Markdown. */
  bodyEn: text('body_en').notNull(),
  bodyTh: text('body_th').notNull(),
  link: text('link'),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  website: text('website').notNull(),
  email: text('email').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionTh: text('description_th').notNull(),
});

/** The about-us page, one row per locale; the body is Markdown. */
export const aboutPages = pgTable('about_pages', {
  id: serial('id').primaryKey(),
  locale: text('locale').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Content requests and feedback sent from the site. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    /** The sender when signed in; kept as null if the account is later deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedbacks_created_idx').on(table.createdAt)],
);
