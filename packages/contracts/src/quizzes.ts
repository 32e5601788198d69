import { pointsForfeitSchema } from './points-earning.ts';
import { idField } from './ids.ts';
import { z } from './zod.ts';

/** Grades from best to worst. A+ is only a perfect score. */
export const QUIZ_GRADES = ['A+', 'A', 'B', 'C', 'D', 'F'] as const;
export type QuizGrade = (typeof QUIZ_GRADES)[number];

export const QUIZ_REWARD_TYPES = ['point', 'physical', 'crypto'] as const;
export type QuizRewardType = (typeof QUIZ_REWARD_TYPES)[number];

/** A quiz in a list: active (can take), outofreward (its pool is empty). */
export const QUIZ_LIST_STATES = ['active', 'outofreward'] as const;

export const QUIZ_ATTEMPT_STATES = ['inprogress', 'saved', 'completed'] as const;
export type QuizAttemptState = (typeof QUIZ_ATTEMPT_STATES)[number];

/** pending: being paid; paid: points received; outofreward: the pool was empty; claimable/claimed: a prize to deliver. */
export const QUIZ_REWARD_STATUSES = ['pending', 'paid', 'outofreward', 'claimable', 'claimed'] as const;
export type QuizRewardStatus = (typeof QUIZ_REWARD_STATUSES)[number];

/** An option's name within one attempt: derived from the attempt's secret seed, so never guessable. */
const optionKey = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/, { error: 'QUIZ_ANSWER_INVALID' });

export const quizIdParamsSchema = z.object({ id: idField });
export const quizSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const quizQuestionParamsSchema = z.object({ id: idField, qid: idField });
export const quizMineQuerySchema = z.object({
  isMyQuiz: z.enum(['true', 'false']).optional(),
});

export const quizRewardTierSchema = z.object({
  minGrade: z.enum(QUIZ_GRADES),
  type: z.enum(QUIZ_REWARD_TYPES),
  points: z.number().int(),
  name: z.string(),
  description: z.string(),
});

