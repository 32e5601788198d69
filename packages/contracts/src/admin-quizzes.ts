import { optionalText, reasonField, requiredText } from './admin.ts';
import { idField, idNumber } from './ids.ts';
import { z } from './zod.ts';

// The back office's main quizzes: a new quiz for an article, its questions, activation, pass
// mark, reward per grade and pool top-ups. Every way a field can fail is an error code shown
// under that field. Editors write quizzes; only admins change what a grade pays or fund a pool.

const whole = (min: number, max: number) =>
  z
    .number({ error: 'ADMIN_NUMBER_INVALID' })
    .int({ error: 'ADMIN_NUMBER_INVALID' })
    .min(min, { error: 'ADMIN_NUMBER_INVALID' })
    .max(max, { error: 'ADMIN_NUMBER_INVALID' });

export const ADMIN_QUIZ_MAX_OPTIONS = 8;

/**
 * A question is flagged when its right-answer rate passes this many times the rate of the rest of
 * its quiz, once it has been drawn QUESTION_CIRCULATING_MIN_DRAWS times in finished attempts.
 */
export const QUESTION_CIRCULATING_RATIO = 1.5;
export const QUESTION_CIRCULATING_MIN_DRAWS = 20;

export const adminQuizOptionSchema = z.object({
  id: z.number().int(),
  labelEn: z.string(),
  labelTh: z.string(),
  correct: z.boolean(),
});

export const adminQuizQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  promptEn: z.string(),
  promptTh: z.string(),
  explanationEn: z.string(),
  explanationTh: z.string(),
  clueEn: z.string().nullable(),
  clueTh: z.string().nullable(),
  options: z.array(adminQuizOptionSchema),
  /** Answers given to it: once answered, its options stay fixed. */
  answers: z.number().int(),
  /** Variants of one question share a concept: an attempt asks at most one of them. */
  concept: z.string().nullable(),
  /** Finished attempts that drew it, and how many of those answered it right. */
  draws: z.number().int(),
  rightAnswers: z.number().int(),
  /**
   * Answered right far more often than the rest of the quiz (see QUESTION_CIRCULATING_RATIO): its
   * answer may be circulating, and a new variant is due.
   */
  circulating: z.boolean(),
});
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestionSchema>;

export const adminQuizTierSchema = z.object({
  id: z.number().int(),
  minGrade: z.string(),
  rewardType: z.string(),
  points: z.number().int(),
  nameEn: z.string(),
  nameTh: z.string(),
});

export const adminQuizSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEn: z.string(),
  titleTh: z.string(),
  articleId: z.number().int(),
  articleTitle: z.string(),
  active: z.boolean(),
  passPercent: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  /** Questions drawn per attempt, one variant per concept; null = every concept. */
  questionsPerAttempt: z.number().int().nullable(),
  /** Concepts in the bank: the most an attempt can ask. */
  conceptCount: z.number().int(),
  questionCount: z.number().int(),
  /** Points left in `pool:main-quiz:<id>`, as a decimal string. */
  poolLeft: z.string(),
  tiers: z.array(adminQuizTierSchema),
  questions: z.array(adminQuizQuestionSchema),
});
export type AdminQuiz = z.infer<typeof adminQuizSchema>;
/** An article that has no quiz yet: what a new quiz can be written for. */
export const adminQuizArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEn: z.string(),
  titleTh: z.string(),
});
export type AdminQuizArticle = z.infer<typeof adminQuizArticleSchema>;

export const adminQuizListSchema = z.object({
  data: z.array(adminQuizSchema),
  articlesWithoutQuiz: z.array(adminQuizArticleSchema),
});
export type AdminQuizList = z.infer<typeof adminQuizListSchema>;

export const adminQuizBodySchema = z.object({
  active: z.boolean({ error: 'ADMIN_FIELD_REQUIRED' }),
  passPercent: whole(1, 100),
  /** Questions drawn per attempt (null = every concept); absent = unchanged. */
  questionsPerAttempt: whole(1, 100).nullable().optional(),
  /** The points each existing reward tier pays, by tier id. */
  tiers: z
    .array(z.object({ id: idNumber, points: whole(0, 1_000_000) }))
    .max(10)
    .default([]),
});
export type AdminQuizBody = z.infer<typeof adminQuizBodySchema>;

/** The grades a reward tier can start at, best first (A+ is 100 %). */
export const ADMIN_QUIZ_GRADES = ['A+', 'A', 'B', 'C', 'D'] as const;

