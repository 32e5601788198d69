import type { ReviewSchedule } from '@app/contracts/review';
import { formatSiteTime } from '../../lib/site-time.ts';

/** The `review` namespace's translate function, as `useTranslation('review')` gives it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * "Next review in 4 days (2 Dec 2026)": the schedule the server set, in words. The day count is
 * the server's (Bangkok days); the date is shown in the site's zone like every other date.
 */
export function nextReviewText(t: Translate, schedule: ReviewSchedule, locale: string): string {
  const date = formatSiteTime(locale, schedule.due, 'date');
  if (schedule.intervalDays <= 0) return t('result.nextToday');
  if (schedule.intervalDays === 1) return t('result.nextTomorrow', { date });
  return t('result.nextDays', { count: schedule.intervalDays, date });
}

/** The day a review falls due, as the empty state names it ("Wednesday 2 December"). */
export function dueDayText(iso: string, locale: string): string {
  return formatSiteTime(locale, iso, 'longDate');
}

/** Whether the next card falls due later on the server's present day (Bangkok). */
export function dueLaterToday(nextDueAt: string | null, serverTime: string, locale: string): boolean {
  return (
    nextDueAt !== null &&
    formatSiteTime(locale, nextDueAt, 'date') === formatSiteTime(locale, serverTime, 'date')
  );
}
