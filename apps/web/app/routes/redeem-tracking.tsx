import { useTranslation } from 'react-i18next';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { formatDateTime, formatPoints } from '../features/rewards/format.ts';
import { RedeemHeader } from '../features/rewards/redeem-header.tsx';
import { StatusBadge } from '../features/rewards/status-badge.tsx';
import { TrackingSteps } from '../features/rewards/tracking-steps.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import type { Route } from './+types/redeem-tracking';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const redeemed = Number(new URL(request.url).searchParams.get('redeemed')) || null;
  return loadPrivate(request, locale, async () => {
    const api = serverApi(context, params);
    const [trackings, profile] = await Promise.all([
      api.get('/client/reward-trackings-user'),
      api.get('/client/redeems-available'),
    ]);
    return { trackings: trackings.data, points: profile.account?.points ?? 0, redeemed };
  });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/redeem/tracking',
    title: t('rewards:meta.tracking'),
    robots: 'noindex',
  }));
}

export default function RedeemTrackingPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const locale = routeLocale(params);
  const { trackings, points, redeemed } = loaderData;
  const justRedeemed = redeemed !== null && trackings.some((item) => item.id === redeemed);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <RedeemHeader locale={locale} title={t('tracking.title')} intro={t('tracking.intro')} points={points} />
      {justRedeemed && (
        <p
          role="status"
          data-testid="redeemed-notice"
          className="mt-8 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 text-sm font-medium text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100"
        >
          {t('tracking.redeemed')}
        </p>
      )}
      {trackings.length === 0 ? (
        <p
          className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700"
          data-testid="tracking-empty"
        >
          {t('empty.tracking')}
        </p>
      ) : (
        <ul className="mt-8 space-y-4" data-testid="tracking-list">
          {trackings.map((item) => (
            <li
              key={item.id}
              data-testid="tracking-item"
              data-status={item.status}
              className={`rounded-2xl border bg-white p-5 dark:bg-slate-900 ${
                item.id === redeemed ? 'border-primary-500' : 'border-slate-200 dark:border-slate-800'
              }`}
            >
              <div className="flex gap-4">
                <img
                  src={item.image}
                  alt=""
                  width={96}
                  height={60}
                  className="h-15 w-24 flex-none rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h2 className="font-semibold">{item.rewardName}</h2>
                    <StatusBadge status={item.status} />
                  </div>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {t('tracking.redeemedOn', { date: formatDateTime(item.redeemedAt, locale) })} ·{' '}
                    {item.source === 'coupon'
                      ? t('tracking.fromCoupon')
                      : t('tracking.pointsUsed', { value: formatPoints(item.pointsUsed, locale) })}
                  </p>
                </div>
              </div>
              <TrackingSteps redemption={item} locale={locale} />
              <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-slate-600 dark:text-slate-400">{t('tracking.trackingId')}</dt>
                <dd className="font-mono break-all" data-testid="tracking-id">
                  {item.trackingId ?? <span className="font-sans">{t('history.noTracking')}</span>}
                </dd>
                {item.destination && (
                  <>
                    <dt className="text-slate-600 dark:text-slate-400">{t('tracking.destination')}</dt>
                    <dd className="break-words">{item.destination}</dd>
                  </>
                )}
                {item.cancelReason && (
                  <>
                    <dt className="text-slate-600 dark:text-slate-400">{t('tracking.reason')}</dt>
                    <dd>
                      {item.cancelReason}
                      {item.pointsUsed > 0 && (
                        <span className="block text-slate-600 dark:text-slate-400">
                          {t('tracking.refunded')}
                        </span>
                      )}
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
