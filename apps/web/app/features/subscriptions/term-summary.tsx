import type { Locale } from '@app/contracts/locale';
import type { UserSubscription } from '@app/contracts/subscriptions';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format-date.ts';

const STATUS_STYLE = {
  active: 'bg-primary-100 text-primary-900 dark:bg-primary-900/60 dark:text-primary-100',
  expired: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  upcoming: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
} as const;

function Meter({
  label,
  remaining,
  total,
  note,
  testId,
}: {
  label: string;
  remaining: number;
  total: number;
  note: string;
  testId: string;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <div data-testid={testId} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
      <p className="text-sm font-semibold">{label}</p>
      <p className="mt-1 text-2xl font-bold">{t('mine.remaining', { remaining, total })}</p>
      <progress
        value={remaining}
        max={Math.max(total, 1)}
        aria-label={label}
        className="mt-3 h-2 w-full overflow-hidden rounded-full accent-primary-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-800 [&::-webkit-progress-value]:bg-primary-600"
      />
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{note}</p>
    </div>
  );
}

/** A term: status, dates, what is left of its quota and this month's hints, and the rights it gives. */
export function TermSummary({ term, locale }: { term: UserSubscription; locale: Locale }) {
  const { t } = useTranslation('subscriptions');
  const status = {
    active: t('mine.statusActive'),
    expired: t('mine.statusExpired'),
    upcoming: t('mine.statusUpcoming'),
  }[term.status];
  const right = (label: string, on: boolean) => (
    <li className="flex items-center justify-between gap-4 py-2">
      <span>{label}</span>
      <span
        className={
          on ? 'font-semibold text-primary-800 dark:text-primary-300' : 'text-slate-600 dark:text-slate-400'
        }
      >
        {on ? t('mine.yes') : t('mine.no')}
      </span>
    </li>
  );
  return (
    <section
      aria-labelledby="term-title"
      data-testid="term-summary"
      data-status={term.status}
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="term-title" className="text-2xl font-bold">
          {term.packageName}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[term.status]}`}
          data-testid="term-status"
        >
          {status}
        </span>
      </div>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('mine.start')}</dt>
          <dd className="mt-0.5 font-semibold">{formatDate(locale, term.startDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('mine.end')}</dt>
          <dd className="mt-0.5 font-semibold" data-testid="term-end">
            {formatDate(locale, term.endDate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('mine.paid')}</dt>
          <dd className="mt-0.5 font-semibold">{term.price} KUB</dd>
        </div>
      </dl>
      {term.expired && (
        <p className="mt-4 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('mine.expiredOn', { date: formatDate(locale, term.expiryDate) })}
        </p>
      )}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Meter
          testId="term-quota"
          label={t('mine.quota')}
          remaining={term.quota.remaining}
          total={term.quota.total}
          note={t('mine.used', { count: term.quota.used })}
        />
        <Meter
          testId="term-hints"
          label={t('mine.hints')}
          remaining={term.hints.remaining}
          total={term.hints.perMonth}
          note={
            term.hints.renewsAt
              ? t('mine.renews', { date: formatDate(locale, term.hints.renewsAt) })
              : t('mine.used', { count: term.hints.usedThisMonth })
          }
        />
      </div>
      <h3 className="mt-6 text-sm font-semibold">{t('mine.rights')}</h3>
      <ul className="mt-1 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="term-rights">
        {right(t('mine.exclusive'), term.exclusiveAccess)}
        {right(t('mine.earn'), term.earnPoints)}
      </ul>
    </section>
  );
}
