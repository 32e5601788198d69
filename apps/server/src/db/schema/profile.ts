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
  /**
   * The refresh token, so the exchange data can be refreshed later without a new sign-in:
   * AES-256-GCM sealed (see sso/token-crypto.ts), never stored in the clear.
   */
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  /** The name the exchange verified (userinfo `given_name`/`family_name`, or `name` split). */
  givenName: text('given_name'),
  familyName: text('family_name'),
  /** Set when the exchange refused the refresh token: the link stays, but must be verified again. */
  reverifyRequiredAt: timestamp('reverify_required_at', { withTimezone: true }),
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
  /** Set when a signed-in user links their exchange account: only that user may finish it. */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
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
