import { pointsForfeitSchema } from './points-earning.ts';
import { DIFFICULTIES } from './articles.ts';
import { idNumber } from './ids.ts';
import { z } from './zod.ts';

// Learning paths, campaigns (events) and the games page: shapes shared by the API and the site.

/** A URL name: lower-case words joined by hyphens (`bitcoin-from-scratch`). */
export const learningSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'LEARNING_SLUG_INVALID' });

export const slugParamsSchema = z.object({ slug: learningSlug });

/** Certificate codes are 43 url-safe base64 characters (32 random bytes). */
export const certificateCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'LEARNING_CERTIFICATE_NOT_FOUND' }),
});

// Learning paths

export const pathProgressSchema = z.object({
  completedSteps: z.number().int(),
  totalSteps: z.number().int(),
  /** Set once the path's certificate was issued. */
  certificateCode: z.string().nullable(),
});
export type PathProgress = z.infer<typeof pathProgressSchema>;

export const pathSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  level: z.enum(DIFFICULTIES),
  title: z.string(),
  summary: z.string(),
  stepCount: z.number().int(),
  quizCount: z.number().int(),
  /** Reading time of its articles in the page's language, plus a few minutes per quiz. */
  estimatedMinutes: z.number().int(),
  /** The signed-in reader's progress; null for a visitor. */
  progress: pathProgressSchema.nullable(),
});
export type PathSummary = z.infer<typeof pathSummarySchema>;

export const pathListSchema = z.object({ data: z.array(pathSummarySchema) });
export type PathList = z.infer<typeof pathListSchema>;

export const pathStepSchema = z.object({
  position: z.number().int(),
  article: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    readingMinutes: z.number().int(),
    difficulty: z.enum(DIFFICULTIES),
    exclusive: z.boolean(),
  }),
  /** The article's quiz, when it has one: passing it is part of the step. */
  quiz: z.object({ slug: z.string() }).nullable(),
  /** The reader's state of the step; null for a visitor. */
  read: z.boolean().nullable(),
  quizPassed: z.boolean().nullable(),
  complete: z.boolean().nullable(),
});
export type PathStep = z.infer<typeof pathStepSchema>;

export const pathDetailSchema = pathSummarySchema.extend({
  steps: z.array(pathStepSchema),
  certificate: z.object({ code: z.string(), issuedAt: z.string() }).nullable(),
});
export type PathDetail = z.infer<typeof pathDetailSchema>;

export const recordReadBodySchema = z.object({ articleId: idNumber });
export type RecordReadBody = z.infer<typeof recordReadBodySchema>;

export const recordReadSchema = z.object({
  /** False for an exclusive article opened without a subscription (only its teaser was shown). */
  recorded: z.boolean(),
  /** The paths holding this article, with the reader's progress after this read. */
  paths: z.array(
    z.object({ slug: z.string(), title: z.string(), progress: pathProgressSchema, complete: z.boolean() }),
  ),
});
export type RecordRead = z.infer<typeof recordReadSchema>;

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;

export const pathCertificateSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  path: z.object({ slug: z.string(), title: z.string(), level: z.enum(DIFFICULTIES) }),
  issuedAt: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
});
export type PathCertificate = z.infer<typeof pathCertificateSchema>;

// Campaigns (events)

const articleSlugList = z
  .array(learningSlug)
  .min(1)
  .max(20)
  .refine((list) => new Set(list).size === list.length, { error: 'LEARNING_DUPLICATE_ARTICLE' });

/** What a reader must do inside a campaign's window; a campaign's rules must all hold. */
export const campaignRuleSchema = z.discriminatedUnion('type', [
  /** Open each of these articles while the campaign runs. */
  z.object({ type: z.literal('read_articles'), articles: articleSlugList }),
  /** Pass the quiz of each of these articles while the campaign runs. */
  z.object({ type: z.literal('pass_quizzes'), articles: articleSlugList }),
  /** Answer a pop quiz on this many different (Bangkok) days while the campaign runs. */
  z.object({ type: z.literal('pop_quiz_days'), days: z.number().int().min(1).max(60) }),
  /** Hold the certificate of this learning path by the end of the campaign. */
  z.object({ type: z.literal('complete_path'), path: learningSlug }),
]);
export type CampaignRule = z.infer<typeof campaignRuleSchema>;
export const campaignRulesSchema = z.array(campaignRuleSchema).min(1).max(10);

