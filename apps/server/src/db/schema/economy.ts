import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { ledgerTransfers } from './ledger.ts';

/** The 6-digit PIN that confirms spending; only an argon2id hash is stored. */
export const userPins = pgTable('user_pins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  /** Attempts are counted before the hash is checked, so parallel guesses cannot exceed the limit. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** What a subscriber buys: a price in KUB units, a term, and what it entitles to. */
export const subscriptionPackages = pgTable(
  'subscription_packages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    /** In the KUB's smallest unit (see KUB_DECIMALS in the contracts). */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    durationDays: integer('duration_days').notNull(),
    hintsPerMonth: integer('hints_per_month').notNull(),
    mainQuizQuota: integer('main_quiz_quota').notNull(),
    nftMemberCard: boolean('nft_member_card').notNull().default(true),
    kycRequired: boolean('kyc_required').notNull().default(true),
    /** Offered only to users who never subscribed before. */
    newSubscribersOnly: boolean('new_subscribers_only').notNull().default(false),
    /** Spec §3/§6: whether a running term of this package earns points (read at each award). */
    earnPoints: boolean('earn_points').notNull().default(true),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('subscription_packages_price', sql`price >= 0`),
    check('subscription_packages_duration', sql`duration_days > 0`),
    check('subscription_packages_counts', sql`hints_per_month >= 0 and main_quiz_quota >= 0`),
  ],
);

/**
 * One bought term. Active means starts_at <= now <= ends_at: no timer expires it. Quota and hint
 * counters are spent with conditional updates, so parallel quiz starts cannot overdraw them.
 * Hints renew monthly: `hint_period` is the month of the term the `hints_used` count belongs to.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => subscriptionPackages.id),
    pricePaid: bigint('price_paid', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    quotaTotal: integer('quota_total').notNull(),
    quotaUsed: integer('quota_used').notNull().default(0),
    hintsPerMonth: integer('hints_per_month').notNull(),
    hintPeriod: integer('hint_period').notNull().default(0),
    hintsUsed: integer('hints_used').notNull().default(0),
    hintsUsedTotal: integer('hints_used_total').notNull().default(0),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /** The order's key (user id and Idempotency-Key): a retried order finds its first result. */
    purchaseKey: text('purchase_key'),
    /** The NFT member card: its token id is fixed at purchase, the mint happens in a job. */
    nftTokenId: text('nft_token_id'),
    nftTxHash: text('nft_tx_hash'),
    nftMintedTo: text('nft_minted_to'),
    nftMintedAt: timestamp('nft_minted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('user_subscriptions_user_idx').on(table.userId, table.endsAt.desc()),
    uniqueIndex('user_subscriptions_purchase_key').on(table.purchaseKey),
    uniqueIndex('user_subscriptions_transfer_key')
      .on(table.transferId)
      .where(sql`transfer_id is not null`),
    uniqueIndex('user_subscriptions_nft_token_key')
      .on(table.nftTokenId)
      .where(sql`nft_token_id is not null`),
    check('user_subscriptions_quota', sql`quota_used >= 0 and quota_used <= quota_total`),
    check('user_subscriptions_hints', sql`hints_used >= 0 and hints_used <= hints_per_month`),
  ],
);
