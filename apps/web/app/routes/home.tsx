import type { Category } from '@app/contracts/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/home';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { data: categories } = await serverApi(context, params).get<{ data: Category[] }>(
    '/api/client/categories',
  );
  return { categories };
}

export function meta({ matches, params }: Route.MetaArgs) {
  const { origin } = matches[1]?.loaderData ?? { origin: '' };
  return pageMeta({ locale: routeLocale(params), origin, path: '/' });
}

const TOPIC_COLOURS = [
  'from-amber-400/20 to-orange-500/10',
  'from-sky-400/20 to-blue-500/10',
  'from-violet-400/20 to-purple-500/10',
  'from-emerald-400/20 to-green-500/10',
  'from-rose-400/20 to-pink-500/10',
  'from-cyan-400/20 to-teal-500/10',
  'from-lime-400/20 to-green-500/10',
  'from-indigo-400/20 to-blue-500/10',
];

export default function Home({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = routeLocale(params);
  const steps = [t('home.stepRead'), t('home.stepQuiz'), t('home.stepEarn')];
  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white dark:border-slate-800 dark:from-primary-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('home.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={localePath(locale, '/articles')}
              className="rounded-full bg-primary-700 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
            >
              {t('home.startLearning')}
            </Link>
            <Link
              to={localePath(locale, '/get-started')}
              className="rounded-full border border-slate-300 bg-white px-6 py-3 text-sm font-semibold text-slate-800 hover:border-primary-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              {t('home.howItWorks')}
            </Link>
          </div>
          <ol className="mt-12 grid gap-4 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step}
                className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white/70 p-4 dark:border-slate-800 dark:bg-slate-900/70"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <span className="text-sm font-medium">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8" aria-labelledby="topics-title">
        <h2 id="topics-title" className="text-2xl font-bold tracking-tight">
          {t('home.topicsTitle')}
        </h2>
        {loaderData.categories.length === 0 ? (
          <p className="mt-6 text-slate-600 dark:text-slate-400">{t('home.topicsEmpty')}</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="topics">
            {loaderData.categories.map((category, index) => (
              <li key={category.id}>
                <Link
                  to={localePath(locale, `/articles?topic=${category.key}`)}
                  className={`block rounded-2xl border border-slate-200 bg-gradient-to-br p-5 font-semibold transition hover:-translate-y-0.5 hover:border-primary-400 hover:shadow-md dark:border-slate-800 ${TOPIC_COLOURS[index % TOPIC_COLOURS.length]}`}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
