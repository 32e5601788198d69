import { reasonField } from './admin.ts';
import { idField } from './ids.ts';
import { CERTIFICATE_CODE } from './quizzes.ts';
import { z } from './zod.ts';

// The review deck (spaced repetition): questions a learner missed, or got right only with a
// hint, come back on an FSRS schedule until they stick. Reviews pay no points.

export const REVIEW_API = {
  /** Today's next due card, without its answer (the server stamps when it served it). */
  next: '/api/client/review/next',
  /** Answer the served card: right or wrong, the explanation, the right options, the next due date. */
  answer: (cardId: number | string) => `/api/client/review/cards/${cardId}/answer`,
  /** After a right answer, the learner may choose how it felt instead of the rating from the clock. */
  rating: (cardId: number | string) => `/api/client/review/cards/${cardId}/rating`,
  /** Streak, cards due today and this week, mastery per topic. */
  progress: '/api/client/review/progress',
  /** Public verification of a "topic mastered" credential. */
  credential: (code: string) => `/api/client/review/credentials/${code}`,
  /** The signed credential document (Open Badges 3.0 / W3C Verifiable Credential). */
  credentialDocument: (code: string) => `/api/client/review/credentials/${code}/credential`,
} as const;

/**
 * A topic is mastered once every one of its cards has reached this FSRS stability (days): the
 * memory is expected to hold that long. The one place this threshold is defined.
 */
export const REVIEW_MASTERY_STABILITY_DAYS = 21;

