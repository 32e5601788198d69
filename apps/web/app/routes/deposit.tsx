import { DEMO_EXCHANGE_WALLET_PATH } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { requireSignedIn } from '../lib/session.server.ts';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { DepositHowTo } from '../features/wallet/deposit-how-to.tsx';
import { DepositList } from '../features/wallet/deposit-list.tsx';
import { useDepositPolling } from '../features/wallet/use-deposit-polling.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import type { Route } from './+types/deposit';

const PAGE_SIZE = 10;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const user = await requireSignedIn(request, context, locale);
  const page = Math.min(10_000, Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1));
  const api = serverApi(context, params);
  return loadPrivate(request, locale, async () => {
    const [dashboard, deposits] = await Promise.all([
      api.get('/client/dashboard'),
      api.get('/client/deposits', { params: { query: { page, limit: PAGE_SIZE } } }),
    ]);
    const account = deposits.exchangeAccount?.subject ?? user.email;
    return {
      kubBalance: dashboard.kubBalance,
      deposits,
      // Demo mode: the demo exchange's Send KUB page, filled in with this user's account.
      demoSendUrl: context.demo
        ? `${DEMO_EXCHANGE_WALLET_PATH}?${new URLSearchParams({ lang: locale, account })}`
        : null,
    };
  });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({ path: '/deposit', title: t('wallet:meta.deposit'), robots: 'noindex' }));
}

export default function DepositPageRoute({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('wallet');
  const locale = routeLocale(params);
  const { kubBalance, deposits, demoSendUrl } = loaderData;
  // New deposits and their status appear while the page is open.
  useDepositPolling();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8" data-testid="deposit-page">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('deposit.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{t('deposit.intro')}</p>
      <div className="mt-6 inline-flex items-baseline gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 dark:border-slate-800 dark:bg-slate-900">
        <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('dashboard.kub')}</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="deposit-kub-balance">
          {kubBalance} <span className="text-base font-semibold">KUB</span>
        </span>
      </div>
      <DepositHowTo locale={locale} account={deposits.exchangeAccount} demoSendUrl={demoSendUrl} />
      <DepositList page={deposits} locale={locale} />
    </div>
  );
}
