import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { formatDate } from '../features/subscriptions/format-date.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/subscriptions-success';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const { data } = await loadPrivate(request, locale, () =>
    serverApi(context, params).get('/client/user-subscription-infos/detail'),
  );
  // Nothing bought (an address typed by hand): the packages are where to go.
  if (!data || data.status !== 'active') throw redirect(localePath(locale, '/subscriptions'));
  return { term: data };
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: `/subscriptions/${args.params.id}/success`,
    title: t('subscriptions:meta.success'),
    robots: 'noindex',
  }));
}

export default function SuccessPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('subscriptions');
  const locale = routeLocale(params);
  const { term } = loaderData;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid="purchase-success"
    >
      <div className="flex size-16 items-center justify-center rounded-full bg-primary-100 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <svg aria-hidden viewBox="0 0 24 24" className="size-9 fill-none stroke-current stroke-[2.5]">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t('success.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {t('success.body', { name: term.packageName, date: formatDate(locale, term.endDate) })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localePath(locale, '/my-subscription')}
          className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
          data-testid="to-my-subscription"
        >
          {t('success.toMine')}
        </Link>
        <Link
          to={`${localePath(locale, '/articles')}?exclusive=true`}
          className="rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold hover:border-primary-500 dark:border-slate-700 dark:bg-slate-900"
        >
          {t('success.toArticles')}
        </Link>
      </div>
    </section>
  );
}