export const quizSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  articleId: z.number().int(),
  articleSlug: z.string(),
  articleTitle: z.string(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  passPercent: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  state: z.enum(QUIZ_LIST_STATES),
  rewards: z.array(quizRewardTierSchema),
  /** The signed-in user's standing with this quiz (null for a visitor or before a first try). */
  mine: z
    .object({
      attemptState: z.enum(QUIZ_ATTEMPT_STATES),
      grade: z.enum(QUIZ_GRADES).nullable(),
      passed: z.boolean().nullable(),
      certificateCode: z.string().nullable(),
      rewardStatus: z.enum(QUIZ_REWARD_STATUSES).nullable(),
    })
    .nullable(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizOptionViewSchema = z.object({ key: z.string(), label: z.string() });

/** What is revealed about a question once this attempt has answered it (never before). */
export const quizRevealSchema = z.object({
  selectedAnswers: z.array(z.string()),
  correct: z.boolean(),
  correctAnswers: z.array(z.string()),
  explanation: z.string(),
});
export type QuizReveal = z.infer<typeof quizRevealSchema>;

export const quizHintViewSchema = z.object({
  removedAnswers: z.array(z.string()),
  clue: z.string().nullable(),
});

export const quizQuestionViewSchema = z.object({
  id: z.number().int(),
  index: z.number().int(),
  prompt: z.string(),
  /** Several answers may be right: the page shows check boxes. */
  multiple: z.boolean(),
  options: z.array(quizOptionViewSchema),
  hint: quizHintViewSchema.nullable(),
  answer: quizRevealSchema.nullable(),
});
export type QuizQuestionView = z.infer<typeof quizQuestionViewSchema>;

export const quizAttemptViewSchema = z.object({
  quizId: z.number().int(),
  attemptId: z.number().int(),
  status: z.enum(QUIZ_ATTEMPT_STATES),
  version: z.number().int(),
  currentQuestion: z.number().int(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  /** Seconds left on the server's timer when this answer was made (null: untimed). */
  secondsLeft: z.number().int().nullable(),
  hintsRemaining: z.number().int(),
  questions: z.array(quizQuestionViewSchema),
});
export type QuizAttemptView = z.infer<typeof quizAttemptViewSchema>;

export const quizStartBodySchema = z
  .object({
    /** The captcha answer, needed when the site has the captcha on. */
    captchaToken: z.string().min(1).max(4096).optional(),
  })
  .default({});

export const quizSubmitBodySchema = z.object({
  selectedAnswers: z.array(optionKey).min(1, { error: 'QUIZ_ANSWER_INVALID' }).max(20),
  /** The labels the page showed; informative only, the keys decide. */
  answerValues: z.array(z.string().max(500)).max(20).optional(),
  currentQuestion: z.number().int().min(0).max(1000),
  /** The attempt's version the page last saw: an older one answers 'Data has been changed'. */
  version: z.number().int().min(1),
});
export type QuizSubmitBody = z.infer<typeof quizSubmitBodySchema>;

export const quizSubmitResultSchema = z.object({
  questionId: z.number().int(),
  version: z.number().int(),
  answeredCount: z.number().int(),
  answer: quizRevealSchema,
});

export const quizHintBodySchema = z.object({ version: z.number().int().min(1).optional() }).default({});
export const quizHintResultSchema = z.object({
  questionId: z.number().int(),
  hint: quizHintViewSchema,
  hintsRemaining: z.number().int(),
});

export const quizSaveBodySchema = z.object({
  currentQuestion: z.number().int().min(0).max(1000),
  version: z.number().int().min(1),
});
export const quizSaveResultSchema = z.object({ version: z.number().int(), savedAt: z.string() });

export const quizFinishBodySchema = z
  .object({
    answerValues: z.array(z.string().max(500)).max(100).optional(),
    currentQuestion: z.number().int().min(0).max(1000).optional(),
    version: z.number().int().min(1).optional(),
  })
  .default({});

export const quizRewardViewSchema = z.object({
  status: z.enum(QUIZ_REWARD_STATUSES),
  type: z.enum(QUIZ_REWARD_TYPES),
  points: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** For a prize to deliver: where the user gives the delivery details. */
  trackingId: z.number().int().nullable(),
  /** 'Sorry! Out of reward' and the like, in the request's language. */
  message: z.string().nullable(),
});

export const quizResultSchema = z.object({
  quizId: z.number().int(),
  quizSlug: z.string(),
  quizTitle: z.string(),
  attemptId: z.number().int(),
  finishedAt: z.string(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  percent: z.number().int(),
  grade: z.enum(QUIZ_GRADES),
  passed: z.boolean(),
  passPercent: z.number().int(),
  reward: quizRewardViewSchema.nullable(),
  /** A passed point reward that paid nothing: the user's term did not earn points at the finish. */
  pointsForfeited: pointsForfeitSchema.nullable(),
  certificateCode: z.string().nullable(),
  /** Why no certificate was issued although the quiz was passed (no profile name yet). */
  certificateBlocked: z.string().nullable(),
  questions: z.array(quizQuestionViewSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const quizPendingSchema = z.object({
  data: z.array(
    z.object({
      quizId: z.number().int(),
      slug: z.string(),
      title: z.string(),
      status: z.enum(QUIZ_ATTEMPT_STATES),
      answeredCount: z.number().int(),
      questionCount: z.number().int(),
      savedAt: z.string().nullable(),
      startedAt: z.string(),
    }),
  ),
});

export const QUIZ_HISTORY_KINDS = ['main', 'pop', 'saved'] as const;
export type QuizHistoryKind = (typeof QUIZ_HISTORY_KINDS)[number];

export const quizHistoryQuerySchema = z.object({
  kind: z.enum(['all', ...QUIZ_HISTORY_KINDS]).default('all'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type QuizHistoryQuery = z.infer<typeof quizHistoryQuerySchema>;

/** One line of My quiz, whatever kind of quiz it came from (the spec's quiz record). */
export const quizHistoryItemSchema = z.object({
  kind: z.enum(QUIZ_HISTORY_KINDS),
  id: z.string(),
  quizId: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  articleTitle: z.string().nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  rewardPoints: z.number().int(),
  result: z.enum(['pass', 'fail']).nullable(),
  status: z.string(),
  grade: z.string().nullable(),
  rewardName: z.string().nullable(),
  rewardDescription: z.string().nullable(),
  rewardStatus: z.string().nullable(),
  rewardType: z.string().nullable(),
  certificateCode: z.string().nullable(),
});
export type QuizHistoryItem = z.infer<typeof quizHistoryItemSchema>;

export const quizHistoryPageSchema = z.object({
  data: z.array(quizHistoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Main-quiz quota of the active subscription (null without one). */
  totalQuota: z.number().int().nullable(),
  remainingQuota: z.number().int().nullable(),
});
export type QuizHistoryPage = z.infer<typeof quizHistoryPageSchema>;
export const quizCountSchema = z.object({ count: z.number().int() });

export const quizListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export const quizListPageSchema = z.object({
  data: z.array(quizSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuizListPage = z.infer<typeof quizListPageSchema>;

export const rewardTrackingSchema = z.object({
  id: z.number().int(),
  status: z.enum(['PENDING', 'SUBMITTED', 'SHIPPED', 'COMPLETED']),
  rewardType: z.enum(QUIZ_REWARD_TYPES),
  rewardName: z.string(),
  quizTitle: z.string(),
  recipientName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  walletAddress: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /**
   * What the profile already holds for each field, so the claim form starts filled in; the
   * winner still checks and sends it (nothing is claimed until they do).
   */
  fromProfile: z.object({
    recipientName: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    walletAddress: z.string().nullable(),
  }),
});
export type RewardTracking = z.infer<typeof rewardTrackingSchema>;

export const rewardTrackingBodySchema = z.object({
  recipientName: z.string().trim().min(1, { error: 'REWARD_RECIPIENT_REQUIRED' }).max(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, { error: 'REWARD_PHONE_INVALID' })
    .optional(),
  address: z.string().trim().max(1000).optional(),
  walletAddress: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'REWARD_WALLET_INVALID' })
    .optional(),
});

export const CERTIFICATE_CODE = /^[A-Za-z0-9]{24,64}$/;
export const certificateParamsSchema = z.object({
  code: z.string().regex(CERTIFICATE_CODE, { error: 'CERTIFICATE_NOT_FOUND' }),
});
/** A status list's number, as in its address (`.../status-lists/0`). */
export const certificateStatusListParamsSchema = z.object({
  list: z.string().regex(/^(0|[1-9][0-9]{0,5})$/, { error: 'CERTIFICATE_STATUS_LIST_NOT_FOUND' }),
});
export const certificateViewSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  achievement: z.object({ en: z.string(), th: z.string() }),
  quizSlug: z.string(),
  grade: z.string(),
  percent: z.number().int(),
  issuedAt: z.string(),
  issuer: z.object({ name: z.string(), id: z.string(), url: z.string() }),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  /** Whether the stored credential's signature checks out against the site's published key. */
  signatureValid: z.boolean(),
  /**
   * Why the signature does not count, when it does not: the key that made it was withdrawn as
   * compromised (the site re-issues such certificates), is not one the site published, or the
   * signature does not match the content.
   */
  signatureProblem: z.enum(['key-compromised', 'key-unknown', 'signature-mismatch']).nullable(),
  /** When the signing key was withdrawn, for `key-compromised`. */
  keyCompromisedAt: z.string().nullable(),
  credentialUrl: z.string(),
  /** The signed W3C Bitstring Status List that says whether it is revoked; null on credentials issued before status lists. */
  statusListUrl: z.string().nullable(),
});
export type CertificateView = z.infer<typeof certificateViewSchema>;
export const certificateIssueResultSchema = z.object({ certificateCode: z.string() });
