import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { feedbacks } from './discovery.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Every admin action, one row each, written in the same transaction as the change it describes.
 * Append-only: triggers (migration 0018) refuse UPDATE, DELETE and TRUNCATE. The actor is a copy,
 * not a foreign key, so deleting an account never rewrites or blocks the history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** When the retention job pseudonymised the people in it (the event itself stays). */
    pseudonymisedAt: timestamp('pseudonymised_at', { withTimezone: true }),
  },
  (table) => [
    index('audit_log_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt.desc()),
    index('audit_log_action_idx').on(table.action, table.createdAt.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt.desc()),
  ],
);

/**
 * Cover images uploaded in the admin, re-encoded to WebP and kept in the database so every app
 * instance serves the same bytes (no shared disk is needed).
 */
export const coverImages = pgTable(
  'cover_images',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    image: bytea('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cover_images_article_idx').on(table.articleId)],
);

/** When a feedback or content request was handled, and by whom (no row: still open). */
export const feedbackHandling = pgTable('feedback_handling', {
  feedbackId: integer('feedback_id')
    .primaryKey()
    .references(() => feedbacks.id, { onDelete: 'cascade' }),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull(),
  handledBy: integer('handled_by'),
  note: text('note'),
});
