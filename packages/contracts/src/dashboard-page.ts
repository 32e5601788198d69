import { earningChecklistSchema } from './earning.ts';
import { clientPayoutsSchema } from './payouts.ts';
import { activityPageSchema, activityQuerySchema, dashboardSchema, keptKkubSchema } from './wallet.ts';
import { z } from './zod.ts';

/**
 * Everything the signed-in dashboard shows, in one answer: the page makes one call and the server
 * reads each row once, where four calls read the user's PIN, exchange account and balances twice.
 */
export const dashboardPageSchema = z.object({
  dashboard: dashboardSchema,
  activities: activityPageSchema,
  checklist: earningChecklistSchema,
  payouts: clientPayoutsSchema,
  kept: keptKkubSchema,
});
export type DashboardPage = z.infer<typeof dashboardPageSchema>;

/** The activity history's page and filters, as `/api/client/activities` takes them. */
export const dashboardPageQuerySchema = activityQuerySchema;

export const DASHBOARD_PAGE_API = { page: '/api/client/dashboard-page' } as const;
