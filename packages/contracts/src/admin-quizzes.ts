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
