import type { Locale } from '@app/contracts/locale';
import type { DepositPage } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { siteTimeFormat } from '../../lib/site-time.ts';

const STATUS_STYLE = {
  credited: 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100',
  pending: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
} as const;

const pageLink =
  'rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';

/** The user's deposits, newest first, with their status; an empty state until the first one. */
export function DepositList({ page, locale }: { page: DepositPage; locale: Locale }) {
  const { t } = useTranslation('wallet');
  const time = siteTimeFormat(locale, 'dateTime');
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const base = localePath(locale, '/deposit');
  const link = (to: number) => `${base}${to > 1 ? `?page=${to}` : ''}#deposits`;
  return (
    <section id="deposits" aria-labelledby="deposits-title" className="mt-10 scroll-mt-24">
      <h2 id="deposits-title" className="text-xl font-semibold">
        {t('deposit.listTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('deposit.listHint')}</p>
      {/* Announces a deposit arriving or being credited while the page polls. */}
      <div aria-live="polite">
        {page.data.length === 0 ? (
          <div
            data-testid="deposit-empty"
            className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
          >
            <p className="text-lg font-semibold">{t('deposit.empty')}</p>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('deposit.emptyHint')}</p>
          </div>
        ) : (
          <ul
            className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            data-testid="deposit-list"
          >
            {page.data.map((deposit) => (
              <li
                key={deposit.reference}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4 sm:px-5"
                data-testid="deposit-row"
                data-status={deposit.status}
              >
                <div className="min-w-0">
                  <p className="text-lg font-bold text-primary-800 tabular-nums dark:text-primary-200">
                    +{deposit.amount} KUB
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {deposit.creditedAt
                      ? t('deposit.creditedAt', { time: time.format(new Date(deposit.creditedAt)) })
                      : t('deposit.receivedAt', { time: time.format(new Date(deposit.receivedAt)) })}
                  </p>
                  <p
                    className="truncate text-xs text-slate-500 dark:text-slate-400"
                    title={deposit.reference}
                  >
                    {t('deposit.reference')}: <span className="font-mono">{deposit.reference}</span>
                  </p>
                </div>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[deposit.status]}`}
                  data-testid="deposit-status"
                >
                  {t(`deposit.statuses.${deposit.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={t('deposit.pages')} className="mt-4 flex items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link to={link(page.page - 1)} className={pageLink}>
              {t('dashboard.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t('dashboard.page', { page: page.page, pages })}
          </span>
          {page.page < pages ? (
            <Link to={link(page.page + 1)} className={pageLink}>
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
