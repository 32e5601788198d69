import type { CurrentUser } from '@app/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { PackageCard } from '../features/subscriptions/package-card.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/subscriptions';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { data } = await serverApi(context, params).get('/client/subscriptions');
  return { packages: data };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/subscriptions',
    title: t('subscriptions:meta.list'),
    description: t('subscriptions:meta.listDescription'),
  }));
}

export default function SubscriptionsPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('subscriptions');
  const locale = routeLocale(params);
  const user = useRouteLoaderData<{ user?: CurrentUser | null }>('root')?.user ?? null;
  const { packages } = loaderData;
  // The middle package (monthly) is the one most people pick.
  const featured = packages.find((pkg) => !pkg.newSubscribersOnly && pkg.durationDays <= 31) ?? packages[0];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
        {t('list.eyebrow')}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('list.title')}</h1>
      <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-400">{t('list.intro')}</p>
      {user?.isSubscriber && (
        <p
          className="mt-6 rounded-2xl border border-primary-200 bg-primary-50 px-5 py-3 text-sm dark:border-primary-900 dark:bg-primary-950/50"
          data-testid="already-subscriber"
        >
          {t('list.active')}{' '}
          <Link to={localePath(locale, '/my-subscription')} className="font-semibold underline">
            {t('list.activeLink')}
          </Link>
        </p>
      )}
      {packages.length === 0 ? (
        <p
          className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
          data-testid="packages-empty"
        >
          {t('list.empty')}
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-3" data-testid="package-list">
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} locale={locale} featured={pkg.id === featured?.id} />
          ))}
        </ul>
      )}
    </div>
  );
}
