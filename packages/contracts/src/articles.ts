import { z } from './zod.ts';
import { idParamsSchema } from './ids.ts';

export const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** The spec's tag keys for the difficulty levels. */
export const DIFFICULTY_TAG_KEYS: Record<Difficulty, number> = { BEGINNER: 2, INTERMEDIATE: 3, ADVANCED: 4 };

/** Reading-time buckets in minutes: `0-5` is up to 5, `5-10` is 6 to 10, `10+` is over 10. */
export const READING_TIME_RANGES = ['0-5', '5-10', '10+'] as const;
export type ReadingTimeRange = (typeof READING_TIME_RANGES)[number];

export const ARTICLE_SORTS = ['newest', 'oldest', 'popular', 'reading-time'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

export const ARTICLE_PAGE_SIZE_MAX = 50;
export const ARTICLE_PAGE_SIZE_DEFAULT = 12;
/** The page sizes the list offers; the API accepts any size from 1 to 50. */
export const ARTICLE_PAGE_SIZES = [6, 12, 24, 48] as const;
/** Far beyond any real catalogue; it keeps an offset from ever growing without bound. */
export const ARTICLE_PAGE_MAX = 10_000;

const pageSize = z.number().int().min(1).max(ARTICLE_PAGE_SIZE_MAX);
const page = z.number().int().min(1).max(ARTICLE_PAGE_MAX);

export const articleTopicSchema = z.object({ key: z.number().int(), name: z.string() });

/** What a card shows: everything but the body. */
export const articleCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  locale: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  /** The cover's alt text in the article's language; null when none was written. */
  coverAlt: z.string().nullable().default(null),
  author: z.string(),
  publishedAt: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  difficultyKey: z.number().int(),
  readingMinutes: z.number().int(),
  viewCount: z.number().int(),
  exclusive: z.boolean(),
  highlighted: z.boolean(),
  topics: z.array(articleTopicSchema),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

/**
 * Article lists count their matches up to this many; past it the total reads as this number with
 * `totalCapped` set, and pages show "10,000+" (counting every match of a large list costs a walk
 * over all of them on every first page).
 */
export const ARTICLE_TOTAL_CAP = 10_000;

export const articlePageSchema = z.object({
  data: z.array(articleCardSchema),
  /** Matching articles, at most ARTICLE_TOTAL_CAP. */
  total: z.number().int(),
  /** There are more matches than `total` (ARTICLE_TOTAL_CAP). */
  totalCapped: z.boolean().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * `GET /client/blogs?active=true&status=true&slug_null=false`: the spec's query names. A reader
 * can only ever list published, active articles with a slug, so other values are refused rather
 * than silently ignored.
 */
export const articleListQuerySchema = z.object({
  active: z.literal('true').optional(),
  status: z.literal('true').optional(),
  slug_null: z.literal('false').optional(),
  page: z.coerce.number().pipe(page).default(1),
  pageSize: z.coerce.number().pipe(pageSize).default(ARTICLE_PAGE_SIZE_DEFAULT),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** `POST /client/blogs/filtered`. Every filter is optional; several values of one filter are ORed. */
export const articleFilterSchema = z.object({
  topics: z.array(z.number().int().min(1).max(1000)).max(20).default([]),
  difficulty: z.array(z.enum(DIFFICULTIES)).max(3).default([]),
  readingTime: z.array(z.enum(READING_TIME_RANGES)).max(3).default([]),
  /** Only highlighted (true) or only ordinary (false) articles; absent means both. */
  highlighted: z.boolean().optional(),
  /** Only exclusive (true) or only free (false) articles; absent means both. */
  exclusive: z.boolean().optional(),
  sort: z.enum(ARTICLE_SORTS).default('newest'),
  page: page.default(1),
  pageSize: pageSize.default(ARTICLE_PAGE_SIZE_DEFAULT),
});
export type ArticleFilter = z.infer<typeof articleFilterSchema>;
export type ArticleFilterInput = z.input<typeof articleFilterSchema>;

export const articleSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(160)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

export const articleDetailSchema = z.object({
  article: articleCardSchema.extend({
    /** The whole body as sanitised HTML, or null when the reader may not see it. */
    body: z.string().nullable(),
    /** The opening of the body as sanitised HTML, always present. */
    teaser: z.string(),
    /** True when the article is exclusive and the reader is not a subscriber. */
    locked: z.boolean(),
    updatedAt: z.string(),
    /** Locales this article is written in. */
    locales: z.array(z.string()),
  }),
  related: z.array(articleCardSchema),
  more: z.array(articleCardSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const articleViewParamsSchema = idParamsSchema;

export const articleViewSchema = z.object({
  id: z.number().int(),
  viewCount: z.number().int(),
  /** False when this visitor was already counted today (Bangkok time). */
  counted: z.boolean(),
});
export type ArticleView = z.infer<typeof articleViewSchema>;
