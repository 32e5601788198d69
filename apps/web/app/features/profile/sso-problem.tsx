import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

/** Why a sign-in (or a link for KYC) with the exchange did not finish, with a way to start again. */
export function SsoProblem({
  locale,
  message,
  link = false,
}: {
  locale: Locale;
  message: string;
  link?: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight">
          {link ? t('exchangeLink.failedTitle') : t('sso.failedTitle')}
        </h1>
        <p role="alert" data-testid="sso-error" className="mt-3 text-slate-700 dark:text-slate-300">
          {message}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={localePath(locale, link ? '/profile/exchange/link' : '/login/sso')}
            reloadDocument
            className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('sso.retry')}
          </Link>
          <Link
            to={localePath(locale, link ? '/profile' : '/login')}
            className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold hover:border-primary-600 dark:border-slate-700"
          >
            {link ? t('exchangeLink.backToProfile') : t('sso.backToLogin')}
          </Link>
        </div>
      </div>
    </div>
  );
}
