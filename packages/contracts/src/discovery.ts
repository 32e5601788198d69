import { z } from './zod.ts';
import { FEEDBACK_MESSAGE_MAX } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import { idParamsSchema } from './ids.ts';

/** `limit=-1` asks for every row (spec §9); otherwise a page is at most this long. */
export const LIST_LIMIT_ALL = -1;
export const LIST_LIMIT_MAX = 100;
export const SEARCH_MAX_LENGTH = 100;

/** A list size: -1 (all) or 1..100. Zero, other negatives and non-numbers are refused. */
const listLimit = z.coerce
  .number()
  .int()
  .refine((value) => value === LIST_LIMIT_ALL || (value >= 1 && value <= LIST_LIMIT_MAX), {
    message: `Use -1 for all, or a number from 1 to ${LIST_LIMIT_MAX}`,
  });

const searchText = z.string().trim().min(1).max(SEARCH_MAX_LENGTH);

// ---------------------------------------------------------------------------------------------
// Glossary

/** The English index letter of a term: A-Z, or # for terms starting with a digit or symbol. */
export function glossaryTag(termEn: string): string {
  const first = termEn.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

// The 44 consonants sit at U+0E01..U+0E2E, except ฤ and ฦ, which are vowels.
const THAI_CONSONANT = /[\u0E01-\u0E23\u0E25\u0E27-\u0E2E]/;

/** Thai consonants ก..ฮ in dictionary order (including the obsolete ฃ and ฅ). */
export const THAI_CONSONANTS: readonly string[] = Array.from({ length: 0x0e2e - 0x0e01 + 1 }, (_, i) =>
  String.fromCharCode(0x0e01 + i),
).filter((letter) => THAI_CONSONANT.test(letter));

/**
 * The Thai index letter of a Thai term: its first consonant. Leading vowels (เ แ โ ใ ไ) are
 * written before the consonant but filed under it, as in a Thai dictionary; a term that does not
 * start with Thai script (ERC-20) is filed under #.
 */
export function thaiInitial(termTh: string): string {
  const text = termTh.trim();
  if (!/^[\u0E00-\u0E7F]/.test(text)) return '#';
  const match = THAI_CONSONANT.exec(text);
  return match ? match[0] : '#';
}

/** Long enough for the gist of a term; the list stays light enough for a phone on a slow network. */
export const GLOSSARY_SUMMARY_LENGTH = 120;

export const GLOSSARY_SORTS = ['tag:asc', 'created_at:desc'] as const;

export const glossaryQuerySchema = z.object({
  /** `tag:asc`: by index letter (# first), then term; `created_at:desc`: newest first. */
  sort: z.enum(GLOSSARY_SORTS).default('tag:asc'),
  limit: listLimit.default(LIST_LIMIT_ALL),
  /** Case-insensitive substring of the term or definition, in English or Thai. */
  search: searchText.optional(),
});
export type GlossaryQuery = z.infer<typeof glossaryQuerySchema>;

export const glossaryTermSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  tag: z.string(),
  thaiInitial: z.string(),
  /** The term and definition in the request language. */
  term: z.string(),
  definition: z.string(),
  /**
   * The definition's start, at most GLOSSARY_SUMMARY_LENGTH characters cut between words, in the
   * request language: made when the term is written, for lists.
   */
  summary: z.string(),
  termEn: z.string(),
  termTh: z.string(),
  createdAt: z.string(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const glossaryListSchema = z.object({ data: z.array(glossaryTermSchema), total: z.number().int() });
export type GlossaryList = z.infer<typeof glossaryListSchema>;

export { idParamsSchema };

// ---------------------------------------------------------------------------------------------
// Get started

export const getStartedStepSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  order: z.number().int(),
  title: z.string(),
  /** Sanitised HTML rendered from Markdown. */
  body: z.string(),
  /** A path inside the site without the locale prefix (`/articles`). */
  link: z.string().nullable(),
});
export type GetStartedStep = z.infer<typeof getStartedStepSchema>;

export const getStartedBannerSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  subtitle: z.string(),
  createdAt: z.string(),
});
export type GetStartedBanner = z.infer<typeof getStartedBannerSchema>;

export const bannerQuerySchema = z.object({ limit: listLimit.default(LIST_LIMIT_ALL) });

// ---------------------------------------------------------------------------------------------
// Partners

export const PARTNER_CATEGORIES = [
  'EDUCATION',
  'EXCHANGE',
  'WALLET',
  'MEDIA',
  'COMMUNITY',
  'INFRASTRUCTURE',
] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

export const partnerQuerySchema = z.object({
  category: z.enum(PARTNER_CATEGORIES).optional(),
  search: searchText.optional(),
});

export const partnerSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  category: z.enum(PARTNER_CATEGORIES),
  website: z.string(),
  email: z.string(),
  description: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

// ---------------------------------------------------------------------------------------------
// About us

export const aboutPageSchema = z.object({
  locale: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML rendered from Markdown. */
  body: z.string(),
  updatedAt: z.string(),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

// ---------------------------------------------------------------------------------------------
// Content requests and feedback

export const FEEDBACK_TYPES = ['content-request', 'feedback'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TOPICS = [
  'new-article',
  'glossary-term',
  'correction',
  'quizzes-rewards',
  'account',
  'website',
  'other',
] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

const HTML_TAG = /<\/?[a-z!][^>]*>/i;
// Control characters other than tab and line breaks have no place in a message.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const VISIBLE = /[^\s\p{Cc}\p{Cf}]/u;

/** The first rule a message breaks, in the order the spec lists them, or null when it is fine. */
export function feedbackMessageProblem(message: string): ErrorCode | null {
  if (message.length === 0) return 'FEEDBACK_MESSAGE_REQUIRED';
  if (message.length > FEEDBACK_MESSAGE_MAX) return 'FEEDBACK_MESSAGE_TOO_LONG';
  if (!VISIBLE.test(message) || CONTROL.test(message) || HTML_TAG.test(message)) {
    return 'FEEDBACK_MESSAGE_INVALID';
  }
  return null;
}

export const feedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES),
  topic: z.enum(FEEDBACK_TOPICS, { error: 'FEEDBACK_TOPIC_REQUIRED' }),
  message: z.string({ error: 'FEEDBACK_MESSAGE_REQUIRED' }).superRefine((value, ctx) => {
    const problem = feedbackMessageProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackCreatedSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  topic: z.enum(FEEDBACK_TOPICS),
  createdAt: z.string(),
});
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;
