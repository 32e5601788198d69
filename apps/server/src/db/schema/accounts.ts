import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const ACCOUNT_TOKEN_PURPOSES = [
  'confirm-email',
  'reset-password',
  'reset-pin',
  /** A mailed link that lets the owner sign in past a lock. */
  'unlock-account',
  /** Proof that the password was right, waiting for the second factor's code. */
  'sign-in-code',
] as const;

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
    /** Attempts whose password is being checked right now (neither a failure nor a success yet). */
    pending: integer('pending').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.emailKey, table.sourceKey] })],
);

/**
 * A user's TOTP second factor (RFC 6238). The secret is shown once at setup and never answered
 * again; `lastStep` is the newest time step accepted, so a code cannot be used twice.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** Null while set up but not yet confirmed with a code. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  /** Wrong codes since `failedAt` (forgotten after a while): the rate limit of code guesses. */
  failures: integer('failures').notNull().default(0),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes for the second factor: only a SHA-256 is kept, each used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
);
