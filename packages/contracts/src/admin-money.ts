import { optionalText, requiredText, SLUG_PATTERN } from './admin.ts';
import { idNumber } from './ids.ts';
import { POP_QUIZ_MAX_OPTIONS } from './pop-quizzes.ts';
import { REWARD_TYPES } from './rewards.ts';
import { z } from './zod.ts';

// The back office's money side: rewards, coupons, subscription packages and pop quizzes. Like
// every admin payload, each way a field can fail is an error code, answered in the reader's
// language and shown under that field.

const whole = (min: number, max: number) =>
  z
    .number({ error: 'ADMIN_NUMBER_INVALID' })
    .int({ error: 'ADMIN_NUMBER_INVALID' })
    .min(min, { error: 'ADMIN_NUMBER_INVALID' })
    .max(max, { error: 'ADMIN_NUMBER_INVALID' });

const slugField = z
  .string({ error: 'ADMIN_FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'ADMIN_FIELD_REQUIRED' })
  .max(120, { error: 'ADMIN_FIELD_TOO_LONG' })
  .regex(SLUG_PATTERN, { error: 'ADMIN_SLUG_INVALID' });

const flag = z.boolean({ error: 'ADMIN_FIELD_REQUIRED' });

/** A calendar day, `YYYY-MM-DD`, that exists (2026-02-31 does not roll into March). */
const calendarDay = z
  .string({ error: 'ADMIN_DATE_INVALID' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'ADMIN_DATE_INVALID' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'ADMIN_DATE_INVALID' },
  );

/** A select's value: empty means none, anything else an id. */
const optionalId = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
  idNumber.nullable(),
);

// ---------------------------------------------------------------------------------------------
// Rewards

export const adminRewardBodySchema = z.object({
  slug: slugField,
  type: z.enum(REWARD_TYPES, { error: 'ADMIN_FIELD_REQUIRED' }),
  nameEn: requiredText(120),
  nameTh: requiredText(120),
  descriptionEn: requiredText(2000),
  descriptionTh: requiredText(2000),
  costPoints: whole(0, 100_000_000),
  /** How many exist in total, redeemed ones included; never below what is already redeemed. */
  stock: whole(0, 10_000_000),
  perUserLimit: whole(1, 1000),
  subscriptionRequired: flag,
  active: flag,
  sortOrder: whole(0, 10_000),
});
export type AdminRewardBody = z.infer<typeof adminRewardBodySchema>;

export const adminRewardSchema = adminRewardBodySchema.extend({
  id: z.number().int(),
  image: z.string(),
  /** Held or fulfilled so far. */
  redeemed: z.number().int(),
  pending: z.number().int(),
});
export type AdminReward = z.infer<typeof adminRewardSchema>;
export const adminRewardListSchema = z.object({ data: z.array(adminRewardSchema) });

// ---------------------------------------------------------------------------------------------
// Coupons

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

export const adminCouponBodySchema = z
  .object({
    code: z
      .string({ error: 'ADMIN_FIELD_REQUIRED' })
      .trim()
      .min(1, { error: 'ADMIN_FIELD_REQUIRED' })
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE_PATTERN, { error: 'ADMIN_COUPON_CODE_INVALID' })),
    /** Points the coupon credits, or null when it grants a reward. */
    points: whole(1, 1_000_000).nullable(),
    rewardId: optionalId,
    descriptionEn: optionalText(500).transform((value) => value ?? ''),
    descriptionTh: optionalText(500).transform((value) => value ?? ''),
    /** Bangkok calendar days, both included; no last day means it never expires. */
    validFrom: calendarDay,
    validTo: z.preprocess((value) => (value === '' ? null : value), calendarDay.nullable()),
    maxUses: whole(1, 10_000_000),
    active: flag,
  })
  .superRefine((body, ctx) => {
    if ((body.points === null) === (body.rewardId === null)) {
      ctx.addIssue({ code: 'custom', path: ['points'], message: 'ADMIN_COUPON_GRANT_REQUIRED' });
    }
    if (body.validTo !== null && body.validTo < body.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'ADMIN_COUPON_DATES_INVALID' });
    }
  });