/** Where a card's question was first met. A learning path's check is its article's main quiz. */
export const REVIEW_SOURCES = ['quiz', 'pop_quiz'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** FSRS ratings, as the learner may choose them after a right answer. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** How far along a topic is: share of its cards at the mastery stability. */
export const REVIEW_MASTERY_LEVELS = ['new', 'learning', 'familiar', 'mastered'] as const;
export type ReviewMasteryLevel = (typeof REVIEW_MASTERY_LEVELS)[number];

/** Option keys are letters in the order this serving shows them; they mean nothing elsewhere. */
export const REVIEW_OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type ReviewOptionKey = (typeof REVIEW_OPTION_KEYS)[number];
export const reviewOptionKey = z.enum(REVIEW_OPTION_KEYS, { error: 'REVIEW_ANSWER_REQUIRED' });

export const reviewCardParamsSchema = z.object({ id: idField });

/** The topic (article category) a card belongs to; null for a pop-quiz question that names none. */
export const reviewTopicSchema = z.object({ key: z.number().int(), name: z.string() }).nullable();

/** The served card: a question and its options in this serving's order, nothing about which are right. */
export const reviewCardSchema = z.object({
  cardId: z.number().int(),
  /** Send it back with the answer: a card answered (or served again) since is refused. */
  version: z.number().int(),
  source: z.enum(REVIEW_SOURCES),
  topic: reviewTopicSchema,
  prompt: z.string(),
  options: z.array(z.object({ key: reviewOptionKey, text: z.string() })),
  /** How many options make the answer ('Choose 2'). */
  answerCount: z.number().int(),
  /** When the server served it: the time taken is measured from here, on the server's clock. */
  servedAt: z.string(),
  serverTime: z.string(),
  /** How many times this card has been reviewed before. */
  reviews: z.number().int(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewNextSchema = z.object({
  /** Null when nothing is due now (see `nextDueAt`). */
  card: reviewCardSchema.nullable(),
  /** Cards due by the end of today (Bangkok), this one included. */
  dueToday: z.number().int(),
  /** When the next card falls due, when none is due now; null for an empty deck. */
  nextDueAt: z.string().nullable(),
  serverTime: z.string(),
});
export type ReviewNext = z.infer<typeof reviewNextSchema>;

export const reviewAnswerBodySchema = z.object({
  version: z.number({ error: 'REVIEW_CARD_CHANGED' }).int().min(0),
  selectedAnswers: z
    .array(reviewOptionKey, { error: 'REVIEW_ANSWER_REQUIRED' })
    .min(1, { error: 'REVIEW_ANSWER_REQUIRED' })
    .max(REVIEW_OPTION_KEYS.length)
    .refine((keys) => new Set(keys).size === keys.length, { error: 'REVIEW_ANSWER_REQUIRED' }),
});
export type ReviewAnswerBody = z.infer<typeof reviewAnswerBodySchema>;

/** The article passage the question comes from: anchor is the heading id, when the question names one. */
export const reviewArticleLinkSchema = z
  .object({ slug: z.string(), title: z.string(), anchor: z.string().nullable() })
  .nullable();

export const reviewScheduleSchema = z.object({
  rating: z.enum(REVIEW_RATINGS),
  /** Whether the learner chose the rating (else it came from right/wrong and the time taken). */
  ratingChosen: z.boolean(),
  due: z.string(),
  /** Days from this review to the next (0 = later today). */
  intervalDays: z.number().int(),
  stability: z.number(),
});
export type ReviewSchedule = z.infer<typeof reviewScheduleSchema>;

export const reviewAnswerResultSchema = z.object({
  cardId: z.number().int(),
  /** The card's version now: send it to change the rating. */
  version: z.number().int(),
  correct: z.boolean(),
  /** The keys of the right options, as this serving named them. */
  correctAnswers: z.array(reviewOptionKey),
  explanation: z.string(),
  article: reviewArticleLinkSchema,
  /** Seconds from serving to answer, on the server's clock. */
  secondsTaken: z.number().int(),
  schedule: reviewScheduleSchema,
  /** After a right answer: the ratings the learner may choose instead (empty after a wrong one). */
  ratingChoices: z.array(z.enum(REVIEW_RATINGS)),
  /** Set when this answer completed a topic: the code of the new "topic mastered" credential. */
  masteredCredentialCode: z.string().nullable(),
  dueToday: z.number().int(),
});
export type ReviewAnswerResult = z.infer<typeof reviewAnswerResultSchema>;

export const reviewRatingBodySchema = z.object({
  version: z.number({ error: 'REVIEW_CARD_CHANGED' }).int().min(0),
  rating: z.enum(REVIEW_RATINGS, { error: 'REVIEW_RATING_INVALID' }),
});
export type ReviewRatingBody = z.infer<typeof reviewRatingBodySchema>;

export const reviewRatingResultSchema = z.object({
  cardId: z.number().int(),
  version: z.number().int(),
  schedule: reviewScheduleSchema,
  masteredCredentialCode: z.string().nullable(),
});
export type ReviewRatingResult = z.infer<typeof reviewRatingResultSchema>;

export const reviewTopicProgressSchema = z.object({
  topic: reviewTopicSchema,
  cards: z.number().int(),
  /** Cards at or past the mastery stability. */
  masteredCards: z.number().int(),
  level: z.enum(REVIEW_MASTERY_LEVELS),
  /** The topic's "topic mastered" credential, once earned (topics only, not null-topic cards). */
  credential: z
    .object({
      code: z.string(),
      issuedAt: z.string(),
      /** Set once an admin revoked it; the topic earns no second one. */
      revokedAt: z.string().nullable(),
    })
    .nullable(),
});
export type ReviewTopicProgress = z.infer<typeof reviewTopicProgressSchema>;

export const reviewProgressSchema = z.object({
  /** Consecutive Bangkok days with at least one review, up to today (or yesterday, if none yet today). */
  streakDays: z.number().int(),
  reviewedToday: z.boolean(),
  /** Due by the end of today (Bangkok). */
  dueToday: z.number().int(),
  /** Due by the end of the sixth day after today (Bangkok): seven days, today included. */
  dueThisWeek: z.number().int(),
  totalCards: z.number().int(),
  masteryStabilityDays: z.number().int(),
  topics: z.array(reviewTopicProgressSchema),
  serverTime: z.string(),
});
export type ReviewProgress = z.infer<typeof reviewProgressSchema>;

/** The deck's card on the dashboard: the streak and what is due, without the topics. */
export const reviewSummarySchema = reviewProgressSchema.pick({
  streakDays: true,
  reviewedToday: true,
  dueToday: true,
  dueThisWeek: true,
  totalCards: true,
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** Codes are made like certificate codes (32 characters of base62). */
export const reviewCredentialParamsSchema = z.object({
  code: z.string().regex(CERTIFICATE_CODE, { error: 'REVIEW_CREDENTIAL_NOT_FOUND' }),
});

export const reviewCredentialViewSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  topic: z.object({ key: z.number().int(), en: z.string(), th: z.string() }),
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  /** When an admin revoked it; null while it stands. */
  revokedAt: z.string().nullable(),
  /** Whether the stored credential's signature checks out against the site's published keys. */
  signatureValid: z.boolean(),
  issuer: z.object({ name: z.string(), id: z.string(), url: z.string() }),
});
export type ReviewCredentialView = z.infer<typeof reviewCredentialViewSchema>;

// Back office: a "topic mastered" credential found by its code, and revoked with a reason, like a certificate.

export const adminReviewCredentialSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  holderEmail: z.string(),
  topic: z.object({ key: z.number().int(), en: z.string(), th: z.string() }),
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  /** The public page that verifies it. */
  verifyPath: z.string(),
});
export type AdminReviewCredential = z.infer<typeof adminReviewCredentialSchema>;

export const adminReviewCredentialRevokeBodySchema = z.object({ reason: reasonField });
