import { DIFFICULTIES } from './articles.ts';
import { FOOTER_TYPES } from './content.ts';
import { FEEDBACK_TOPICS, FEEDBACK_TYPES, PARTNER_CATEGORIES } from './discovery.ts';
import { idField, idNumber } from './ids.ts';
import { z } from './zod.ts';

// The back office's payloads. Every message a field can fail with is an error code, so the API
// answers it in the reader's language and the form shows it next to that field.

/** Roles allowed into the admin area at all; each `/api/admin` route narrows it further. */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A required line of text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'ADMIN_FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'ADMIN_FIELD_REQUIRED' })
    .max(max, { error: 'ADMIN_FIELD_TOO_LONG' });

/** Optional text: empty or absent becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'ADMIN_FIELD_REQUIRED' })
    .trim()
    .max(max, { error: 'ADMIN_FIELD_TOO_LONG' })
    .nullish()
    .transform((value) => (value ? value : null));

/** A reason written into the audit log: required for actions on people (block, unblock). */
export const reasonField = requiredText(500);

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'ADMIN_NUMBER_INVALID' })
    .int({ error: 'ADMIN_NUMBER_INVALID' })
    .min(min, { error: 'ADMIN_NUMBER_INVALID' })
    .max(max, { error: 'ADMIN_NUMBER_INVALID' });

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const okSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Articles

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_BODY_MAX = 50_000;

export const adminTranslationSchema = z.object({
  title: requiredText(200),
  summary: requiredText(600),
  /** Markdown. */
  body: requiredText(ARTICLE_BODY_MAX),
  coverAlt: optionalText(300),
});
export type AdminTranslationInput = z.input<typeof adminTranslationSchema>;

/** Markdown to preview as readers will see it (rendered and sanitised by the same code). */
export const adminMarkdownPreviewBodySchema = z.object({
  markdown: z
    .string({ error: 'ADMIN_FIELD_REQUIRED' })
    .max(ARTICLE_BODY_MAX, { error: 'ADMIN_FIELD_TOO_LONG' }),
});
export const adminMarkdownPreviewSchema = z.object({ html: z.string() });

export const adminArticleBodySchema = z.object({
  slug: z
    .string({ error: 'ADMIN_FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'ADMIN_FIELD_REQUIRED' })
    .max(120, { error: 'ADMIN_FIELD_TOO_LONG' })
    .regex(SLUG_PATTERN, { error: 'ADMIN_SLUG_INVALID' }),
  author: requiredText(100),
  difficulty: z.enum(DIFFICULTIES, { error: 'ADMIN_FIELD_REQUIRED' }),
  exclusive: z.boolean().default(false),
  highlighted: z.boolean().default(false),
  topics: z
    .array(z.number().int().min(1).max(100_000), { error: 'ADMIN_TOPIC_REQUIRED' })
    .min(1, { error: 'ADMIN_TOPIC_REQUIRED' })
    .max(6, { error: 'ADMIN_TOPIC_TOO_MANY' }),
  en: adminTranslationSchema,
  th: adminTranslationSchema,
});
export type AdminArticleBody = z.infer<typeof adminArticleBodySchema>;
export type AdminArticleInput = z.input<typeof adminArticleBodySchema>;

export const adminArticleListQuerySchema = z.object({
  ...pageQuery,
  q: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'published', 'draft']).default('all'),
});

export const adminArticleRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  exclusive: z.boolean(),
  difficulty: z.enum(DIFFICULTIES),
  locales: z.array(z.string()),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;
export const adminArticlePageSchema = pageOf(adminArticleRowSchema);

const translationOut = z
  .object({ title: z.string(), summary: z.string(), body: z.string(), coverAlt: z.string().nullable() })
  .nullable();

export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  author: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  exclusive: z.boolean(),
  highlighted: z.boolean(),
  published: z.boolean(),
  active: z.boolean(),
  coverImage: z.string().nullable(),
  topics: z.array(z.number().int()),
  publishedAt: z.string(),
  updatedAt: z.string(),
  en: translationOut,
  th: translationOut,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

// ---------------------------------------------------------------------------------------------
// Glossary, get started, partners, categories, legal documents

export const adminGlossaryBodySchema = z.object({
  termEn: requiredText(120),
  termTh: requiredText(120),
  definitionEn: requiredText(3000),
  definitionTh: requiredText(3000),
});
export type AdminGlossaryBody = z.infer<typeof adminGlossaryBodySchema>;
export const adminGlossaryTermSchema = adminGlossaryBodySchema.extend({
  id: z.number().int(),
  key: z.string(),
  tag: z.string(),
  updatedAt: z.string(),
});
export type AdminGlossaryTerm = z.infer<typeof adminGlossaryTermSchema>;

/** A link of a get-started step: a path of this site (`/articles`) or an https address. */
const siteLink = z
  .string({ error: 'ADMIN_LINK_INVALID' })
  .trim()
  .max(300, { error: 'ADMIN_FIELD_TOO_LONG' })
  .refine((value) => value === '' || /^\/[\w\-./?=&#%]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
    error: 'ADMIN_LINK_INVALID',
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const adminStepBodySchema = z.object({
  order: wholeNumber(0, 1000),
  titleEn: requiredText(160),
  titleTh: requiredText(160),
  bodyEn: requiredText(5000),
  bodyTh: requiredText(5000),
  link: siteLink,
});
export type AdminStepBody = z.infer<typeof adminStepBodySchema>;
export const adminStepSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  order: z.number().int(),
  titleEn: z.string(),
  titleTh: z.string(),
  bodyEn: z.string(),
  bodyTh: z.string(),
  link: z.string().nullable(),
});
export type AdminStep = z.infer<typeof adminStepSchema>;