export type AdminCouponBody = z.infer<typeof adminCouponBodySchema>;

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  points: z.number().int().nullable(),
  rewardId: z.number().int().nullable(),
  rewardName: z.string().nullable(),
  descriptionEn: z.string(),
  descriptionTh: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  maxUses: z.number().int(),
  used: z.number().int(),
  active: z.boolean(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = z.object({ data: z.array(adminCouponSchema) });

// ---------------------------------------------------------------------------------------------
// Subscription packages

/** A KUB price as typed: a plain decimal with at most 8 places (never parsed through a float). */
export const KUB_PRICE_PATTERN = /^\d{1,12}(\.\d{1,8})?$/;

export const adminPackageBodySchema = z.object({
  slug: slugField,
  nameEn: requiredText(120),
  nameTh: requiredText(120),
  descriptionEn: requiredText(2000),
  descriptionTh: requiredText(2000),
  price: z
    .string({ error: 'ADMIN_PRICE_INVALID' })
    .trim()
    .regex(KUB_PRICE_PATTERN, { error: 'ADMIN_PRICE_INVALID' }),
  durationDays: whole(1, 3660),
  hintsPerMonth: whole(0, 10_000),
  mainQuizQuota: whole(0, 100_000),
  nftMemberCard: flag,
  kycRequired: flag,
  newSubscribersOnly: flag,
  /** Spec §3/§6: running terms of this package earn points (omitted: yes). */
  earnPoints: flag.default(true),
  active: flag,
  sortOrder: whole(0, 10_000),
});
export type AdminPackageBody = z.infer<typeof adminPackageBodySchema>;

export const adminPackageSchema = adminPackageBodySchema.extend({
  id: z.number().int(),
  /** Terms bought so far (each keeps the price and entitlements it was bought with). */
  termsSold: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export const adminPackageListSchema = z.object({ data: z.array(adminPackageSchema) });

// ---------------------------------------------------------------------------------------------
// Pop quizzes

export const adminPopQuizSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  slot: z.number().int(),
  title: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  state: z.enum(['upcoming', 'open', 'closed']),
  /** The bank every attempt draws its question from, how many variants it has, and one of them. */
  concept: z.string(),
  variants: z.number().int(),
  prompt: z.string(),
  timeLimitSeconds: z.number().int(),
  rewardPoints: z.number().int(),
  /** The pool's size in rewards, and how many of them are still in it. */
  winners: z.number().int(),
  rewardsLeft: z.number().int(),
  attempts: z.number().int(),
});
export type AdminPopQuiz = z.infer<typeof adminPopQuizSchema>;

export const adminPopQuizScheduleSchema = z.object({
  today: z.string(),
  days: z.array(z.object({ day: z.string(), quizzes: z.array(adminPopQuizSchema) })),
});
export type AdminPopQuizSchedule = z.infer<typeof adminPopQuizScheduleSchema>;

/** One window's settings: its pool size in rewards and the time to answer. */
export const adminPopQuizBodySchema = z.object({
  winners: whole(1, 100_000),
  timeLimitSeconds: whole(10, 600),
});
export type AdminPopQuizBody = z.infer<typeof adminPopQuizBodySchema>;

const optionInput = z.object({
  en: requiredText(300),
  th: requiredText(300),
  correct: z.boolean().default(false),
});

export const adminPopQuestionBodySchema = z.object({
  key: slugField,
  /**
   * The bank it is a variant of: questions sharing a concept are one bank, and each attempt of a
   * slot draws one of them. Absent on a new question = a bank of its own (its key); on a saved
   * question = unchanged.
   */
  concept: slugField.optional(),
  promptEn: requiredText(500),
  promptTh: requiredText(500),
  hintEn: requiredText(500),
  hintTh: requiredText(500),
  explanationEn: requiredText(2000),
  explanationTh: requiredText(2000),
  options: z
    .array(optionInput, { error: 'ADMIN_POP_OPTIONS_INVALID' })
    .min(2, { error: 'ADMIN_POP_OPTIONS_INVALID' })
    .max(POP_QUIZ_MAX_OPTIONS, { error: 'ADMIN_POP_OPTIONS_INVALID' })
    .refine((options) => options.some((option) => option.correct), { error: 'ADMIN_POP_CORRECT_REQUIRED' }),
  timeLimitSeconds: whole(10, 600),
  rewardPoints: whole(1, 1_000_000),
  winners: whole(1, 100_000),
  active: flag,
  /** The topic its review cards count towards (a category key); null = none, absent = unchanged. */
  categoryKey: idNumber.nullable().optional(),
  /** The article a review of it links to; null = none, absent = unchanged. */
  articleId: idNumber.nullable().optional(),
});
export type AdminPopQuestionBody = z.infer<typeof adminPopQuestionBodySchema>;

export const adminPopQuestionSchema = adminPopQuestionBodySchema.extend({
  id: z.number().int(),
  concept: z.string(),
  options: z.array(z.object({ id: z.number().int(), en: z.string(), th: z.string(), correct: z.boolean() })),
  categoryKey: z.number().int().nullable(),
  articleId: z.number().int().nullable(),
  /** The linked article's slug, to name it even where a list of articles does not reach it. */
  articleSlug: z.string().nullable(),
  /** Attempts that drew it: once drawn, its options and which are correct stay fixed. */
  attempts: z.number().int(),
  /** Answered attempts that drew it, and how many of those answered it right. */
  draws: z.number().int(),
  rightAnswers: z.number().int(),
  /**
   * Answered right far more often than the other variants of its bank (the main quizzes' rule,
   * QUESTION_CIRCULATING_RATIO in admin-quizzes): its answer may be circulating.
   */
  circulating: z.boolean(),
});
export type AdminPopQuestion = z.infer<typeof adminPopQuestionSchema>;
export const adminPopQuestionListSchema = z.object({ data: z.array(adminPopQuestionSchema) });
