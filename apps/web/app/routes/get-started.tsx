import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadMarket } from '../features/market/load-market.ts';
import { MarketSection } from '../features/market/market-section.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/get-started';

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = serverApi(context, params);
  const [banners, steps, market] = await Promise.all([
    api.get('/client/get-start-banners', { params: { query: { limit: 1 } } }),
    api.get('/client/get-starts'),
    loadMarket(api),
  ]);
  return { banner: banners.data[0] ?? null, steps: steps.data, market };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/get-started',
    title: t('discovery:getStarted.title'),
    description: t('discovery:getStarted.intro'),
  }));
}

export default function GetStartedPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('discovery');
  const locale = routeLocale(params);
  const { banner, steps, market } = loaderData;
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-br from-primary-800 to-primary-950 text-white dark:border-slate-800">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">
            {t('getStarted.title')}
          </p>
          <h1
            className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl"
            data-testid="get-started-banner"
          >
            {banner?.title ?? t('getStarted.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-primary-50">
            {banner?.subtitle ?? t('getStarted.intro')}
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-lg text-slate-600 dark:text-slate-300">{t('getStarted.intro')}</p>
        {steps.length === 0 ? (
          <p className="mt-8 text-slate-600 dark:text-slate-400">{t('getStarted.empty')}</p>
        ) : (
          <ol className="mt-8 space-y-6" data-testid="get-started-steps">
            {steps.map((step, index) => (
              <li
                key={step.id}
                className="relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:gap-6 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 text-base font-bold text-white"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <p className="sr-only">{t('getStarted.step', { number: index + 1 })}</p>
                  <h2 className="text-xl font-semibold">{step.title}</h2>
                  <div
                    className="prose-doc mt-2 [&>p]:my-2"
                    // The API renders the Markdown and sanitises it (no scripts, handlers or inline styles).
                    dangerouslySetInnerHTML={{ __html: step.body }}
                  />
                  {step.link && (
                    <Link
                      to={localePath(locale, step.link)}
                      className="mt-3 inline-flex rounded-full border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-200 dark:hover:bg-primary-950"
                    >
                      {t('getStarted.go')}
                      <span className="sr-only">: {step.title}</span>
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <MarketSection tickers={market} locale={locale} />
    </>
  );
}
