import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const USER_ROLES = ['user', 'editor', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in with the exchange. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    firstName: text('first_name'),
    surname: text('surname'),
    phishingWord: text('phishing_word'),
    phone: text('phone'),
    address: text('address'),
    district: text('district'),
    provinceId: integer('province_id'),
    postcode: text('postcode'),
    /** The user's wallet: typed into the profile, or proven with a signed Sign-In with Ethereum message. */
    walletAddress: text('wallet_address'),
    /** When `walletAddress` was proven by signature; null while it is only typed (it then identifies nobody). */
    walletProvenAt: timestamp('wallet_proven_at', { withTimezone: true }),
    remark: text('remark'),
    /** Re-encoded avatar image (WebP), served from /api/client/user-clients/{id}/avatar. */
    avatar: bytea('avatar'),
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    /** An admin's KYC decision overriding the exchange's level (null: no override). */
    kycOverride: boolean('kyc_override'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** When the terms and conditions were accepted at registration. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * Last password change, through a mailed reset link or with the old password: another change
     * waits for the next day in Asia/Bangkok (spec §4).
     */
    passwordResetAt: timestamp('password_reset_at', { withTimezone: true }),
    /** When the account was closed: its personal data is erased, the row stays as the ledger's pseudonym. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // The admin's user list: newest first, and the e-mail search through trigrams (migration 0031).
    index('users_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

/** Opaque session tokens: only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** When the holder proved a second factor (a TOTP or recovery code) for this session. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
