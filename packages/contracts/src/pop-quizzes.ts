import { pointsForfeitSchema } from './points-earning.ts';
import { idField, idParamsSchema } from './ids.ts';
import { z } from './zod.ts';

/** Spec §3: the statuses of a user's pop quiz attempt. */
export const POP_QUIZ_STATUSES = [
  'failed',
  'pending',
  'inprogress',
  'completed',
  'outofreward',
  'expired',
] as const;
export type PopQuizStatus = (typeof POP_QUIZ_STATUSES)[number];

/** Spec §4: the states of a pop quiz in today's list. */
export const POP_QUIZ_STATES = ['active', 'expired', 'outofreward'] as const;
export type PopQuizState = (typeof POP_QUIZ_STATES)[number];

/**
 * An answer that arrives this long after the deadline is still taken: the request was sent in
 * time but spent a moment on the network. The browser's timer shows the deadline itself.
 */
export const POP_QUIZ_ANSWER_GRACE_SECONDS = 5;
/** After a correct answer the reward waits this long to be claimed ('Claim your reward in ...'). */
export const POP_QUIZ_CLAIM_WINDOW_SECONDS = 10 * 60;
/** The most options a question can have, and so the most answers one submission can select. */
export const POP_QUIZ_MAX_OPTIONS = 8;

export const popQuizParamsSchema = idParamsSchema;
export const popQuizQuestionParamsSchema = z.object({ id: idField, qid: idField });

export const popQuizSubmitBodySchema = z.object({
  selectedAnswers: z
    .array(z.number().int().min(1).max(POP_QUIZ_MAX_OPTIONS), { error: 'POP_QUIZ_ANSWER_REQUIRED' })
    .min(1, { error: 'POP_QUIZ_ANSWER_REQUIRED' })
    .max(POP_QUIZ_MAX_OPTIONS),
});
export type PopQuizSubmitBody = z.infer<typeof popQuizSubmitBodySchema>;

/** Pop quiz completed list (spec §3, §9): `start` is the page index multiplied by `limit`. */
export const popQuizPageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PopQuizPageQuery = z.infer<typeof popQuizPageQuerySchema>;

/** The signed-in user's attempt at one pop quiz, as far as it went. */
export const popQuizAttemptSummarySchema = z.object({
  attemptId: z.number().int(),
  status: z.enum(POP_QUIZ_STATUSES),
  /** Seconds left to answer, while in progress. */
  answerSecondsRemaining: z.number().int().nullable(),
  /** Seconds left to claim a won reward ('Claim your reward in ...'), while pending. */
  claimSecondsRemaining: z.number().int().nullable(),
  claimExpiresAt: z.string().nullable(),
});
export type PopQuizAttemptSummary = z.infer<typeof popQuizAttemptSummarySchema>;

export const popQuizListItemSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  title: z.string(),
  state: z.enum(POP_QUIZ_STATES),
  opensAt: z.string(),
  closesAt: z.string(),
  /** Countdown to expiry: seconds until the quiz closes (0 once it has). */
  expiresInSeconds: z.number().int(),
  rewardPoints: z.number().int(),
  /** Rewards left in the pool. */
  rewardsLeft: z.number().int(),
  rewardsTotal: z.number().int(),
  timeLimitSeconds: z.number().int(),
  /** Null for a visitor or a user who has not started it. */
  myAttempt: popQuizAttemptSummarySchema.nullable(),
});
export type PopQuizListItem = z.infer<typeof popQuizListItemSchema>;

export const popQuizAvailableSchema = z.object({
  serverTime: z.string(),
  /** The Bangkok calendar day the list is for. */
  day: z.string(),
  data: z.array(popQuizListItemSchema),
  /** The next pop quiz that has not opened yet (later today or tomorrow): the next-available countdown. */
  nextAvailableAt: z.string(),
  nextAvailableInSeconds: z.number().int(),
});
export type PopQuizAvailable = z.infer<typeof popQuizAvailableSchema>;

export const popQuizOptionSchema = z.object({ id: z.number().int(), text: z.string() });

/** The question of a started attempt: options in this attempt's order, nothing about which are right. */
export const popQuizQuestionSchema = z.object({
  attemptId: z.number().int(),
  popQuizId: z.number().int(),
  title: z.string(),
  question: z.object({
    id: z.number().int(),
    prompt: z.string(),
    options: z.array(popQuizOptionSchema),
    /** How many options make the answer ('Choose 2'). */
    answerCount: z.number().int(),
  }),
  startedAt: z.string(),
  deadlineAt: z.string(),
  serverTime: z.string(),
  secondsRemaining: z.number().int(),
  graceSeconds: z.number().int(),
  rewardPoints: z.number().int(),
  /** The hint, when this attempt has used one. */
  hint: z.string().nullable(),
  /** Hints left this month (0 without an active subscription). */
  hintsRemaining: z.number().int(),
});
export type PopQuizQuestion = z.infer<typeof popQuizQuestionSchema>;

export const popQuizSubmitResultSchema = z.object({
  attemptId: z.number().int(),
  status: z.enum(POP_QUIZ_STATUSES),
  correct: z.boolean(),
  /** Revealed only now that the attempt has answered. */
  correctAnswers: z.array(z.number().int()),
  explanation: z.string(),
  rewardPoints: z.number().int(),
  claimExpiresAt: z.string().nullable(),
  claimSecondsRemaining: z.number().int().nullable(),
  /**
   * A win whose claim would pay nothing now (spec §6: points are earned by subscribers): what it
   * would pay, why not, and the package to subscribe to within the claim window. Null otherwise.
   */
  pointsForfeited: pointsForfeitSchema.nullable(),
});
export type PopQuizSubmitResult = z.infer<typeof popQuizSubmitResultSchema>;

export const popQuizHintSchema = z.object({ hint: z.string(), hintsRemaining: z.number().int() });
export type PopQuizHint = z.infer<typeof popQuizHintSchema>;

export const popQuizClaimSchema = z.object({
  attemptId: z.number().int(),
  status: z.literal('completed'),
  rewardPoints: z.number().int(),
  claimedAt: z.string(),
});
export type PopQuizClaim = z.infer<typeof popQuizClaimSchema>;

export const popQuizHistoryItemSchema = z.object({
  attemptId: z.number().int(),
  popQuizId: z.number().int(),
  day: z.string(),
  title: z.string(),
  prompt: z.string(),
  status: z.enum(POP_QUIZ_STATUSES),
  /** Pass or fail once answered; null while unanswered. */
  result: z.enum(['pass', 'fail']).nullable(),
  rewardPoints: z.number().int(),
  /** Points actually received (0 unless claimed). */
  pointsReceived: z.number().int(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Seconds between start and answer. */
  durationSeconds: z.number().int().nullable(),
  claimExpiresAt: z.string().nullable(),
  claimSecondsRemaining: z.number().int().nullable(),
  claimedAt: z.string().nullable(),
});
export type PopQuizHistoryItem = z.infer<typeof popQuizHistoryItemSchema>;

export const popQuizHistoryPageSchema = z.object({
  data: z.array(popQuizHistoryItemSchema),
  total: z.number().int(),
  start: z.number().int(),
  limit: z.number().int(),
});
export type PopQuizHistoryPage = z.infer<typeof popQuizHistoryPageSchema>;
