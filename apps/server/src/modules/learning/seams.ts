import type { ActivityType } from '@app/contracts/money';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';

/**
 * Where learning paths, campaigns and games meet features built elsewhere (main quizzes, pop
 * quizzes, the admin audit log). Every seam has a default that behaves as if the other feature
 * had no data, so this module works on its own; the composition root replaces them once those
 * features are merged. All of them are read at call time, so a replacement made after the
 * module loaded (or in a test's `beforeReady`) takes effect at once.
 *
 * Wired in `modules/feature-wiring.ts` (the last entry of `modules/app-modules.ts`), like this:
 *
 *   app.learningSeams.articleQuizzes = (db, articleIds) => ...quizzes by article...;
 *   app.learningSeams.quizPasses = (db, userId, articleIds, window) => ...passed attempts...;
 *   app.learningSeams.popQuizDays = (db, userId, window) => ...Bangkok days answered...;
 *   app.learningSeams.recordAdminAction = (tx, entry) => ...audit row in the same transaction...;
 *
 * or pass them as `seams` in the module's options.
 */

/** A time window; either end may be open. Both are compared with the event's own timestamp. */
export interface TimeWindow {
  since?: Date;
  until?: Date;
}

/**
 * The main quiz of each article that has an active one (one quiz per article on the quizzes
 * branch, `quizzes.article_id` unique). An article without an entry has no quiz: its path step
 * is complete once read. Default: no article has a quiz.
 */
export type ArticleQuizLookup = (
  db: Db,
  articleIds: readonly number[],
) => Promise<Map<number, { slug: string }>>;

/**
 * The articles among `articleIds` whose main quiz the user has passed (an attempt finished with
 * `passed = true`), counting only passes finished inside `window` when one is given. Default:
 * none passed.
 */
export type QuizPassLookup = (
  db: Db,
  userId: number,
  articleIds: readonly number[],
  window?: TimeWindow,
) => Promise<Set<number>>;

/**
 * The Bangkok calendar days (`YYYY-MM-DD`) on which the user answered at least one pop quiz,
 * inside `window`. Default: none.
 */
export type PopQuizDaysLookup = (
  db: Db,
  userId: number,
  window: Required<TimeWindow>,
) => Promise<Set<string>>;

export interface AdminActionEntry {
  actorUserId: number;
  /** `learning.path.create`, `learning.campaign.fund`... */
  action: string;
  targetType: 'learning_path' | 'learning_campaign' | 'learning_certificate';
  targetId: string;
  detail?: Record<string, unknown>;
}

/** Writes the admin audit row of a mutation inside its transaction. Default: nothing. */
export type AdminAuditRecorder = (tx: Tx, entry: AdminActionEntry) => Promise<void>;

export interface LearningSeams {
  articleQuizzes: ArticleQuizLookup;
  quizPasses: QuizPassLookup;
  popQuizDays: PopQuizDaysLookup;
  recordAdminAction: AdminAuditRecorder;
}

export const DEFAULT_LEARNING_SEAMS: LearningSeams = {
  articleQuizzes: async () => new Map(),
  quizPasses: async () => new Set(),
  popQuizDays: async () => new Set(),
  recordAdminAction: async () => {},
};

/**
 * What the weekly leaderboard counts as "points earned from quizzes": activities of these types
 * that are COMPLETED and positive. 'Received Point' is also written for campaign rewards and
 * other credits, so it only counts with one of the quiz reference types below. The references
 * the quiz modules really write on their activities: main quizzes 'Received prizes from the main
 * quiz' with reference 'quiz' (counted by its type anyway), pop quizzes 'Received Point' with
 * reference 'pop-quiz-attempt' (their claim). ('quiz_reward' and 'pop-quiz' are references of
 * ledger transfers and pool fundings, never of activities.) Adjust here if they change.
 */
export const QUIZ_REWARD_ACTIVITY = {
  mainQuizType: 'Received prizes from the main quiz' satisfies ActivityType,
  pointType: 'Received Point' satisfies ActivityType,
  quizReferenceTypes: ['quiz', 'pop-quiz-attempt'],
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Lookups into other features; see modules/learning/seams.ts. */
    learningSeams: LearningSeams;
  }
}

/** The app's seams, created with the defaults (and any given replacements) on first use. */
export function installLearningSeams(
  app: FastifyInstance,
  overrides: Partial<LearningSeams> = {},
): LearningSeams {
  if (!app.hasDecorator('learningSeams')) app.decorate('learningSeams', { ...DEFAULT_LEARNING_SEAMS });
  Object.assign(app.learningSeams, overrides);
  return app.learningSeams;
}
