import { SEARCH_MAX_LENGTH } from '@app/contracts/discovery';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { GlossaryIndexNav } from '../features/discovery/glossary-index-nav.tsx';
import { GlossaryList } from '../features/discovery/glossary-list.tsx';
import { GlossaryPages, useOldLetterAnchor } from '../features/discovery/glossary-pages.tsx';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/glossary';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const by = url.searchParams.get('by');
  const requested = url.searchParams.get('page');
  // One page of the list (search results too), ordered and cut on the server: Thai readers browse
  // ก-ฮ first, English readers A-Z, and either can switch; the index links to the page where each
  // letter starts.
  const answer = await serverApi(context, params).get('/client/glossary-page', {
    search: new URLSearchParams({
      ...(by === 'en' || by === 'th' ? { by } : {}),
      ...(requested ? { page: requested.slice(0, 12) } : {}),
      ...(query ? { search: query } : {}),
    }),
  });
  return {
    groups: answer.groups,
    page: answer.page,
    pageCount: answer.pageCount,
    letterPages: answer.letterPages,
    count: answer.count,
    query,
    alphabet: answer.alphabet,
    // Kept in links (pages, the other index) only when the address chose an alphabet itself.
    by: by === 'en' || by === 'th' ? by : undefined,
    total: answer.total,
  };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  const search = new URLSearchParams({
    ...(data?.by ? { by: data.by } : {}),
    ...(data && data.page > 1 ? { page: String(data.page) } : {}),
  }).toString();
  return routeMeta(args, (t) => ({
    path: `/glossary${search ? `?${search}` : ''}`,
    title: t('discovery:glossary.title'),
    description: t('discovery:glossary.intro', { count: args.loaderData?.total ?? 0 }),
  }));
}

export default function GlossaryPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('discovery');
  const locale = routeLocale(params);
  const { groups, page, pageCount, letterPages, count, query, alphabet, total } = loaderData;
  useOldLetterAnchor(letterPages, page, alphabet, query);
  return (
    <>
      <PageHeader title={t('glossary.title')} intro={t('glossary.intro', { count: total })}>
        <Form method="get" role="search" className="mt-6 flex max-w-2xl flex-col gap-2 sm:flex-row">
          <input type="hidden" name="by" value={alphabet} />
          <label htmlFor="glossary-search" className="sr-only">
            {t('glossary.searchLabel')}
          </label>
          <input
            id="glossary-search"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            maxLength={100}
            placeholder={t('glossary.searchPlaceholder')}
            className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-base shadow-sm placeholder:text-slate-500 focus:border-primary-500 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
          />
          <button
            type="submit"
            className="rounded-full bg-primary-700 px-6 py-3 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('glossary.search')}
          </button>
        </Form>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900/60">
          {(['en', 'th'] as const).map((index) => (
            <GlossaryIndexNav
              key={index}
              alphabet={index}
              current={alphabet}
              page={page}
              letterPages={letterPages[index]}
              query={query}
            />
          ))}
        </div>

        {query && (
          <p
            className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400"
            role="status"
            data-testid="glossary-result-count"
          >
            <span>{t('glossary.resultCount', { count, query })}</span>
            <Link
              to={{ pathname: localePath(locale, '/glossary'), search: `?by=${alphabet}` }}
              className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
            >
              {t('glossary.clear')}
            </Link>
          </p>
        )}

        {count === 0 ? (
          <div
            className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
            data-testid="glossary-empty"
          >
            <p className="text-lg font-semibold">{t('glossary.noResultsTitle')}</p>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              {t('glossary.noResultsBody', { query })}
            </p>
          </div>
        ) : (
          <div className="mt-8">
            <GlossaryList groups={groups} alphabet={alphabet} locale={locale} />
            <GlossaryPages page={page} pageCount={pageCount} alphabet={alphabet} query={query} />
          </div>
        )}
      </div>
    </>
  );
}
