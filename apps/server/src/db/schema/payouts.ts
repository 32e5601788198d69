import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { ledgerTransfers } from './ledger.ts';

export const PAYOUT_STATUSES = ['QUEUED', 'SIGNED', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_SOURCES = ['conversion', 'balance'] as const;
export type PayoutSource = (typeof PAYOUT_SOURCES)[number];

/**
 * KKUB sent on chain from the site's hot wallet to a user's proven wallet. QUEUED: the amount is
 * held in PAYOUTS_HELD, nothing signed yet (an admin may still cancel). SIGNED: a nonce is taken
 * and a signed transaction recorded, so it may be on the network: from here it is only ever
 * re-broadcast or replaced with the same nonce. COMPLETED, FAILED, CANCELLED are final.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** KKUB in ledger units (10^-8); the token amount is this times 10^10. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The points converted; given back when the payout is released. */
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /**
     * Where the KKUB came from: points converted just now (`conversion`), or the user's KUB balance
     * (`balance`: KKUB kept there while payouts were off). A release gives back to the same place.
     */
    source: text('source', { enum: PAYOUT_SOURCES }).notNull().default('conversion'),
    toAddress: text('to_address').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /** The activity line the dashboard shows (its status follows the payout's). */
    activityEventKey: text('activity_event_key').notNull(),
    hotWallet: text('hot_wallet'),
    nonce: bigint('nonce', { mode: 'bigint' }),
    /** The transaction that was mined, else the latest one broadcast. */
    txHash: text('tx_hash'),
    minedBlock: bigint('mined_block', { mode: 'bigint' }),
    lastError: text('last_error'),
    /** Each follow-up check queues a job keyed by this counter. */
    checks: integer('checks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('payouts_amount', sql`amount > 0`),
    check('payouts_source', sql`source in ('conversion', 'balance')`),
    // One payout per nonce of a hot wallet: a nonce is never given to two payouts.
    uniqueIndex('payouts_wallet_nonce_key')
      .on(table.hotWallet, table.nonce)
      .where(sql`nonce is not null`),
    index('payouts_user_idx').on(table.userId, table.createdAt.desc()),
    index('payouts_open_idx')
      .on(table.status, table.id)
      .where(sql`status in ('QUEUED', 'SIGNED')`),
  ],
);

/** Every signed transaction of a payout (the first and each fee bump, all with the payout's nonce). */
export const payoutTransactions = pgTable(
  'payout_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payoutId: bigint('payout_id', { mode: 'number' })
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    hash: text('hash').notNull().unique(),
    raw: text('raw').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    /** Wei per gas, as a decimal string (can exceed a bigint column on some chains). */
    maxFeePerGas: text('max_fee_per_gas').notNull(),
    maxPriorityFeePerGas: text('max_priority_fee_per_gas').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }),
  },
  (table) => [index('payout_transactions_payout_idx').on(table.payoutId, table.id)],
);

/** The nonce manager: the next nonce of each hot wallet, taken under this row's lock. */
export const payoutNonces = pgTable('payout_nonces', {
  address: text('address').primaryKey(),
  nextNonce: bigint('next_nonce', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row ('main'): the admins' pause, the low-funds episode and the last reconciliation. */
export const payoutControl = pgTable('payout_control', {
  id: text('id').primaryKey(),
  paused: boolean('paused').notNull().default(false),
  pausedBy: integer('paused_by'),
  /** Set when the hot wallet ran low (admins mailed once); cleared when it can pay again. */
  lowFundsSince: timestamp('low_funds_since', { withTimezone: true }),
  lowFundsReason: text('low_funds_reason'),
  reconciliation: jsonb('reconciliation').$type<Record<string, unknown>>(),
  reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
