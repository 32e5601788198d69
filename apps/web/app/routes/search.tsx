import { SEARCH_QUERY_MAX } from '@app/contracts/search';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/search';

const KINDS = ['all', 'article', 'glossary'] as const;
type Kind = (typeof KINDS)[number];
const PAGE_SIZE = 10;

function readParams(url: URL) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const kindParam = url.searchParams.get('kind');
  const kind: Kind = KINDS.find((k) => k === kindParam) ?? 'all';
  const pageNumber = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100 ? pageNumber : 1;
  return { q, kind, page };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { q, kind, page } = readParams(new URL(request.url));
  if (!q) return { q, kind, result: null };
  try {
    const result = await serverApi(context, params).get('/client/search', {
      params: { query: { q, kind, page, pageSize: PAGE_SIZE } },
    });
    return { q, kind, result };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { q, kind, result: null };
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  // Result pages are endless variations of one page: keep them out of search engines.
  return routeMeta(args, {
    path: '/search',
    title: args.loaderData?.q || undefined,
    robots: 'noindex, follow',
  });
}

export default function SearchPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('search');
  const locale = routeLocale(params);
  const navigation = useNavigation();
  const { q, kind, result } = loaderData;
  const searching = navigation.state === 'loading' && navigation.location.pathname.endsWith('/search');
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const pageHref = (page: number) =>
    `${localePath(locale, '/search')}?${new URLSearchParams({ q, kind, page: String(page) })}`;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{q ? t('titleFor', { query: q }) : t('title')}</h1>

      <Form method="get" role="search" className="mt-6" aria-label={t('label')}>
        <div className="flex gap-2">
          <label htmlFor="search-q" className="sr-only">
            {t('label')}
          </label>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t('placeholder')}
            className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-base shadow-sm placeholder:text-slate-500 focus:border-primary-500 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
          />
          <button
            type="submit"
            className="rounded-full bg-primary-700 px-6 py-3 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('submit')}
          </button>
        </div>
        <fieldset className="mt-4 flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('kinds.label')}</legend>
          {KINDS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium has-checked:border-primary-700 has-checked:bg-primary-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-primary-500 dark:border-slate-700"
            >
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={kind === value}
                className="sr-only"
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              />
              {t(`kinds.${value}`)}
            </label>
          ))}
        </fieldset>
      </Form>

      <div
        aria-live="polite"
        aria-busy={searching}
        className={searching ? 'opacity-60 transition-opacity' : undefined}
      >
        {!q && <p className="mt-10 text-slate-600 dark:text-slate-400">{t('start')}</p>}

        {q && (!result || result.total === 0) && (
          <div
            className="mt-10 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
            data-testid="no-results"
          >
            <h2 className="text-lg font-semibold">{t('noResults')}</h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('noResultsHint', { query: q })}</p>
            <Link
              to={localePath(locale, '/glossary')}
              className="mt-4 inline-block font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
            >
              {t('browseGlossary')}
            </Link>
          </div>
        )}

        {result && result.total > 0 && (
          <>
            <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
              {t('count', { count: result.total })}
              {result.corrections.length > 0 &&
                ` · ${t('corrected', { words: result.corrections.map((c) => c.to).join(', ') })}`}
            </p>
            <ol className="mt-4 space-y-4" data-testid="search-results">
              {result.items.map((hit) => (
                <li
                  key={`${hit.kind}-${hit.id}`}
                  className="rounded-2xl border border-slate-200 p-5 transition hover:border-primary-400 dark:border-slate-800"
                >
                  <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                      {t(`badge.${hit.kind}`)}
                    </span>
                    {hit.exclusive && (
                      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                        {t('badge.exclusive')}
                      </span>
                    )}
                  </div>
                  <h2 className="mt-2 text-lg font-semibold [&_mark]:bg-primary-100 [&_mark]:text-inherit dark:[&_mark]:bg-primary-900">
                    <Link
                      to={localePath(locale, hit.path)}
                      className="hover:text-primary-700 hover:underline dark:hover:text-primary-300"
                      // The API escapes the text and adds only <mark> around matches.
                      dangerouslySetInnerHTML={{ __html: hit.titleHtml }}
                    />
                  </h2>
                  <p
                    className="mt-1 text-sm text-slate-600 dark:text-slate-300 [&_mark]:rounded-sm [&_mark]:bg-primary-100 [&_mark]:px-0.5 [&_mark]:text-inherit dark:[&_mark]:bg-primary-900"
                    dangerouslySetInnerHTML={{ __html: hit.snippetHtml }}
                  />
                </li>
              ))}
            </ol>
            {pages > 1 && (
              <nav
                aria-label={t('pagination')}
                className="mt-8 flex items-center justify-between gap-4 text-sm"
              >
                {result.page > 1 ? (
                  <Link
                    to={pageHref(result.page - 1)}
                    className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
                  >
                    {t('previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-slate-600 dark:text-slate-400">
                  {t('pageOf', { page: result.page, pages })}
                </span>
                {result.page < pages ? (
                  <Link
                    to={pageHref(result.page + 1)}
                    className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
                  >
                    {t('next')}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}
