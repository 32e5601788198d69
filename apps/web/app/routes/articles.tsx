import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import { ArticleGrid } from '../features/articles/article-card.tsx';
import { ArticleFilters } from '../features/articles/article-filters.tsx';
import { filterFromSearch, hasFilters, searchFromFilter } from '../features/articles/list-params.ts';
import { Pagination } from '../features/articles/pagination.tsx';
import { useFavouriteHearts } from '../features/profile/article-favourite.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/articles';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const filter = filterFromSearch(new URL(request.url).searchParams);
  const api = serverApi(context, params);
  const [page, categories] = await Promise.all([
    api.post('/client/blogs/filtered', { body: filter }),
    api.get('/client/categories'),
  ]);
  return { filter, page, categories: categories.data };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/articles',
    title: t('articles:list.title'),
    description: t('articles:list.subtitle'),
  }));
}

export default function ArticlesPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('articles');
  const locale = routeLocale(params);
  const { filter, page, categories } = loaderData;
  const heart = useFavouriteHearts(locale, page.data);
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('list.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('list.subtitle')}</p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[18rem_1fr]">
        <aside>
          {/* Keyed by the query so the form shows the URL's filters after back, clear or paging. */}
          <ArticleFilters key={location.search} filter={filter} categories={categories} locale={locale} />
        </aside>
        <section aria-labelledby="results-count" aria-busy={loading} className="min-w-0">
          <div className="flex min-h-8 items-center justify-between gap-4">
            <p
              id="results-count"
              className="text-sm font-medium text-slate-600 dark:text-slate-400"
              data-testid="results-count"
            >
              {page.totalCapped
                ? t('list.resultsMany', {
                    total: new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB').format(page.total),
                  })
                : t('list.results', { count: page.total })}
            </p>
            {loading && (
              <p role="status" className="text-sm text-primary-700 dark:text-primary-300">
                {t('list.loading')}
              </p>
            )}
          </div>
          <div className={`mt-4 transition-opacity ${loading ? 'opacity-50' : ''}`}>
            {page.data.length > 0 ? (
              <ArticleGrid articles={page.data} locale={locale} testId="article-list" renderAction={heart} />
            ) : (
              <div
                className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
                data-testid="empty-state"
              >
                <p className="text-lg font-semibold">{t('list.noData')}</p>
                {page.total > 0 ? (
                  <>
                    <p className="mt-2 text-slate-600 dark:text-slate-400">{t('list.beyondLastPage')}</p>
                    <Link
                      to={`${localePath(locale, '/articles')}${searchFromFilter(filter, { page: 1 })}`}
                      className="mt-6 inline-block rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
                    >
                      {t('list.firstPage')}
                    </Link>
                  </>
                ) : (
                  <>
                    <p className="mt-2 text-slate-600 dark:text-slate-400">{t('list.noDataHint')}</p>
                    {hasFilters(filter) && (
                      <Link
                        to={localePath(locale, '/articles')}
                        className="mt-6 inline-block rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
                      >
                        {t('list.clear')}
                      </Link>
                    )}
                  </>
                )}
              </div>
            )}
          </div>
          <Pagination filter={filter} pageCount={page.pageCount} locale={locale} />
        </section>
      </div>
    </div>
  );
}
