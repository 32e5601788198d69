import type { Locale } from '@app/contracts/locale';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@app/contracts/money';
import type { ActivityPage } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { siteTimeFormat } from '../../lib/site-time.ts';

const STATUS_STYLE = {
  COMPLETED: 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100',
  PENDING: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  FAILED: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

const select =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/** The activity history: filters (a GET form, so it works before scripts load), table, pages. */
export function ActivityTable({
  page,
  locale,
  filters,
}: {
  page: ActivityPage;
  locale: Locale;
  filters: { type?: string | undefined; status?: string | undefined };
}) {
  const { t } = useTranslation('wallet');
  const time = siteTimeFormat(locale, 'dateTime');
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const base = localePath(locale, '/dashboard');
  const link = (to: number) => {
    const query = new URLSearchParams();
    if (filters.type) query.set('type', filters.type);
    if (filters.status) query.set('status', filters.status);
    if (to > 1) query.set('page', String(to));
    const text = query.toString();
    return `${base}${text ? `?${text}` : ''}#history`;
  };
  const filtered = Boolean(filters.type || filters.status);

  return (
    <section id="history" aria-labelledby="history-title" className="mt-10 scroll-mt-24">
      <h2 id="history-title" className="text-xl font-semibold">
        {t('dashboard.history')}
      </h2>
      <Form
        method="get"
        action={base}
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
      >
        <label className="text-sm font-semibold">
          {t('dashboard.filterType')}
          <select name="type" defaultValue={filters.type ?? ''} className={select}>
            <option value="">{t('dashboard.all')}</option>
            {ACTIVITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`dashboard.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('dashboard.filterStatus')}
          <select name="status" defaultValue={filters.status ?? ''} className={select}>
            <option value="">{t('dashboard.all')}</option>
            {ACTIVITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`dashboard.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('dashboard.apply')}
        </button>
        <Link
          to={`${base}#history`}
          className="rounded-full border border-slate-300 px-5 py-2.5 text-center text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('dashboard.clear')}
        </Link>
      </Form>

      {page.data.length === 0 ? (
        <div
          data-testid="activity-empty"
          className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
        >
          <p className="text-lg font-semibold">
            {filtered ? t('dashboard.emptyFiltered') : t('dashboard.empty')}
          </p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('dashboard.emptyHint')}</p>
        </div>
      ) : (
        // Focusable so a keyboard can scroll the table sideways on a phone.
        <div
          tabIndex={0}
          role="region"
          aria-labelledby="history-title"
          className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="activity-table">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('dashboard.type')}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t('dashboard.amount')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('dashboard.status')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('dashboard.time')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {page.data.map((activity) => {
                const negative = activity.amount.startsWith('-');
                return (
                  <tr key={activity.id} data-testid="activity-row">
                    <td className="px-4 py-3 font-medium">{t(`dashboard.types.${activity.type}`)}</td>
                    <td
                      className={`px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums ${
                        negative ? 'text-red-700 dark:text-red-300' : 'text-primary-800 dark:text-primary-200'
                      }`}
                    >
                      {negative ? '' : '+'}
                      {activity.amount}{' '}
                      {t(`dashboard.units.${activity.unit}`, { defaultValue: activity.unit })}
                    </td>
                    <td className="px-4 py-3">
                      <span
                        className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[activity.status]}`}
                      >
                        {t(`dashboard.statuses.${activity.status}`)}
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                      <time dateTime={activity.createdAt}>{time.format(new Date(activity.createdAt))}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 && (
        <nav
          aria-label={t('dashboard.pagination')}
          className="mt-4 flex items-center justify-between gap-3 text-sm"
        >
          {page.page > 1 ? (
            <Link
              to={link(page.page - 1)}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              {t('dashboard.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span data-testid="activity-page">{t('dashboard.page', { page: page.page, pages })}</span>
          {page.page < pages ? (
            <Link
              to={link(page.page + 1)}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              {t('dashboard.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
