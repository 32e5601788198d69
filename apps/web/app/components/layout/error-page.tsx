import type { Locale } from '@app/contracts/locale';
import { getI18n } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/site-map.ts';

/**
 * The 404 and error pages. It uses plain links and its own translations so it still works when
 * the page around it failed.
 */
export type ErrorPageKind = 'notFound' | 'error' | 'restricted' | 'forbidden' | 'offline';

const STATUS: Record<ErrorPageKind, string> = {
  notFound: '404',
  error: '500',
  restricted: '403',
  forbidden: '403',
  offline: '',
};

export function ErrorPage({ kind, locale }: { kind: ErrorPageKind; locale: Locale }) {
  const t = getI18n(locale).t;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid={kind}
    >
      {/* Shown after a navigation inside the app failed, where no route gives the page a title. */}
      {kind === 'offline' && <title>{t('offline.title')}</title>}
      {kind !== 'offline' && <p className="text-6xl font-bold text-primary-600">{STATUS[kind]}</p>}
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t(`${kind}.title`)}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t(`${kind}.body`)}</p>
      <div className="mt-8 flex gap-3">
        <a
          href={localePath(locale)}
          className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('common.backHome')}
        </a>
        {(kind === 'error' || kind === 'offline') && (
          // A plain GET form reloads the page, even when its scripts did not start.
          <form method="get">
            <button
              type="submit"
              className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold dark:border-slate-700"
            >
              {t('error.retry')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