export const adminBannerBodySchema = z.object({
  titleEn: requiredText(160),
  titleTh: requiredText(160),
  subtitleEn: requiredText(400),
  subtitleTh: requiredText(400),
});
export type AdminBannerBody = z.infer<typeof adminBannerBodySchema>;
export const adminBannerSchema = adminBannerBodySchema.extend({
  id: z.number().int(),
  key: z.string(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminPartnerBodySchema = z.object({
  name: requiredText(120),
  category: z.enum(PARTNER_CATEGORIES, { error: 'ADMIN_FIELD_REQUIRED' }),
  website: z
    .string({ error: 'ADMIN_FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'ADMIN_FIELD_REQUIRED' })
    .max(300, { error: 'ADMIN_FIELD_TOO_LONG' })
    .regex(/^https:\/\/[^\s/$.?#][^\s]*$/, { error: 'ADMIN_URL_INVALID' }),
  email: z
    .string({ error: 'EMAIL_REQUIRED' })
    .trim()
    .min(1, { error: 'EMAIL_REQUIRED' })
    .max(200, { error: 'ADMIN_FIELD_TOO_LONG' })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'EMAIL_INVALID' }),
  descriptionEn: requiredText(1000),
  descriptionTh: requiredText(1000),
});
export type AdminPartnerBody = z.infer<typeof adminPartnerBodySchema>;
export const adminPartnerSchema = adminPartnerBodySchema.extend({ id: z.number().int(), key: z.string() });
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

export const adminCategoryBodySchema = z.object({
  nameEn: requiredText(60),
  nameTh: requiredText(60),
  ranking: wholeNumber(0, 1000),
  active: z.boolean().default(true),
});
export type AdminCategoryBody = z.infer<typeof adminCategoryBodySchema>;
export const adminCategorySchema = adminCategoryBodySchema.extend({
  id: z.number().int(),
  key: z.number().int(),
  articleCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const legalTypeParamsSchema = z.object({ type: z.enum(FOOTER_TYPES, { error: 'NOT_FOUND' }) });
const legalVersion = z.object({ title: requiredText(200), body: requiredText(100_000) });
export const adminLegalBodySchema = z.object({ en: legalVersion, th: legalVersion });
export type AdminLegalBody = z.infer<typeof adminLegalBodySchema>;
const legalVersionOut = z.object({ title: z.string(), body: z.string(), updatedAt: z.string() }).nullable();
export const adminLegalSchema = z.object({
  type: z.enum(FOOTER_TYPES),
  en: legalVersionOut,
  th: legalVersionOut,
});
export type AdminLegal = z.infer<typeof adminLegalSchema>;

// ---------------------------------------------------------------------------------------------
// Feedback and content requests

export const adminFeedbackQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(['open', 'handled', 'all']).default('open'),
  type: z.enum(FEEDBACK_TYPES).optional(),
});
export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  topic: z.enum(FEEDBACK_TOPICS),
  message: z.string(),
  locale: z.string(),
  userId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByEmail: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;
export const adminFeedbackPageSchema = pageOf(adminFeedbackSchema);
export const adminFeedbackHandleBodySchema = z.object({
  handled: z.boolean({ error: 'ADMIN_FIELD_REQUIRED' }),
  note: optionalText(500),
});

// ---------------------------------------------------------------------------------------------
// Users

export const adminBlockBodySchema = z.object({ reason: reasonField });

export const adminUserDetailSchema = z.object({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(['user', 'editor', 'admin']),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    phone: z.string().nullable(),
    locale: z.string(),
    walletAddress: z.string().nullable(),
    emailVerified: z.boolean(),
    blocked: z.boolean(),
    blockedAt: z.string().nullable(),
    kycOverride: z.boolean().nullable(),
    kycLevel: z.number().int().nullable(),
    createdAt: z.string(),
  }),
  /** Integers as strings: points in points, KUB in its smallest unit (1e-8). */
  balances: z.object({ points: z.string(), kub: z.string() }),
  subscription: z
    .object({
      packageName: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      quotaTotal: z.number().int(),
      quotaUsed: z.number().int(),
      hintsPerMonth: z.number().int(),
      hintsUsed: z.number().int(),
    })
    .nullable(),
  activities: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      unit: z.string(),
      amount: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      userAgent: z.string().nullable(),
      active: z.boolean(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'ADMIN_DATE_INVALID' })
  // A real day of the calendar: 2026-02-31 does not roll over into March.
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'ADMIN_DATE_INVALID' },
  );

export const auditQuerySchema = z.object({
  ...pageQuery,
  /** Part of the actor's e-mail, or the actor's id. */
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(60).optional(),
  targetId: z.string().trim().max(100).optional(),
  /** Calendar days (UTC), both included. */
  from: day.optional(),
  to: day.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

export { idField, idNumber };
export const adminIdParamsSchema = z.object({ id: idField });
