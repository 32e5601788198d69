import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { QuizCard } from '../features/quizzes/quiz-card.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/quizzes';

const PAGE_SIZE = 12;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const page = Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1));
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (search) query.set('search', search);
  const list = await serverApi(context, params).get('/client/v2/article-quiz-list', { search: query });
  return { list, search };
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/quizzes',
    title: t('quizzes:meta.list'),
    description: t('quizzes:meta.listDescription'),
  }));
}

export default function QuizzesPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('quizzes');
  const locale = routeLocale(params);
  const { list, search } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (to: number) => {
    const query = new URLSearchParams();
    if (search) query.set('search', search);
    if (to > 1) query.set('page', String(to));
    const text = query.toString();
    return `${localePath(locale, '/quizzes')}${text ? `?${text}` : ''}`;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('list.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{t('list.intro')}</p>

      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="quiz-search" className="sr-only">
          {t('list.search')}
        </label>
        <input
          id="quiz-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder={t('list.searchPlaceholder')}
          className="min-h-11 flex-1 rounded-full border border-slate-300 bg-white px-4 dark:border-slate-700 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('list.searchButton')}
        </button>
      </Form>

      {list.data.length === 0 ? (
        <div
          data-testid="quizzes-empty"
          className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
        >
          <p className="text-xl font-semibold">{t('list.empty')}</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('list.emptyHint')}</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="quiz-list">
          {list.data.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} locale={locale} />
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav
          aria-label={t('list.page', { page: list.page, pages })}
          className="mt-8 flex items-center justify-between gap-4 text-sm"
        >
          {list.page > 1 ? (
            <Link
              to={pageLink(list.page - 1)}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              {t('list.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('list.page', { page: list.page, pages })}</span>
          {list.page < pages ? (
            <Link
              to={pageLink(list.page + 1)}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              {t('list.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
