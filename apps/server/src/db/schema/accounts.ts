import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const ACCOUNT_TOKEN_PURPOSES = ['confirm-email', 'reset-password', 'reset-pin'] as const;

/** Single-use links sent by mail: only a SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/**
 * Failed sign-ins per e-mail address, whether or not an account exists for it, so neither the
 * lockout nor the captcha demand tells a stranger which addresses are registered. One row per
 * address and source (IPv4 address or IPv6 /64), so a lock keeps out the guesser, not the owner;
 * the row with source `*` counts every source together.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    emailKey: text('email_key').notNull(),
    sourceKey: text('source_key').notNull().default('*'),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.emailKey, table.sourceKey] })],
);
