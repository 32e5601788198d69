import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { OrderPanel } from '../features/subscriptions/order-panel.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/subscriptions-order';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  if (!/^[1-9]\d{0,8}$/.test(params.id)) return data({ order: null }, { status: 404 });
  try {
    const order = await loadPrivate(request, locale, () =>
      serverApi(context, params).get('/client/subscriptions/{id}/order', {
        params: { path: { id: Number(params.id) } },
      }),
    );
    return { order };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data({ order: null }, { status: 404 });
    throw error;
  }
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: `/subscriptions/${args.params.id}/order`,
    title: t('subscriptions:meta.order'),
    robots: 'noindex',
  }));
}

export default function OrderPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('subscriptions');
  const locale = routeLocale(params);
  const { order } = loaderData;
  if (!order) return <ErrorPage kind="notFound" locale={locale} />;
  const pkg = order.package;
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-4 py-3">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={localePath(locale, '/subscriptions')}
        className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        ← {t('order.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('order.title')}</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section
          aria-label={t('order.title')}
          className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="order-summary">
            {row(t('order.package'), pkg.name, 'order-package')}
            {row(t('order.duration'), t('list.days', { count: pkg.durationDays }))}
            {row(t('order.price'), t('order.kub', { amount: pkg.price }), 'order-price')}
            {row(t('order.balance'), t('order.kub', { amount: order.kubBalance }), 'order-balance')}
          </dl>
          <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            <li>{t('list.quota', { count: pkg.mainQuizQuota })}</li>
            <li>{t('list.hints', { count: pkg.hintsPerMonth })}</li>
            {pkg.nftMemberCard && <li>{t('list.nft')}</li>}
          </ul>
        </section>
        <OrderPanel order={order} locale={locale} />
      </div>
    </div>
  );
}
