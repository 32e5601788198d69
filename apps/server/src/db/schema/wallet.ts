import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { ledgerTransfers } from './ledger.ts';

/**
 * Deposit notifications from the exchange, one row per event id: a replayed notification finds
 * its row and answers as the first did, without crediting again.
 */
export const depositEvents = pgTable(
  'deposit_events',
  {
    eventId: text('event_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** KUB units (10^-8 KUB). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    exchangeSubject: text('exchange_subject'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /** 'pending' (announced, nothing credited) or 'credited'; it only ever moves forward. */
    status: text('status').$type<'pending' | 'credited'>().notNull().default('credited'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    check('deposit_events_amount', sql`amount > 0`),
    check('deposit_events_status', sql`status in ('pending', 'credited')`),
    index('deposit_events_user_idx').on(table.userId, table.receivedAt.desc()),
  ],
);
