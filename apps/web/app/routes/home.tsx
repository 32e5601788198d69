import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleGrid } from '../features/articles/article-card.tsx';
import { HomeSearch, QuizPitches, SubscriptionPitch } from '../features/articles/home-pitches.tsx';
import { topicTint } from '../features/articles/topic-style.ts';
import { MarketSection } from '../features/market/market-section.tsx';
import { useFavouriteHearts } from '../features/profile/article-favourite.tsx';
import { HomePopQuizCard } from '../features/pop-quiz/home-pop-quiz-card.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/home';

export async function loader({ context, params }: Route.LoaderArgs) {
  // One call for everything the page shows (two statements on the server).
  const page = await serverApi(context, params).get('/client/home-page');
  return {
    categories: page.categories,
    latest: page.latest,
    highlighted: page.highlighted,
    exclusive: page.exclusive,
    market: page.market,
    fromPrice: page.fromPrice,
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { path: '/' });
}

function SectionHeader({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {link && (
        <Link
          to={link.to}
          className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
        >
          {link.label} →
        </Link>
      )}
    </div>
  );
}

export default function Home({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('articles');
  const locale = routeLocale(params);
  const all = { to: localePath(locale, '/articles'), label: t('home.seeAll') };
  const heart = useFavouriteHearts(locale, [
    ...loaderData.latest,
    ...loaderData.highlighted,
    ...loaderData.exclusive,
  ]);
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white dark:border-slate-800 dark:from-primary-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('home.subtitle')}</p>
          <HomeSearch locale={locale} />
        </div>
      </section>

      <MarketSection tickers={loaderData.market} locale={locale} />

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 *:render-near-viewport sm:px-6 lg:px-8">
        <section aria-labelledby="latest-title">
          <SectionHeader id="latest-title" title={t('home.latestTitle')} link={all} />
          <div className="mt-6">
            {loaderData.latest.length > 0 ? (
              <ArticleGrid
                articles={loaderData.latest}
                locale={locale}
                testId="latest-articles"
                renderAction={heart}
              />
            ) : (
              <p className="text-slate-600 dark:text-slate-400">{t('home.empty')}</p>
            )}
          </div>
        </section>

        {loaderData.highlighted.length > 0 && (
          <section aria-labelledby="highlighted-title">
            <SectionHeader id="highlighted-title" title={t('home.highlightedTitle')} />
            <div className="mt-6">
              <ArticleGrid
                articles={loaderData.highlighted}
                locale={locale}
                testId="highlighted-articles"
                renderAction={heart}
              />
            </div>
          </section>
        )}

        <SubscriptionPitch locale={locale} fromPrice={loaderData.fromPrice} />

        {loaderData.exclusive.length > 0 && (
          <section aria-labelledby="exclusive-title">
            <SectionHeader id="exclusive-title" title={t('home.exclusiveTitle')} />
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('home.exclusiveBody')}</p>
            <div className="mt-6">
              <ArticleGrid
                articles={loaderData.exclusive}
                locale={locale}
                testId="exclusive-articles"
                renderAction={heart}
              />
            </div>
          </section>
        )}

        <QuizPitches locale={locale} />

        <HomePopQuizCard locale={locale} />

        <section aria-labelledby="topics-title">
          <SectionHeader id="topics-title" title={t('home.topicsTitle')} />
          {loaderData.categories.length === 0 ? (
            <p className="mt-6 text-slate-600 dark:text-slate-400">{t('home.topicsEmpty')}</p>
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="topics">
              {loaderData.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={localePath(locale, `/articles?topic=${category.key}`)}
                    className={`block rounded-2xl border border-slate-200 bg-gradient-to-br p-5 font-semibold transition hover:-translate-y-0.5 hover:border-primary-400 hover:shadow-md dark:border-slate-800 ${topicTint(category.key)}`}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
