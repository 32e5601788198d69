import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignInPath } from '../../lib/sign-in-link.ts';
import { localePath } from '../../lib/site-map.ts';
import { LockIcon } from './icons.tsx';

/** What a reader who may not see an exclusive body gets instead: a way to subscribe. */
export function LockedNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation('articles');
  // Back to this article once signed in.
  const signIn = useSignInPath(locale);
  return (
    <aside
      className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center dark:border-amber-700 dark:bg-amber-950/40"
      data-testid="locked-notice"
      aria-labelledby="locked-title"
    >
      <LockIcon className="mx-auto text-amber-700 dark:text-amber-300" />
      <h2 id="locked-title" className="mt-2 text-xl font-bold">
        {t('detail.lockedTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300">{t('detail.lockedBody')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link
          to={localePath(locale, '/subscriptions')}
          className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
          data-testid="subscribe-cta"
        >
          {t('detail.subscribe')}
        </Link>
        <Link
          to={signIn}
          data-testid="locked-sign-in"
          className="rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold hover:border-primary-500 dark:border-slate-700 dark:bg-slate-900"
        >
          {t('detail.signIn')}
        </Link>
      </div>
    </aside>
  );
}
