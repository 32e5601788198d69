import { ACTIVITY_STATUSES } from '@app/contracts/money';
import { REWARD_TYPES } from '@app/contracts/rewards';
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
import { users } from './identity.ts';
import { ledgerTransfers } from './ledger.ts';

/**
 * A reward in the catalogue. `redeemed` counts what is taken (held or fulfilled); the CHECK and
 * the conditional update `redeemed < stock` keep parallel redemptions within the stock.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    type: text('type', { enum: REWARD_TYPES }).notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    image: text('image').notNull(),
    costPoints: integer('cost_points').notNull(),
    stock: integer('stock').notNull(),
    redeemed: integer('redeemed').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    subscriptionRequired: boolean('subscription_required').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('rewards_cost', sql`cost_points >= 0`),
    check('rewards_stock', sql`redeemed >= 0 and redeemed <= stock`),
    check('rewards_per_user_limit', sql`per_user_limit >= 1`),
  ],
);

/** Where a physical reward goes, copied from the profile when it was redeemed. */
export interface ShippingSnapshot {
  recipientName: string | null;
  phone: string | null;
  address: string;
  district: string | null;
  province: string | null;
  postcode: string;
}

/**
 * One redemption: points held at confirmation (PENDING), settled when an admin fulfils it
 * (COMPLETED) or released when one cancels it (FAILED). The (user, key) pair makes a retried
 * confirmation return the first redemption instead of redeeming twice.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    source: text('source', { enum: ['points', 'coupon'] })
      .notNull()
      .default('points'),
    pointsCost: bigint('points_cost', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ACTIVITY_STATUSES }).notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    shipping: jsonb('shipping').$type<ShippingSnapshot>(),
    walletAddress: text('wallet_address'),
    trackingId: text('tracking_id'),
    cancelReason: text('cancel_reason'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reward_redemptions_user_key').on(table.userId, table.idempotencyKey),
    index('reward_redemptions_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('reward_redemptions_status_idx').on(table.status, table.createdAt),
    check('reward_redemptions_cost', sql`points_cost >= 0`),
  ],
);

/**
 * How many times each user holds or received each reward. The redemption upserts this row with
 * `count < limit` in the same transaction as the hold, which also locks it: one user's parallel
 * redemptions of one reward queue on the row and cannot pass the per-user limit.
 */
export const rewardUserCounts = pgTable(
  'reward_user_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.rewardId] }),
    check('reward_user_counts_count', sql`count >= 0`),
  ],
);

/** Append-only record of what admins did to redemptions (fulfilled with a tracking id, cancelled). */
export const rewardRedemptionEvents = pgTable(
  'reward_redemption_events',
  {
    id: serial('id').primaryKey(),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => rewardRedemptions.id, { onDelete: 'restrict' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['fulfil', 'cancel'] }).notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reward_redemption_events_redemption_idx').on(table.redemptionId)],
);

/** Questions and answers about redeeming, from content/rewards/faq.yaml. */
export const rewardFaqs = pgTable('reward_faqs', {
  key: text('key').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  questionEn: text('question_en').notNull(),
  questionTh: text('question_th').notNull(),
  answerEn: text('answer_en').notNull(),
  answerTh: text('answer_th').notNull(),
});

/**
 * A coupon code: credits points or grants a reward. `used < max_uses` is checked in the same
 * conditional update that counts a use, so parallel redeemers cannot pass the cap.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are matched case-insensitively by upper-casing the input. */
    code: text('code').notNull().unique(),
    points: integer('points'),
    rewardId: integer('reward_id').references(() => rewards.id, { onDelete: 'restrict' }),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('coupons_grant', sql`(points is null) <> (reward_id is null)`),
    check('coupons_points', sql`points is null or points > 0`),
    check('coupons_uses', sql`used >= 0 and used <= max_uses`),
  ],
);

/** One row per user who used a coupon: the primary key makes a coupon once per user. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    redemptionId: integer('redemption_id').references(() => rewardRedemptions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.couponId, table.userId] }),
    index('coupon_redemptions_user_idx').on(table.userId),
  ],
);
