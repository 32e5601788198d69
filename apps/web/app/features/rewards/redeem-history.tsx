import type { Locale } from '@app/contracts/locale';
import type { RedeemHistoryPage } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { formatDateTime, formatPoints } from './format.ts';
import { secondaryButtonClass } from './redeem-header.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The spec's redeem history: redeem date, tracking id, reward, points used (a table on wide screens, cards on phones). */
export function RedeemHistory({ page, locale }: { page: RedeemHistoryPage; locale: Locale }) {
  const { t } = useTranslation('rewards');
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const pageLink = (to: number) =>
    `${localePath(locale, '/redeem')}?tab=history${to > 1 ? `&page=${to}` : ''}`;
  if (page.data.length === 0) {
    return (
      <div
        data-testid="history-empty"
        className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700"
      >
        <p className="text-lg font-semibold">{t('empty.history')}</p>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('empty.historyHint')}</p>
      </div>
    );
  }
  return (
    <div data-testid="redeem-history">
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-3 pr-4 font-semibold">
              {t('history.date')}
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              {t('history.reward')}
            </th>
            <th scope="col" className="py-3 pr-4 font-semibold">
              {t('history.trackingId')}
            </th>
            <th scope="col" className="py-3 pr-4 text-right font-semibold">
              {t('history.points')}
            </th>
            <th scope="col" className="py-3 font-semibold">
              {t('history.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {page.data.map((row) => (
            <tr key={row.id} data-testid="history-row">
              <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(row.redeemedAt, locale)}</td>
              <td className="py-3 pr-4 font-medium">{row.rewardName}</td>
              <td className="py-3 pr-4 font-mono text-xs break-all">
                {row.trackingId ?? (
                  <span className="font-sans text-slate-500 dark:text-slate-400">
                    {t('history.noTracking')}
                  </span>
                )}
              </td>
              <td className="py-3 pr-4 text-right tabular-nums">{formatPoints(row.pointsUsed, locale)}</td>
              <td className="py-3">
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden">
        {page.data.map((row) => (
          <li
            key={row.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold">{row.rewardName}</p>
              <StatusBadge status={row.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">{t('history.date')}</dt>
              <dd>{formatDateTime(row.redeemedAt, locale)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('history.trackingId')}</dt>
              <dd className="font-mono text-xs break-all">{row.trackingId ?? t('history.noTracking')}</dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('history.points')}</dt>
              <dd className="tabular-nums">{formatPoints(row.pointsUsed, locale)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={t('history.page', { page: page.page, pages })}
          className="mt-6 flex items-center justify-between text-sm"
        >
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} className={secondaryButtonClass}>
              {t('history.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('history.page', { page: page.page, pages })}</span>
          {page.page < pages ? (
            <Link to={pageLink(page.page + 1)} className={secondaryButtonClass}>
              {t('history.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
