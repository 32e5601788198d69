import { SEARCH_QUERY_MAX } from './constants.ts';
import { z } from './zod.ts';

export { SEARCH_QUERY_MAX };
export const SEARCH_PAGE_SIZE_MAX = 50;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  kind: z.enum(['all', 'article', 'glossary']).default('all'),
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(10),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(['article', 'glossary']),
  id: z.number().int(),
  /** Path inside the site without the locale: `/articles/what-is-bitcoin` or `/glossary/12`. */
  path: z.string(),
  locale: z.string(),
  /** HTML: the title, escaped, with matches wrapped in <mark>. */
  titleHtml: z.string(),
  /** HTML: an excerpt around the first match, escaped, with matches in <mark>. */
  snippetHtml: z.string(),
  exclusive: z.boolean(),
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  query: z.string(),
  /** Words the query did not contain exactly, and the indexed words they were read as. */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(searchHitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
