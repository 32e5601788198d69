import type { Locale } from '@app/contracts/locale';
import type { Dashboard } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { siteTimeFormat } from '../../lib/site-time.ts';
import { numberFormat } from '../../lib/intl-format.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
const label = 'text-xs font-medium text-slate-600 dark:text-slate-400';

/** Package card, balances, totals and what is left of quota and hints. */
export function DashboardSummary({ dashboard, locale }: { dashboard: Dashboard; locale: Locale }) {
  const { t } = useTranslation('wallet');
  const tag = locale === 'th' ? 'th-TH' : 'en-GB';
  const number = numberFormat(tag);
  const date = siteTimeFormat(locale, 'date');
  const pkg = dashboard.package;
  return (
    <div className="mt-8 grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="package-title" className={`${card} lg:row-span-2`} data-testid="package-card">
        <h2 id="package-title" className={label}>
          {t('dashboard.package')}
        </h2>
        {pkg ? (
          <>
            <p className="mt-1 text-xl font-bold">{pkg.name}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('dashboard.validUntil', { date: date.format(new Date(pkg.endsAt)) })}
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
                <dt className={label}>{t('dashboard.quota')}</dt>
                <dd className="text-lg font-bold tabular-nums" data-testid="quota-left">
                  {t('dashboard.quotaOf', { remaining: pkg.quotaRemaining, total: pkg.quotaTotal })}
                </dd>
              </div>
              <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
                <dt className={label}>{t('dashboard.hints')}</dt>
                <dd className="text-lg font-bold tabular-nums" data-testid="hints-left">
                  {t('dashboard.quotaOf', { remaining: pkg.hintsRemaining, total: pkg.hintsPerMonth })}
                </dd>
              </div>
            </dl>
            {pkg.nftMemberCard && (
              <p className="mt-3 inline-flex rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary-900 dark:bg-primary-950 dark:text-primary-100">
                {t('dashboard.nft')}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="mt-1 text-lg font-semibold">{t('dashboard.noPackage')}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('dashboard.noPackageHint')}</p>
            <Link
              to={localePath(locale, '/subscriptions')}
              className="mt-4 inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
            >
              {t('dashboard.seePackages')}
            </Link>
          </>
        )}
      </section>
      <section aria-label={t('dashboard.points')} className={card}>
        <p className={label}>{t('dashboard.points')}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="dashboard-points">
          {number.format(dashboard.points)}
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('dashboard.pointsEarned')}:{' '}
          <span className="tabular-nums">{number.format(dashboard.totals.pointsEarned)}</span>
          {' · '}
          {t('dashboard.pointsSpent')}:{' '}
          <span className="tabular-nums">{number.format(dashboard.totals.pointsSpent)}</span>
        </p>
      </section>
      <section aria-label={t('dashboard.kub')} className={card}>
        <p className={label}>{t('dashboard.kub')}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="dashboard-kub">
          {dashboard.kubBalance} <span className="text-base font-semibold">KUB</span>
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('dashboard.kubIn')}: <span className="tabular-nums">{dashboard.totals.kubIn}</span>
          {' · '}
          {t('dashboard.kubOut')}: <span className="tabular-nums">{dashboard.totals.kubOut}</span>
        </p>
        <Link
          to={localePath(locale, '/deposit')}
          className="mt-4 inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
          data-testid="dashboard-deposit"
        >
          {t('dashboard.deposit')}
        </Link>
      </section>
      {!dashboard.hasPin && (
        <p
          data-testid="dashboard-no-pin"
          className="rounded-2xl bg-amber-50 px-5 py-4 text-sm font-medium text-amber-900 lg:col-span-2 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('dashboard.noPin')}{' '}
          <Link to={`${localePath(locale, '/profile')}#pin`} className="font-semibold underline">
            {t('dashboard.setPin')}
          </Link>
        </p>
      )}
    </div>
  );
}
