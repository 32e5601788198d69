import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * A user's reminder choices: which kinds, by which channels. Opt-in: without a row, or with a
 * kind off, nothing is sent (docs/decisions/030-reminders.md).
 */
export const reminderPreferences = pgTable('reminder_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  popQuizOpen: boolean('pop_quiz_open').notNull().default(false),
  rewardClaimClosing: boolean('reward_claim_closing').notNull().default(false),
  quizWaiting: boolean('quiz_waiting').notNull().default(false),
  subscriptionEnding: boolean('subscription_ending').notNull().default(false),
  reviewsDue: boolean('reviews_due').notNull().default(false),
  byEmail: boolean('by_email').notNull().default(false),
  byPush: boolean('by_push').notNull().default(false),
  /** The language of the page the choices were saved from: the reminders' language. */
  locale: text('locale').notNull().default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A browser's Web Push subscription: one row per endpoint, owned by the user who subscribed last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * One reminder sent: at most one per user, kind and Bangkok day. Racing workers both try the
 * insert; the primary key lets exactly one of them deliver.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: text('day').notNull(),
    /** What it reminded of (`pop-quiz:2026-11-22:2`, `attempt:17`...). */
    subject: text('subject').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'reminder_deliveries_pkey', columns: [table.userId, table.kind, table.day] }),
  ],
);
