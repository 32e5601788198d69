import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/my-quiz';
import { siteTimeFormat } from '../lib/site-time.ts';

const KINDS = ['all', 'main', 'pop', 'saved'] as const;
type Kind = (typeof KINDS)[number];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kindParam = url.searchParams.get('kind');
  const kind: Kind = KINDS.find((k) => k === kindParam) ?? 'all';
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const page = Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1));
  const query = new URLSearchParams({ kind, page: String(page), pageSize: '10' });
  if (search) query.set('search', search);
  const history = await loadPrivate(request, routeLocale(params), () =>
    serverApi(context, params).get('/client/v2/quiz-history_v2', { search: query }),
  );
  return { history, kind, search };
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({ path: '/my-quiz', title: t('quizzes:meta.myQuiz'), robots: 'noindex' }));
}

export default function MyQuizPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('quizzes');
  const locale = routeLocale(params);
  const { history, kind, search } = loaderData;
  const date = siteTimeFormat(locale, 'date');
  const tabLink = (to: Kind) => {
    const query = new URLSearchParams();
    if (to !== 'all') query.set('kind', to);
    if (search) query.set('search', search);
    const text = query.toString();
    return `${localePath(locale, '/my-quiz')}${text ? `?${text}` : ''}`;
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('my.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('my.intro')}</p>
      <p className="mt-2 text-sm font-semibold" data-testid="my-quiz-quota">
        {history.totalQuota === null
          ? t('my.noQuota')
          : t('my.quota', { remaining: history.remainingQuota, total: history.totalQuota })}
      </p>

      <nav aria-label={t('my.title')} className="mt-6 flex flex-wrap gap-2">
        {KINDS.map((k) => (
          <Link
            key={k}
            to={tabLink(k)}
            aria-current={k === kind ? 'page' : undefined}
            className={
              k === kind
                ? 'min-h-11 rounded-full bg-primary-700 px-4 py-2.5 text-sm font-semibold text-white'
                : 'min-h-11 rounded-full border border-slate-300 px-4 py-2.5 text-sm font-semibold dark:border-slate-700'
            }
          >
            {t(`my.${k}`)}
          </Link>
        ))}
      </nav>

      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        {kind !== 'all' && <input type="hidden" name="kind" value={kind} />}
        <label htmlFor="my-quiz-search" className="sr-only">
          {t('my.search')}
        </label>
        <input
          id="my-quiz-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder={t('list.searchPlaceholder')}
          // min-w-0: a search input is wide by default and would push the button off a phone screen.
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 dark:border-slate-700 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('list.searchButton')}
        </button>
      </Form>

      {history.data.length === 0 ? (
        <div
          data-testid="my-quiz-empty"
          className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
        >
          <p className="text-xl font-semibold">{t('my.empty')}</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('my.emptyHint')}</p>
          <Link
            to={localePath(locale, '/quizzes')}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('my.browse')}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4" data-testid="my-quiz-list">
          {history.data.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold uppercase text-primary-700 dark:text-primary-300">
                  {t(`my.${item.kind}`)}
                </p>
                <h2 className="text-lg font-semibold">{item.title}</h2>
                {item.articleTitle && (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('list.article', { title: item.articleTitle })}
                  </p>
                )}
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {item.completedAt
                    ? t('my.completed', { date: date.format(new Date(item.completedAt)) })
                    : t('my.savedOn', { answered: item.answeredCount, total: item.questionCount })}
                  {item.result && ` · ${item.result === 'pass' ? t('my.pass') : t('my.fail')}`}
                  {item.grade && ` · ${item.grade}`}
                  {item.rewardPoints > 0 && ` · ${t('my.points', { count: item.rewardPoints })}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {item.kind === 'saved' && item.slug && (
                  <Link
                    to={localePath(locale, `/quizzes/${item.slug}`)}
                    className="min-h-11 rounded-full bg-primary-700 px-4 py-2.5 text-sm font-semibold text-white"
                  >
                    {t('my.continue')}
                  </Link>
                )}
                {item.kind === 'main' && item.slug && (
                  <Link
                    to={localePath(locale, `/quizzes/${item.slug}/result`)}
                    className="min-h-11 rounded-full border border-slate-300 px-4 py-2.5 text-sm font-semibold dark:border-slate-700"
                  >
                    {t('my.result')}
                  </Link>
                )}
                {item.kind === 'pop' && (
                  <Link
                    to={localePath(locale, '/pop-quiz#history-section')}
                    className="min-h-11 rounded-full border border-slate-300 px-4 py-2.5 text-sm font-semibold dark:border-slate-700"
                  >
                    {t('my.popHistory')}
                  </Link>
                )}
                {item.certificateCode && (
                  <Link
                    to={localePath(locale, `/verify/${item.certificateCode}`)}
                    className="min-h-11 rounded-full border border-slate-300 px-4 py-2.5 text-sm font-semibold dark:border-slate-700"
                  >
                    {t('my.certificate')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
