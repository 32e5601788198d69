import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { users } from './identity.ts';

/** The exchange account a user signed in with (`bkNext`): one per user, one user per subject. */
export const exchangeAccounts = pgTable('exchange_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The provider's stable `sub` claim. */
  subject: text('subject').notNull().unique(),
  email: text('email').notNull(),
  exchangeWalletAddress: text('exchange_wallet_address'),
  nextWalletAddress: text('next_wallet_address'),
  kycLevel: integer('kyc_level').notNull().default(0),
  /** Kept so the exchange data can be refreshed later without a new sign-in. */
  refreshToken: text('refresh_token'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A started sign-in with the exchange: its `state` is single use and short-lived, so a callback
 * can be neither forged nor replayed.
 */
export const ssoLoginStates = pgTable('sso_login_states', {
  id: serial('id').primaryKey(),
  stateHash: text('state_hash').notNull().unique(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server nonces for Sign-In with Ethereum messages; each can prove one wallet once. */
export const walletNonces = pgTable(
  'wallet_nonces',
  {
    id: serial('id').primaryKey(),
    nonce: text('nonce').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_nonces_user_idx').on(table.userId)],
);

/** A saved article. Unsaving deletes the row, so a row means SAVED. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('blog'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.type, table.articleId] }),
    index('favorites_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);
