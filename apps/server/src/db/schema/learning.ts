import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ARTICLE_DIFFICULTIES, articles } from './articles.ts';
import { users } from './identity.ts';
import { ledgerTransfers } from './ledger.ts';

/** A learning path (course): an ordered series of articles with their quizzes, in both languages. */
export const learningPaths = pgTable('learning_paths', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  level: text('level', { enum: ARTICLE_DIFFICULTIES }).notNull(),
  titleEn: text('title_en').notNull(),
  titleTh: text('title_th').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryTh: text('summary_th').notNull(),
  /** Hidden paths keep their progress and certificates but leave the catalogue. */
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The articles of a path, in order. An article appears at most once in a path. */
export const learningPathSteps = pgTable(
  'learning_path_steps',
  {
    pathId: integer('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.pathId, table.position] }),
    uniqueIndex('learning_path_steps_article_key').on(table.pathId, table.articleId),
    index('learning_path_steps_article_idx').on(table.articleId),
  ],
);

/**
 * That a signed-in reader opened an article: one row per reader and article. `last_read_at` is
 * what campaign rules ("read these articles this week") compare with their window.
 */
export const learningReads = pgTable(
  'learning_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.articleId] })],
);

/**
 * A finished path's certificate, verifiable by its long random code. The holder's name is the
 * profile name when it was issued, as printed on a paper certificate.
 */
export const learningPathCertificates = pgTable(
  'learning_path_certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: integer('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('learning_path_certificates_user_path_key').on(table.userId, table.pathId)],
);

/**
 * A campaign (event): a window, the rules a reader must meet inside it, and a fixed reward per
 * qualifier paid from the ledger account `pool:campaign:<id>` while the pool lasts.
 */
export const learningCampaigns = pgTable(
  'learning_campaigns',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionTh: text('description_th').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rewardPoints: integer('reward_points').notNull(),
    /** A list of rules, all of which must hold (validated by `campaignRulesSchema`). */
    rules: jsonb('rules').$type<unknown[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('learning_campaigns_window', sql`ends_at > starts_at`),
    check('learning_campaigns_reward', sql`reward_points > 0`),
    index('learning_campaigns_window_idx').on(table.endsAt, table.startsAt),
  ],
);

/** A paid campaign reward: one per user and campaign, pointing at its ledger transfer. */
export const learningCampaignClaims = pgTable(
  'learning_campaign_claims',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => learningCampaigns.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    points: integer('points').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('learning_campaign_claims_user_key').on(table.campaignId, table.userId)],
);

/**
 * One reward per verified identity: a claim writes a row for every facet of the person (the
 * account, its exchange subject, its proven wallet). Two accounts sharing a facet collide on the
 * primary key and only the first claim commits.
 */
export const learningCampaignClaimFacets = pgTable(
  'learning_campaign_claim_facets',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => learningCampaigns.id, { onDelete: 'restrict' }),
    facet: text('facet').notNull(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => learningCampaignClaims.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.facet] })],
);

/** A reader's choices for the learning pages: staying off the public leaderboard. */
export const learningSettings = pgTable('learning_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  leaderboardOptOut: boolean('leaderboard_opt_out').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
