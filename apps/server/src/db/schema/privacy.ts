import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const PRIVACY_REQUEST_KINDS = ['export', 'closure'] as const;

/**
 * A user's request to exercise a right over their data: a download of everything held (export) or
 * the closing of the account (closure). Both are answered within 30 days (`deadline_at`).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    status: text('status').notNull(),
    /** A closure's choice for issued certificates: `keep` them valid or `revoke` them. */
    certificates: text('certificates'),
    /** SHA-256 of the one-time token: the closure's mailed confirmation, or the archive's download link. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** End of a closure's cooling-off period: the erasure job runs then. */
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    /** The export's archive and readable summary, dropped once downloaded or expired. */
    archive: jsonb('archive').$type<Record<string, unknown>>(),
    summary: text('summary'),
    /** Why it was refused or needs a person (an error code or an admin's note). */
    reason: text('reason'),
    handledBy: integer('handled_by'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('privacy_requests_user_idx').on(table.userId, table.kind),
    uniqueIndex('privacy_requests_token_key').on(table.tokenHash),
    uniqueIndex('privacy_requests_open_closure_key')
      .on(table.userId)
      .where(
        sql`${table.kind} = 'closure' and ${table.status} in ('awaiting_confirmation', 'cooling_off', 'needs_review')`,
      ),
  ],
);

/** What a user agreed to, when, and in which wording; `withdrawnAt` ends it (one row per grant). */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What for: `reminder:<kind>:<channel>` for reminders. */
    purpose: text('purpose').notNull(),
    /** The channel it reaches the person by (`email`, `push`); null for a purpose about none. */
    channel: text('channel'),
    wordingVersion: text('wording_version').notNull(),
    wording: text('wording').notNull(),
    locale: text('locale').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** How it was withdrawn: `settings`, `unsubscribe-link`, `closure`. */
    withdrawnVia: text('withdrawn_via'),
  },
  (table) => [
    uniqueIndex('consents_active_key')
      .on(table.userId, table.purpose)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

/** One run of the hourly retention job: when it finished and what it removed, by kind (for the metrics). */
export const retentionRuns = pgTable('retention_runs', {
  id: serial('id').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  removed: jsonb('removed').$type<Record<string, number>>().notNull(),
});
