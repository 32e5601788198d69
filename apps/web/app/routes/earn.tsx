import { POINTS_PER_KKUB } from '@app/contracts/constants';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { EarningChecklist } from '../features/earning/earning-checklist.tsx';
import { type ChecklistState, loadChecklist } from '../features/earning/load-checklist.server.ts';
import { ReviewSummaryCard } from '../features/review/review-summary-card.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/earn';

/** The loop in the order a newcomer walks it; each has a title and a body in `earning:steps`. */
const LOOP = ['verify', 'subscribe', 'learn', 'points', 'redeem', 'wallet'] as const;
const FAQ = ['free', 'time', 'pin'] as const;

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = serverApi(context, params);
  const checklist = await loadChecklist(api);
  // Reviews pay no points, but they sit beside the quizzes that do: a signed-in reader sees theirs.
  const review =
    checklist.state === 'visitor' ? null : await api.get('/client/review/progress').catch(() => null);
  return { checklist, review };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/earn',
    title: t('earning:meta.title'),
    description: t('earning:meta.description'),
  }));
}

export default function EarnPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('earning');
  const locale = routeLocale(params);
  return (
    <div data-testid="earn-page">
      <PageHeader title={t('page.title')} intro={t('page.intro')}>
        <p
          className="mt-6 inline-flex rounded-full bg-primary-700 px-5 py-2 text-lg font-bold text-white"
          data-testid="earn-rate"
        >
          {t('page.rate', { points: POINTS_PER_KKUB })}
        </p>
        <p className="mt-3 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t('page.rateNote')}</p>
      </PageHeader>
      {/* The reader's own progress first on a phone; beside the steps on a wide screen. */}
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:grid-rows-[auto_1fr] lg:px-8">
        <div className="grid gap-6 lg:col-start-2 lg:row-start-1">
          <YourProgress state={loaderData.checklist} lang={locale} />
          {loaderData.review && <ReviewSummaryCard progress={loaderData.review} locale={locale} />}
        </div>
        <section aria-labelledby="earn-steps-title" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 id="earn-steps-title" className="text-2xl font-bold tracking-tight">
            {t('page.stepsTitle')}
          </h2>
          <ol className="mt-6 grid gap-4" data-testid="earn-steps">
            {LOOP.map((step, index) => (
              <li
                key={step}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-lg font-bold text-primary-800 dark:bg-primary-950 dark:text-primary-200"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold">
                    <span className="sr-only">{t('page.stepLabel', { number: index + 1 })}: </span>
                    {t(`steps.${step}.title`)}
                  </h3>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`steps.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="earn-faq-title" className="lg:col-start-2 lg:row-start-2">
          <h2 id="earn-faq-title" className="text-xl font-bold tracking-tight">
            {t('page.faqTitle')}
          </h2>
          <dl className="mt-4 space-y-4">
            {FAQ.map((item) => (
              <div key={item}>
                <dt className="font-semibold">{t(`faq.${item}Q`)}</dt>
                <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`faq.${item}A`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}

function YourProgress({ state, lang }: { state: ChecklistState; lang: Locale }) {
  const { t } = useTranslation('earning');
  if (state.state === 'ready') return <EarningChecklist checklist={state.checklist} locale={lang} />;
  if (state.state === 'error') {
    return (
      <p
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      >
        {t('checklist.error')}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="earn-start-title"
      className="rounded-2xl bg-gradient-to-br from-primary-800 to-primary-950 p-6 text-white"
      data-testid="earn-visitor"
    >
      <h2 id="earn-start-title" className="text-xl font-bold">
        {t('page.visitorTitle')}
      </h2>
      <p className="mt-2 text-primary-50">{t('page.visitorBody')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          to={localePath(lang, '/register')}
          className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-primary-900 hover:bg-primary-50"
        >
          {t('page.register')}
        </Link>
        <Link
          to={`${localePath(lang, '/login')}?redirectTo=${encodeURIComponent(localePath(lang, '/earn'))}`}
          className="rounded-full border border-white/70 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
        >
          {t('page.signIn')}
        </Link>
      </div>
    </section>
  );
}
