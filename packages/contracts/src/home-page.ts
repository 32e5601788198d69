import { articleCardSchema } from './articles.ts';
import { categorySchema } from './content.ts';
import { marketTickersSchema } from './market.ts';
import { z } from './zod.ts';

/** Articles on the home page: the newest, and the newest highlighted and exclusive ones. */
export const HOME_LATEST_COUNT = 6;
export const HOME_HIGHLIGHTED_COUNT = 3;
export const HOME_EXCLUSIVE_COUNT = 3;

/**
 * Everything the home page shows, in one answer: its three article lists (cards as the article
 * list sends them), the topics, the prices (null when they cannot be read: the page renders
 * without them) and the lowest price of a package on sale (a KUB decimal, null when none is).
 */
export const homePageSchema = z.object({
  latest: z.array(articleCardSchema),
  highlighted: z.array(articleCardSchema),
  exclusive: z.array(articleCardSchema),
  categories: z.array(categorySchema),
  market: marketTickersSchema.nullable(),
  fromPrice: z.string().nullable(),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const HOME_PAGE_API = { page: '/api/client/home-page' } as const;
