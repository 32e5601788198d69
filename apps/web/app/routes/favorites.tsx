import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { FavouriteButton } from '../features/profile/favourite-button.tsx';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { tellWorker } from '../lib/offline-worker.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/favorites';

const PAGE_SIZE = 12;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const page = Math.min(10_000, Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1));
  return loadPrivate(request, locale, () =>
    serverApi(context, params).get('/client/favorites', {
      params: { query: { type: 'blog', page, pageSize: PAGE_SIZE } },
    }),
  );
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/favorites',
    title: t('profile:meta.favorites'),
    robots: 'noindex',
  }));
}

export default function FavoritesPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('profile');
  const locale = routeLocale(params);
  const revalidator = useRevalidator();
  const { data, total, page, pageSize } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // The listed articles are kept for offline reading; when they are all of the favourites, any
  // other the worker kept (unsaved on another device) goes.
  const hrefs = data.map((item) => localePath(locale, `/articles/${item.slug}`)).join(' ');
  useEffect(() => {
    const urls = hrefs === '' ? [] : hrefs.split(' ');
    tellWorker({ type: 'keep-favourites', urls, complete: pages === 1 });
  }, [hrefs, pages]);
  const pageLink = (to: number) => `${localePath(locale, '/favorites')}${to > 1 ? `?page=${to}` : ''}`;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('favorites.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {total > 0 ? t('favorites.count', { count: total }) : t('favorites.intro')}
      </p>

      {data.length === 0 ? (
        <div
          data-testid="favorites-empty"
          className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
        >
          <p className="text-xl font-semibold">{t('favorites.empty')}</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('favorites.emptyHint')}</p>
          <Link
            to={localePath(locale, '/articles')}
            className="mt-6 inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('favorites.browse')}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="favorites-list">
          {data.map((item) => (
            <li
              key={item.articleId}
              className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold">
                  <Link
                    to={localePath(locale, `/articles/${item.slug}`)}
                    className="hover:text-primary-700 dark:hover:text-primary-300"
                  >
                    {item.title}
                  </Link>
                </h2>
                {item.summary && (
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
                    {item.summary}
                  </p>
                )}
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                  {t('favorites.minutes', { count: item.readingMinutes })}
                </p>
              </div>
              <FavouriteButton
                articleId={item.articleId}
                href={localePath(locale, `/articles/${item.slug}`)}
                locale={locale}
                initialSaved
                title={item.title}
                onChange={(saved) => {
                  if (!saved) void revalidator.revalidate();
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav
          aria-label={t('favorites.page', { page, pages })}
          className="mt-8 flex items-center justify-between gap-4 text-sm"
        >
          {page > 1 ? (
            <Link
              to={pageLink(page - 1)}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              {t('favorites.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('favorites.page', { page, pages })}</span>
          {page < pages ? (
            <Link
              to={pageLink(page + 1)}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              {t('favorites.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