export const CAMPAIGN_STATUSES = ['upcoming', 'running', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const ruleProgressSchema = z.object({
  type: z.enum(['read_articles', 'pass_quizzes', 'pop_quiz_days', 'complete_path']),
  required: z.number().int(),
  /** What the reader has done towards it; null for a visitor. */
  done: z.number().int().nullable(),
  met: z.boolean().nullable(),
  /** The articles or path the rule names, with the reader's state of each. */
  items: z.array(z.object({ slug: z.string(), title: z.string(), done: z.boolean().nullable() })),
});
export type RuleProgress = z.infer<typeof ruleProgressSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Points each qualifier receives while the pool lasts. */
  rewardPoints: z.number().int(),
  /** What is left in the pool now (running and upcoming campaigns); null once ended. */
  poolRemaining: z.number().int().nullable(),
  rules: z.array(ruleProgressSchema),
  /** The signed-in reader's standing; null for a visitor. */
  me: z
    .object({
      qualified: z.boolean(),
      claim: z.object({ points: z.number().int(), claimedAt: z.string() }).nullable(),
      /**
       * Set while the campaign runs and the reader has not claimed but would not be paid now
       * (spec §6: points are earned by subscribers): the reward, the reason and the offer.
       */
      pointsForfeited: pointsForfeitSchema.nullable(),
    })
    .nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({
  /** The server's clock, so countdowns do not trust the device's. */
  now: z.string(),
  running: z.array(campaignSchema),
  upcoming: z.array(campaignSchema),
  ended: z.array(campaignSchema),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignClaimSchema = z.object({
  campaignId: z.number().int(),
  points: z.number().int(),
  claimedAt: z.string(),
  /** True when this claim had been paid before and nothing moved now. */
  replayed: z.boolean(),
});
export type CampaignClaim = z.infer<typeof campaignClaimSchema>;

// Games: pop quiz streak and the weekly leaderboard

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** First name and the initial of the surname; null when the profile has no name. Never an e-mail. */
  displayName: z.string().nullable(),
  points: z.number().int(),
  me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const gamesSchema = z.object({
  now: z.string(),
  week: z.object({ startsAt: z.string(), endsAt: z.string() }),
  leaderboard: z.array(leaderboardEntrySchema),
  /** The signed-in reader; null for a visitor. */
  me: z
    .object({
      points: z.number().int(),
      /** Null when the reader has no points this week or stays off the leaderboard. */
      rank: z.number().int().nullable(),
      optedOut: z.boolean(),
      streak: z.object({
        /** Consecutive Bangkok days with a pop quiz answered, up to today (or yesterday). */
        current: z.number().int(),
        answeredToday: z.boolean(),
        /** The last seven days, oldest first: `YYYY-MM-DD` and whether one was answered. */
        days: z.array(z.object({ day: z.string(), answered: z.boolean() })),
      }),
    })
    .nullable(),
});
export type Games = z.infer<typeof gamesSchema>;

export const learningSettingsSchema = z.object({ leaderboardOptOut: z.boolean() });
export type LearningSettings = z.infer<typeof learningSettingsSchema>;

// Admin

const bilingualText = (max: number) =>
  z.object({ en: z.string().trim().min(1).max(max), th: z.string().trim().min(1).max(max) });

export const adminPathBodySchema = z.object({
  slug: learningSlug,
  level: z.enum(DIFFICULTIES),
  title: bilingualText(160),
  summary: bilingualText(1000),
  /** Article slugs in path order. */
  articles: articleSlugList.max(30),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type AdminPathBody = z.infer<typeof adminPathBodySchema>;

export const adminPathSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  level: z.enum(DIFFICULTIES),
  title: z.object({ en: z.string(), th: z.string() }),
  summary: z.object({ en: z.string(), th: z.string() }),
  articles: z.array(z.string()),
  active: z.boolean(),
  sortOrder: z.number().int(),
  certificatesIssued: z.number().int(),
});
export type AdminPath = z.infer<typeof adminPathSchema>;
export const adminPathListSchema = z.object({ data: z.array(adminPathSchema) });

const instant = z.iso.datetime({ offset: true, error: 'CAMPAIGN_DATE_INVALID' });

export const adminCampaignBodySchema = z.object({
  slug: learningSlug,
  title: bilingualText(160),
  description: bilingualText(2000),
  startsAt: instant,
  endsAt: instant,
  rewardPoints: z.number().int().min(1).max(1_000_000),
  rules: campaignRulesSchema,
  active: z.boolean().default(true),
});
export type AdminCampaignBody = z.infer<typeof adminCampaignBodySchema>;

export const adminCampaignSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ en: z.string(), th: z.string() }),
  description: z.object({ en: z.string(), th: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  rewardPoints: z.number().int(),
  rules: campaignRulesSchema,
  active: z.boolean(),
  /** The ledger account that pays the rewards. */
  poolAccount: z.string(),
  poolBalance: z.number().int(),
  claims: z.number().int(),
  pointsPaid: z.number().int(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
export const adminCampaignListSchema = z.object({ data: z.array(adminCampaignSchema) });

export const adminFundBodySchema = z.object({
  points: z.number().int().min(1).max(100_000_000),
  /** Unique per funding: a retried request with the same key funds once. */
  idempotencyKey: z.string().min(8).max(100),
  reason: z.string().trim().min(1).max(500),
});
export type AdminFundBody = z.infer<typeof adminFundBodySchema>;
