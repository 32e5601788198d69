import type { RedeemHistoryPage, RewardFaq } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RedeemHeader, buttonClass } from '../features/rewards/redeem-header.tsx';
import { RedeemHistory } from '../features/rewards/redeem-history.tsx';
import { parseTab, RedeemTabs } from '../features/rewards/redeem-tabs.tsx';
import { RewardCard } from '../features/rewards/reward-card.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { useSignInPath } from '../lib/sign-in-link.ts';
import type { Route } from './+types/redeem';

const HISTORY_PAGE_SIZE = 10;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = parseTab(url.searchParams.get('tab'));
  const api = serverApi(context, params);
  const available = await api.get('/client/redeems-available');
  let history: RedeemHistoryPage | null = null;
  let faq: RewardFaq | null = null;
  if (tab === 'history' && available.account) {
    const page = Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1));
    history = await api.get('/client/redeem-histories', {
      params: { query: { page, pageSize: HISTORY_PAGE_SIZE } },
    });
  }
  if (tab === 'faq') faq = await api.get('/client/getFAQ');
  return { tab, available, history, faq };
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/redeem',
    title: t('rewards:meta.redeem'),
    description: t('rewards:meta.redeemDescription'),
  }));
}

export default function RedeemPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const locale = routeLocale(params);
  const { tab, available, history, faq } = loaderData;
  const signIn = useSignInPath(locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <RedeemHeader
        locale={locale}
        title={t('title')}
        intro={t('intro')}
        points={available.account?.points ?? null}
      />
      <RedeemTabs locale={locale} current={tab} />
      <section className="mt-8" aria-labelledby="redeem-section-title">
        <h2 id="redeem-section-title" className="sr-only">
          {t(`tabs.${tab}`)}
        </h2>
        {tab === 'available' &&
          (available.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
              {t('empty.rewards')}
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="reward-list">
              {available.data.map((reward) => (
                <RewardCard key={reward.id} reward={reward} locale={locale} />
              ))}
            </ul>
          ))}
        {tab === 'history' &&
          (history ? (
            <RedeemHistory page={history} locale={locale} />
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
              <p>{t('signInToRedeem')}</p>
              <Link to={signIn} className={`${buttonClass} mt-4`}>
                {t('signIn')}
              </Link>
            </div>
          ))}
        {tab === 'faq' &&
          (faq && faq.data.length > 0 ? (
            <div className="max-w-3xl space-y-3" data-testid="redeem-faq">
              {faq.data.map((item) => (
                <details
                  key={item.key}
                  className="group rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
                >
                  <summary className="cursor-pointer list-none font-semibold marker:hidden">
                    <span className="flex items-center justify-between gap-4">
                      {item.question}
                      <span
                        aria-hidden="true"
                        className="text-primary-700 transition group-open:rotate-45 dark:text-primary-300"
                      >
                        +
                      </span>
                    </span>
                  </summary>
                  <p className="mt-3 text-slate-700 dark:text-slate-300">{item.answer}</p>
                </details>
              ))}
            </div>
          ) : (
            <p>{t('empty.faq')}</p>
          ))}
      </section>
    </div>
  );
}
