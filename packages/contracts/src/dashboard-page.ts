import { earningChecklistSchema } from './earning.ts';
import { clientPayoutsSchema } from './payouts.ts';
import { reviewSummarySchema } from './review.ts';
import { activityPageSchema, activityQuerySchema, dashboardSchema, keptKkubSchema } from './wallet.ts';
import { z } from './zod.ts';

/**
 * Everything the signed-in dashboard shows, in one answer: the page makes one call and the server
 * reads each row once, where five calls read the user's PIN, exchange account and balances twice
 * and the review deck apart.
 */
export const dashboardPageSchema = z.object({
  dashboard: dashboardSchema,
  activities: activityPageSchema,
  checklist: earningChecklistSchema,
  payouts: clientPayoutsSchema,
  kept: keptKkubSchema,
  /** The review deck's card: the streak and the cards due (questions missed since taken in). */
  review: reviewSummarySchema,
});
export type DashboardPage = z.infer<typeof dashboardPageSchema>;

/** The activity history's page and filters, as `/api/client/activities` takes them. */
export const dashboardPageQuerySchema = activityQuerySchema;

export const DASHBOARD_PAGE_API = { page: '/api/client/dashboard-page' } as const;
