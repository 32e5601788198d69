import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { formatDate } from '../features/subscriptions/format-date.ts';
import { MemberCardView } from '../features/subscriptions/member-card-view.tsx';
import { TermSummary } from '../features/subscriptions/term-summary.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/my-subscription';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const api = serverApi(context, params);
  return loadPrivate(request, locale, async () => {
    const current = await api.get('/client/user-subscription-infos/detail');
    const all = await api.get('/client/user-subscription-infos/detail-all-subscription');
    return { term: current.data, past: all.data.filter((row) => row.id !== current.data?.id) };
  });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/my-subscription',
    title: t('subscriptions:meta.mine'),
    robots: 'noindex',
  }));
}

export default function MySubscriptionPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('subscriptions');
  const locale = routeLocale(params);
  const { term, past } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('mine.title')}</h1>
      {!term ? (
        <div
          data-testid="subscription-empty"
          className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
        >
          <p className="text-xl font-semibold">{t('mine.empty')}</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('mine.emptyHint')}</p>
          <Link
            to={localePath(locale, '/subscriptions')}
            className="mt-6 inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('mine.browse')}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_minmax(0,24rem)]">
          <div className="min-w-0 space-y-6">
            <TermSummary term={term} locale={locale} />
            {term.status === 'expired' && (
              <Link
                to={localePath(locale, '/subscriptions')}
                className="inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
              >
                {t('mine.renew')}
              </Link>
            )}
            {past.length > 0 && (
              <section aria-labelledby="history-title">
                <h2 id="history-title" className="text-lg font-semibold">
                  {t('mine.history')}
                </h2>
                <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
                  {past.map((row) => (
                    <li key={row.id} className="flex flex-wrap justify-between gap-2 px-5 py-3">
                      <span className="font-semibold">{row.packageName}</span>
                      <span className="text-slate-600 dark:text-slate-400">
                        {formatDate(locale, row.startDate)} – {formatDate(locale, row.endDate)}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          {term.nftCard && <MemberCardView card={term.nftCard} name={term.packageName} locale={locale} />}
        </div>
      )}
    </div>
  );
}
