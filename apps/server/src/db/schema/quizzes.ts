import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { ledgerTransfers } from './ledger.ts';

/** A main quiz: it belongs to one article. Its reward pool is the ledger account `pool:main-quiz:<id>`. */
export const quizzes = pgTable('quizzes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  articleId: integer('article_id')
    .notNull()
    .unique()
    .references(() => articles.id, { onDelete: 'cascade' }),
  titleEn: text('title_en').notNull(),
  titleTh: text('title_th').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionTh: text('description_th').notNull().default(''),
  /** The share of questions answered right needed to pass, in percent. */
  passPercent: integer('pass_percent').notNull().default(60),
  /** The server-owned timer: an attempt's deadline is its start plus this; null = untimed. */
  timeLimitSeconds: integer('time_limit_seconds'),
  /**
   * How many questions each attempt draws from the bank, at most one variant per concept;
   * null = every concept (a quiz without variants asks all its questions).
   */
  questionsPerAttempt: integer('questions_per_attempt'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a grade earns. The best tier whose grade the attempt reached is paid, once per user. */
export const quizRewardTiers = pgTable(
  'quiz_reward_tiers',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** The lowest grade that earns this tier (A+, A, B, C, D). */
    minGrade: text('min_grade').notNull(),
    rewardType: text('reward_type', { enum: ['point', 'physical', 'crypto'] }).notNull(),
    points: integer('points').notNull().default(0),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
  },
  (table) => [
    uniqueIndex('quiz_reward_tiers_grade').on(table.quizId, table.minGrade),
    check('quiz_reward_tiers_points', sql`points >= 0`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    promptEn: text('prompt_en').notNull(),
    promptTh: text('prompt_th').notNull(),
    explanationEn: text('explanation_en').notNull(),
    explanationTh: text('explanation_th').notNull(),
    /** A clue shown by a hint, besides the wrong options it removes. */
    clueEn: text('clue_en'),
    clueTh: text('clue_th'),
    /** Variants of one question (other wording or numbers) share a concept; null = on its own. */
    concept: text('concept'),
  },
  (table) => [uniqueIndex('quiz_questions_position').on(table.quizId, table.position)],
);

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    labelEn: text('label_en').notNull(),
    labelTh: text('label_th').notNull(),
    correct: boolean('correct').notNull(),
  },
  (table) => [uniqueIndex('quiz_options_position').on(table.questionId, table.position)],
);

export const QUIZ_ATTEMPT_STATUSES = ['inprogress', 'saved', 'completed'] as const;

/**
 * One try at a quiz, owned by the server: its seed shuffles the options and names them, its
 * deadline is the timer, and `version` rises with every change so a stale tab is told 'Data has
 * been changed'. At most one open (unfinished) attempt per user and quiz.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    status: text('status', { enum: QUIZ_ATTEMPT_STATUSES }).notNull().default('inprogress'),
    version: integer('version').notNull().default(1),
    currentQuestion: integer('current_question').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    correctCount: integer('correct_count'),
    questionCount: integer('question_count').notNull(),
    /** The questions this attempt drew, in the order shown (see drawQuestions). */
    questionIds: integer('question_ids').array().notNull(),
    percent: integer('percent'),
    grade: text('grade'),
    passed: boolean('passed'),
    hintsUsed: integer('hints_used').notNull().default(0),
    /**
     * The points a passing attempt would have earned had its user's term earned points at the
     * finish, and why it did not (a POINTS_* error code); null when nothing was forfeited.
     */
    pointsForfeited: integer('points_forfeited'),
    pointsForfeitReason: text('points_forfeit_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('quiz_attempts_one_open')
      .on(table.userId, table.quizId)
      .where(sql`finished_at is null`),
    index('quiz_attempts_user_idx').on(table.userId, table.finishedAt.desc()),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    optionIds: integer('option_ids').array().notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/** One hint per question of an attempt: asking again shows the same hint and spends nothing. */
export const quizHints = pgTable(
  'quiz_hints',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    removedOptionIds: integer('removed_option_ids').array().notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

export const QUIZ_REWARD_STATUSES = ['pending', 'paid', 'outofreward', 'claimable', 'claimed'] as const;

/**
 * The reward a user earned from a quiz. The unique (quiz, user) pair is what makes it at most
 * once per user per quiz, whatever races between finishes on several devices.
 */
export const quizRewards = pgTable(
  'quiz_rewards',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => quizRewardTiers.id),
    grade: text('grade').notNull(),
    rewardType: text('reward_type', { enum: ['point', 'physical', 'crypto'] }).notNull(),
    points: integer('points').notNull().default(0),
    status: text('status', { enum: QUIZ_REWARD_STATUSES }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('quiz_rewards_once_per_user').on(table.quizId, table.userId)],
);

/** Delivery of a reward that is not points (a physical prize, a crypto payout to a wallet). */
export const quizRewardTrackings = pgTable('quiz_reward_trackings', {
  id: serial('id').primaryKey(),
  rewardId: integer('reward_id')
    .notNull()
    .unique()
    .references(() => quizRewards.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['PENDING', 'SUBMITTED', 'SHIPPED', 'COMPLETED'] }).notNull(),
  recipientName: text('recipient_name'),
  phone: text('phone'),
  address: text('address'),
  walletAddress: text('wallet_address'),
  trackingNumber: text('tracking_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A certificate of a passed quiz, verifiable by its long random code; its credential is signed once. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    achievementEn: text('achievement_en').notNull(),
    achievementTh: text('achievement_th').notNull(),
    grade: text('grade').notNull(),
    percent: integer('percent').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    credential: jsonb('credential').$type<Record<string, unknown>>().notNull(),
    /** Its place in the revocation status lists, from the `certificate_status_index` sequence. */
    statusIndex: integer('status_index').notNull(),
  },
  (table) => [
    uniqueIndex('certificates_once_per_user').on(table.userId, table.quizId),
    uniqueIndex('certificates_status_index').on(table.statusIndex),
  ],
);

/** How credentials name a learner (credentialSubject.id): a random URN, not their e-mail or id. */
export const credentialSubjects = pgTable('credential_subjects', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subjectId: text('subject_id').notNull().unique(),
});

/** Keys the site generated for itself (the certificate signing key when none is configured). */
/**
 * Every public key that signed certificates, numbered as their verification methods are named
 * (`did:web:…#key-<number>`): did.json lists them all, so certificates signed before a rotation
 * still verify; a compromised one is withdrawn, and what it signed fails verification.
 */
export const certificateSigningKeys = pgTable('certificate_signing_keys', {
  number: integer('number').primaryKey(),
  /** SPKI PEM. */
  publicKey: text('public_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  compromisedAt: timestamp('compromised_at', { withTimezone: true }),
  compromiseReason: text('compromise_reason'),
});

export const siteKeys = pgTable('site_keys', {
  name: text('name').primaryKey(),
  privateKey: text('private_key').notNull(),
  publicKey: text('public_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
