import type { Locale } from '@app/contracts/locale';
import type { SubscriptionPackage } from '@app/contracts/subscriptions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

function Check() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 20 20"
      className="mt-0.5 size-4 shrink-0 fill-current text-primary-600 dark:text-primary-400"
    >
      <path d="M7.6 14.2 3.4 10l1.4-1.4 2.8 2.8 7.6-7.6L16.6 5z" />
    </svg>
  );
}

/** One package on the list: price, term, what it includes, and the way to order it. */
export function PackageCard({
  pkg,
  locale,
  featured,
}: {
  pkg: SubscriptionPackage;
  locale: Locale;
  featured: boolean;
}) {
  const { t } = useTranslation('subscriptions');
  const features = [
    t('list.exclusive'),
    t('list.quota', { count: pkg.mainQuizQuota }),
    t('list.hints', { count: pkg.hintsPerMonth }),
    ...(pkg.earnPoints ? [t('list.earn')] : []),
    ...(pkg.nftMemberCard ? [t('list.nft')] : []),
  ];
  return (
    <li
      className={`flex flex-col rounded-3xl border bg-white p-6 dark:bg-slate-900 ${
        featured
          ? 'border-primary-500 shadow-lg shadow-primary-900/10 ring-1 ring-primary-500'
          : 'border-slate-200 dark:border-slate-800'
      }`}
      data-testid="package-card"
      aria-labelledby={`package-${pkg.id}`}
    >
      {pkg.newSubscribersOnly && (
        <p className="mb-3 self-start rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
          {t('list.newOnly')}
        </p>
      )}
      <h2 id={`package-${pkg.id}`} className="text-xl font-bold">
        {pkg.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('list.days', { count: pkg.durationDays })}
      </p>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight">{pkg.price}</span>
        <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">KUB</span>
      </p>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{pkg.description}</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {(pkg.kycRequired || pkg.newSubscribersOnly) && (
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
          {[pkg.newSubscribersOnly ? t('list.newOnlyHint') : '', pkg.kycRequired ? t('list.kyc') : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <Link
        to={localePath(locale, `/subscriptions/${pkg.id}/order`)}
        aria-label={t('list.choose', { name: pkg.name })}
        data-testid={`choose-${pkg.slug}`}
        className={`mt-6 rounded-full px-5 py-3 text-center text-sm font-semibold ${
          featured
            ? 'bg-primary-700 text-white hover:bg-primary-800'
            : 'border border-primary-700 text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-200 dark:hover:bg-primary-950'
        }`}
      >
        {t('list.chooseShort')}
      </Link>
    </li>
  );
}
