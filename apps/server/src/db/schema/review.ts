import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { popQuizQuestions } from './pop-quizzes.ts';
import { quizQuestions } from './quizzes.ts';

/**
 * One card of a learner's review deck: a question they missed (or got right only with a hint) in
 * a finished main quiz or a closed pop quiz, scheduled by FSRS. One card per user and question,
 * whichever way it came in twice. The FSRS columns are ts-fsrs's Card; `version` rises with every
 * serving and answer, so an answer names the serving it answers and a second one is refused.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The question first missed: a main-quiz question (a learning path's check is one) or a pop-quiz one. */
    quizQuestionId: integer('quiz_question_id').references(() => quizQuestions.id, { onDelete: 'cascade' }),
    popQuestionId: integer('pop_question_id').references(() => popQuizQuestions.id, { onDelete: 'cascade' }),
    /** The topic (categories.key) of the question's article, taken when the card came in; null for pop quizzes. */
    categoryKey: integer('category_key'),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    /** The open serving: when the server showed it, which variant (same source table), options in order. */
    servedAt: timestamp('served_at', { withTimezone: true }),
    servedQuestionId: integer('served_question_id'),
    servedOptionIds: integer('served_option_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Today's cards are an index range: this user's cards due before a moment, soonest first.
    index('review_cards_user_due_idx').on(table.userId, table.due),
    uniqueIndex('review_cards_user_quiz_question_key')
      .on(table.userId, table.quizQuestionId)
      .where(sql`quiz_question_id is not null`),
    uniqueIndex('review_cards_user_pop_question_key')
      .on(table.userId, table.popQuestionId)
      .where(sql`pop_question_id is not null`),
    check('review_cards_one_question', sql`num_nonnulls(quiz_question_id, pop_question_id) = 1`),
  ],
);

/** FSRS card state before a review, kept so a rating the learner chooses afterwards replaces the clock's. */
export interface ReviewCardStateRow {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
}

/** One answered review. The unique (card, version) pair records an answer to one serving once. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The card's version when served: the serving this answers. */
    cardVersion: integer('card_version').notNull(),
    questionId: integer('question_id').notNull(),
    correct: boolean('correct').notNull(),
    /** FSRS rating 1 again, 2 hard, 3 good, 4 easy. */
    rating: integer('rating').notNull(),
    ratingChosen: boolean('rating_chosen').notNull().default(false),
    secondsTaken: integer('seconds_taken').notNull(),
    stateBefore: jsonb('state_before').$type<ReviewCardStateRow>().notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('review_logs_card_version_key').on(table.cardId, table.cardVersion),
    index('review_logs_user_reviewed_idx').on(table.userId, table.reviewedAt),
  ],
);

/**
 * A "topic mastered" credential: every card of a topic reached the mastery stability. Signed like
 * the certificates, with a place in their status lists; once per user and topic.
 */
export const reviewTopicCredentials = pgTable(
  'review_topic_credentials',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryKey: integer('category_key').notNull(),
    holderName: text('holder_name').notNull(),
    topicEn: text('topic_en').notNull(),
    topicTh: text('topic_th').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    credential: jsonb('credential').$type<Record<string, unknown>>().notNull(),
    statusIndex: integer('status_index').notNull().unique(),
    /** Set when an admin revokes it (the reason is in the audit log); its status-list bit is set. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('review_topic_credentials_once').on(table.userId, table.categoryKey)],
);
