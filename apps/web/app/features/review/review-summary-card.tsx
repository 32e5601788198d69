import type { Locale } from '@app/contracts/locale';
import type { ReviewSummary } from '@app/contracts/review';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../lib/site-map.ts';

/**
 * A small card on the dashboard and the earn page pointing to today's reviews: how many are due,
 * the streak, and plainly that reviews pay no points.
 */
export function ReviewSummaryCard({ progress, locale }: { progress: ReviewSummary; locale: Locale }) {
  const { t } = useTranslation('review');
  const empty = progress.totalCards === 0;
  return (
    <section
      aria-labelledby="review-summary-title"
      data-testid="review-summary"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="review-summary-title" className="text-lg font-semibold">
          {t('summary.title')}
        </h2>
        {progress.streakDays > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('progress.streak', { count: progress.streakDays })}
          </p>
        )}
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="review-summary-due">
        {empty
          ? t('summary.empty')
          : progress.dueToday > 0
            ? t('summary.due', { count: progress.dueToday })
            : progress.dueThisWeek > 0
              ? t('summary.none', { count: progress.dueThisWeek })
              : t('empty.noneTitle')}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('page.noPoints')}</p>
      <Link
        to={localePath(locale, '/review')}
        data-testid="review-summary-link"
        className={`mt-4 inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold ${
          progress.dueToday > 0
            ? 'bg-primary-700 text-white hover:bg-primary-800'
            : 'border border-slate-300 hover:border-primary-500 dark:border-slate-700'
        }`}
      >
        {progress.dueToday > 0 ? t('summary.start') : t('summary.open')}
      </Link>
    </section>
  );
}