export const adminQuizCreateBodySchema = z.object({
  articleId: idNumber,
  titleEn: requiredText(200),
  titleTh: requiredText(200),
  descriptionEn: optionalText(600),
  descriptionTh: optionalText(600),
  passPercent: whole(1, 100),
  /** The server-owned timer in seconds; null = untimed. */
  timeLimitSeconds: whole(30, 7200).nullable().default(null),
  /** Points paid from the quiz's pool by the best grade tier reached (the pool starts empty). */
  tiers: z
    .array(
      z.object({
        minGrade: z.enum(ADMIN_QUIZ_GRADES, { error: 'ADMIN_QUIZ_GRADE_INVALID' }),
        points: whole(0, 1_000_000),
      }),
    )
    .max(ADMIN_QUIZ_GRADES.length)
    .refine((tiers) => new Set(tiers.map((tier) => tier.minGrade)).size === tiers.length, {
      error: 'ADMIN_QUIZ_GRADE_INVALID',
    })
    .default([]),
});
export type AdminQuizCreateBody = z.infer<typeof adminQuizCreateBodySchema>;

export const adminQuizPoolBodySchema = z.object({
  points: whole(1, 100_000_000),
  reason: reasonField,
});
export type AdminQuizPoolBody = z.infer<typeof adminQuizPoolBodySchema>;
export const adminQuizPoolResultSchema = z.object({
  transferId: z.number().int(),
  poolLeft: z.string(),
  replayed: z.boolean(),
});

export const adminQuizQuestionBodySchema = z.object({
  promptEn: requiredText(1000),
  promptTh: requiredText(1000),
  explanationEn: requiredText(4000),
  explanationTh: requiredText(4000),
  clueEn: optionalText(1000),
  clueTh: optionalText(1000),
  /** The concept it is a variant of (empty = on its own); absent = unchanged. */
  concept: z
    .string({ error: 'ADMIN_QUIZ_CONCEPT_INVALID' })
    .trim()
    .max(60, { error: 'ADMIN_QUIZ_CONCEPT_INVALID' })
    .regex(/^[\p{L}\p{N} _-]*$/u, { error: 'ADMIN_QUIZ_CONCEPT_INVALID' })
    .nullable()
    .optional(),
  options: z
    .array(
      z.object({
        labelEn: requiredText(500),
        labelTh: requiredText(500),
        correct: z.boolean().default(false),
      }),
      { error: 'ADMIN_POP_OPTIONS_INVALID' },
    )
    .min(2, { error: 'ADMIN_POP_OPTIONS_INVALID' })
    .max(ADMIN_QUIZ_MAX_OPTIONS, { error: 'ADMIN_POP_OPTIONS_INVALID' })
    .refine((options) => options.some((option) => option.correct), { error: 'ADMIN_POP_CORRECT_REQUIRED' }),
});
export type AdminQuizQuestionBody = z.infer<typeof adminQuizQuestionBodySchema>;

export const adminQuizQuestionParamsSchema = z.object({ id: idField, qid: idField });

// Certificates: look one up by its code (a quiz's or a learning path's) and revoke it with a reason.

export const adminCertificateCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'CERTIFICATE_NOT_FOUND' })
    .max(200, { error: 'CERTIFICATE_NOT_FOUND' }),
});

export const adminCertificateSchema = z.object({
  code: z.string(),
  kind: z.enum(['quiz', 'path']),
  holderName: z.string(),
  holderEmail: z.string(),
  achievementEn: z.string(),
  achievementTh: z.string(),
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  /** The public page that verifies it. */
  verifyPath: z.string(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

export const adminCertificateRevokeBodySchema = z.object({ reason: reasonField });

/** One key that has signed certificates, as the back office lists them. */
export const adminCertificateKeySchema = z.object({
  number: z.number().int(),
  /** The DID URL certificates name in their proof (`did:web:…#key-<number>`). */
  verificationMethod: z.string(),
  publicKeyMultibase: z.string(),
  createdAt: z.string(),
  compromisedAt: z.string().nullable(),
  compromiseReason: z.string().nullable(),
  /** Whether this server signs new certificates with it. */
  current: z.boolean(),
  /** Certificates whose proof names this key. */
  certificates: z.number().int(),
});
export type AdminCertificateKey = z.infer<typeof adminCertificateKeySchema>;
export const adminCertificateKeyListSchema = z.object({ data: z.array(adminCertificateKeySchema) });
export const adminCertificateKeyParamsSchema = z.object({
  number: z.coerce
    .number()
    .int({ error: 'CERTIFICATE_KEY_NOT_FOUND' })
    .min(1, { error: 'CERTIFICATE_KEY_NOT_FOUND' })
    .max(1_000_000, { error: 'CERTIFICATE_KEY_NOT_FOUND' }),
});
export const adminCertificateKeyCompromiseBodySchema = z.object({ reason: reasonField });
export const adminCertificateReissueResultSchema = z.object({
  /** Certificates signed anew with the current key. */
  reissued: z.number().int(),
});
