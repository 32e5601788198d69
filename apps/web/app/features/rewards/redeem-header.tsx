import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignInPath } from '../../lib/sign-in-link.ts';
import { localePath } from '../../lib/site-map.ts';
import { formatPoints } from './format.ts';

export const buttonClass =
  'inline-flex items-center justify-center rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** The redeem area's heading: the member's points and the way to coupons and tracking. */
export function RedeemHeader({
  locale,
  title,
  intro,
  points,
}: {
  locale: Locale;
  title: string;
  intro: string;
  /** Null for a visitor. */
  points: number | null;
}) {
  const { t } = useTranslation('rewards');
  const signIn = useSignInPath(locale);
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{intro}</p>
        <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('title')}>
          <Link to={localePath(locale, '/redeem/coupon')} className={secondaryButtonClass}>
            {t('links.coupon')}
          </Link>
          <Link to={localePath(locale, '/redeem/tracking')} className={secondaryButtonClass}>
            {t('links.tracking')}
          </Link>
        </nav>
      </div>
      {points === null ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 text-sm dark:border-slate-800 dark:bg-slate-900">
          <p>{t('signInToRedeem')}</p>
          <Link to={signIn} className={`${buttonClass} mt-3`}>
            {t('signIn')}
          </Link>
        </div>
      ) : (
        <div
          className="rounded-2xl bg-primary-700 px-6 py-5 text-white shadow-sm dark:bg-primary-800"
          data-testid="points-balance"
        >
          <p className="text-sm font-medium text-primary-100">{t('balance')}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums">
            {t('balanceValue', { value: formatPoints(points, locale) })}
          </p>
        </div>
      )}
    </div>
  );
}
