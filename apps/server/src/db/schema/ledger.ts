import { ACTIVITY_STATUSES, CURRENCIES } from '@app/contracts/money';
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

/**
 * One account per user and currency, plus system accounts (reward pools, revenue, deposits,
 * adjustments) named by `code`. The balance is a cache of the sum of the account's entries,
 * updated in the same transaction as they are written. Only system sources (deposits,
 * adjustments) may go below zero; every user account and every pool has a floor of zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    code: text('code'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * The sum of the account's entries, moved only by the entries' insert trigger; a deferred
     * trigger refuses any commit that leaves `balance` different from it (migration 0026).
     */
    entriesSum: bigint('entries_sum', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when its user's account is closed: no transfer moves value in or out of it again. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_key')
      .on(table.userId, table.currency)
      .where(sql`user_id is not null`),
    uniqueIndex('ledger_accounts_code_key')
      .on(table.code, table.currency)
      .where(sql`code is not null`),
    check('ledger_accounts_owner', sql`(user_id is null) <> (code is null)`),
    check('ledger_accounts_floor', sql`allow_negative or balance >= 0`),
    check('ledger_accounts_user_floor', sql`user_id is null or not allow_negative`),
  ],
);

/**
 * One movement of value: its entries sum to zero (checked by a deferred trigger at commit).
 * The idempotency key makes a retried request return the first transfer instead of moving twice.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What caused it: a subscription, quiz attempt, redemption, deposit event... */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** Who asked for it (an admin for credits; the user for their own spending). */
    actorUserId: integer('actor_user_id'),
    reason: text('reason'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ledger_transfers_amount', sql`amount > 0`),
    index('ledger_transfers_reference_idx').on(table.referenceType, table.referenceId),
  ],
);

/** The legs of a transfer: a negative amount leaves an account, a positive one arrives. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ledger_entries_nonzero', sql`amount <> 0`),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transfer_idx').on(table.transferId),
  ],
);

/**
 * What the dashboard's activity history lists: one row per thing that happened to the user,
 * pointing at the transfer that moved value when there was one (quota and hint use move none).
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** POINT, KUB, or a count of quota/hints (QUOTA, HINT). */
    unit: text('unit').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ACTIVITY_STATUSES }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** One activity per business event, so a retried request records it once. */
    eventKey: text('event_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('activities_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('activities_user_type_idx').on(table.userId, table.type, table.createdAt.desc()),
  ],
);

/** Each run of the ledger reconciliation job: what it found wrong (empty when the ledger is sound). */
export const ledgerReconciliations = pgTable(
  'ledger_reconciliations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    problems: jsonb('problems').$type<string[]>().notNull(),
    accounts: integer('accounts').notNull(),
    transfers: bigint('transfers', { mode: 'number' }).notNull(),
  },
  (table) => [index('ledger_reconciliations_ran_at_idx').on(table.ranAt.desc())],
);
