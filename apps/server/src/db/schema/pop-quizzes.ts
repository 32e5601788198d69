import { POP_QUIZ_STATUSES } from '@app/contracts/pop-quizzes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { users } from './identity.ts';
import { categories } from './reference.ts';

/** One option of a question; `correct` never leaves the server before the attempt answers. */
export interface PopQuizOptionRow {
  id: number;
  en: string;
  th: string;
  correct: boolean;
}

/**
 * The question banks (content/pop-quizzes/questions.yaml), in both languages. Questions sharing a
 * concept are variants of one bank: a slot names the concept, each attempt draws one variant.
 */
export const popQuizQuestions = pgTable(
  'pop_quiz_questions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    concept: text('concept').notNull(),
    promptEn: text('prompt_en').notNull(),
    promptTh: text('prompt_th').notNull(),
    hintEn: text('hint_en').notNull(),
    hintTh: text('hint_th').notNull(),
    explanationEn: text('explanation_en').notNull(),
    explanationTh: text('explanation_th').notNull(),
    options: jsonb('options').$type<PopQuizOptionRow[]>().notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    /** How many rewards one day's pool holds for this question. */
    winners: integer('winners').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The topic its review cards count towards; null = none. */
    categoryKey: integer('category_key').references(() => categories.key, { onDelete: 'set null' }),
    /** The article its review answers link to; null = none. */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('pop_quiz_questions_concept_idx').on(table.concept),
    check('pop_quiz_questions_limits', sql`time_limit_seconds > 0 and reward_points > 0 and winners > 0`),
  ],
);

/**
 * One pop quiz of one Bangkok day and slot of the daily schedule, materialised the first time
 * the day is asked for; its reward pool is the ledger account `pool:pop-quiz:<id>`.
 */
export const popQuizzes = pgTable(
  'pop_quizzes',
  {
    id: serial('id').primaryKey(),
    day: text('day').notNull(),
    slot: integer('slot').notNull(),
    /** The bank this slot draws from: the active questions of this concept. */
    concept: text('concept').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    winners: integer('winners').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('pop_quizzes_day_slot_key').on(table.day, table.slot),
    check('pop_quizzes_window', sql`closes_at > opens_at`),
  ],
);

/**
 * A user's one attempt at a pop quiz. The server stamps the start and the deadline; `expired` is
 * never stored, it is read from the stamps (an unanswered attempt past its deadline, an unclaimed
 * reward past its claim window).
 */
export const popQuizAttempts = pgTable(
  'pop_quiz_attempts',
  {
    id: serial('id').primaryKey(),
    popQuizId: integer('pop_quiz_id')
      .notNull()
      .references(() => popQuizzes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: POP_QUIZ_STATUSES }).notNull(),
    /** The variant this attempt drew from its slot's bank, once, when it started. */
    questionId: integer('question_id')
      .notNull()
      .references(() => popQuizQuestions.id),
    /** The option ids in the order this attempt shows them. */
    optionOrder: jsonb('option_order').$type<number[]>().notNull(),
    selectedAnswers: jsonb('selected_answers').$type<number[]>(),
    correct: boolean('correct'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    hintUsedAt: timestamp('hint_used_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    // One attempt per user and pop quiz: a second one the same day is refused.
    uniqueIndex('pop_quiz_attempts_quiz_user_key').on(table.popQuizId, table.userId),
    index('pop_quiz_attempts_question_idx').on(table.questionId),
    index('pop_quiz_attempts_user_idx').on(table.userId, table.startedAt.desc(), table.id.desc()),
    check('pop_quiz_attempts_status', sql`status <> 'expired'`),
  ],
);

/**
 * One reward per verified identity per pop quiz: a claim writes a row for every identity facet
 * of the claimant (its user id, exchange subject, proven and exchange wallet addresses). Two
 * site accounts that share a facet collide on the primary key and only the first claim commits.
 */
export const popQuizRewardClaims = pgTable(
  'pop_quiz_reward_claims',
  {
    popQuizId: integer('pop_quiz_id')
      .notNull()
      .references(() => popQuizzes.id),
    facet: text('facet').notNull(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => popQuizAttempts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.popQuizId, table.facet] })],
);
