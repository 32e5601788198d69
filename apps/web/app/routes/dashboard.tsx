import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@app/contracts/money';
import { type ActivityPage, type Dashboard, WALLET_API } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { ActivityTable } from '../features/wallet/activity-table.tsx';
import { DashboardSummary } from '../features/wallet/dashboard-summary.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import type { Route } from './+types/dashboard';

const PAGE_SIZE = 10;

/** The filters a link may carry; anything else is dropped rather than sent on to the API. */
function readFilters(url: URL) {
  const type = url.searchParams.get('type') ?? '';
  const status = url.searchParams.get('status') ?? '';
  return {
    page: Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1)),
    type: (ACTIVITY_TYPES as readonly string[]).includes(type) ? type : undefined,
    status: (ACTIVITY_STATUSES as readonly string[]).includes(status) ? status : undefined,
  };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const filters = readFilters(new URL(request.url));
  const query = new URLSearchParams({ page: String(filters.page), limit: String(PAGE_SIZE) });
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  const api = serverApi(context, params);
  return loadPrivate(request, locale, async () => {
    const [dashboard, activities] = await Promise.all([
      api.get<Dashboard>(WALLET_API.dashboard),
      api.get<ActivityPage>(`${WALLET_API.activities}?${query}`),
    ]);
    return { dashboard, activities, filters: { type: filters.type, status: filters.status } };
  });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/dashboard',
    title: t('wallet:meta.dashboard'),
    robots: 'noindex',
  }));
}

export default function DashboardPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('wallet');
  const locale = routeLocale(params);
  const { dashboard, activities, filters } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" data-testid="dashboard-page">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('dashboard.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{t('dashboard.intro')}</p>
      <DashboardSummary dashboard={dashboard} locale={locale} />
      <ActivityTable page={activities} locale={locale} filters={filters} />
    </div>
  );
}
