import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import {
  buttonClass,
  EmptyState,
  inputClass,
  secondaryButtonClass,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin-articles';
import { formatSiteTime } from '../lib/site-time.ts';

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const query = new URLSearchParams();
  for (const name of ['q', 'status', 'page']) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return loadAdmin(args, async () => ({
    list: await adminApi(args.context, args.params).get('/admin/articles', { search: query }),
    q: url.searchParams.get('q') ?? '',
    status: url.searchParams.get('status') ?? 'all',
  }));
}

export default function AdminArticles({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = routeLocale(params);
  const { list, q, status } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => `?${new URLSearchParams({ q, status, page: String(page) })}`;
  return (
    <>
      <AdminHeading
        title={t('sections.articles')}
        intro={t('about.articles')}
        actions={
          <Link to={localePath(locale, '/admin/articles/new')} className={buttonClass}>
            {t('articles.new')}
          </Link>
        }
      />
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" role="search">
        <label className="min-w-48 flex-1 text-sm font-semibold">
          {t('articles.search')}
          <input name="q" defaultValue={q} className={inputClass} type="search" />
        </label>
        <label className="text-sm font-semibold">
          {t('articles.status')}
          <select name="status" defaultValue={status} className={inputClass}>
            {['all', 'published', 'draft'].map((value) => (
              <option key={value} value={value}>
                {t(`articles.statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {t('common.filter')}
        </button>
      </Form>
      {list.data.length === 0 ? (
        <EmptyState message={t('common.empty')} />
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          data-testid="article-list"
        >
          {list.data.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link
                  to={localePath(locale, `/admin/articles/${article.id}`)}
                  className="font-semibold hover:underline"
                >
                  {article.title}
                </Link>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  /{article.slug} · {article.locales.join(', ').toUpperCase()} ·{' '}
                  {formatSiteTime(i18n.language, article.updatedAt)}
                </p>
              </div>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  article.published
                    ? 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
                    : 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
                }`}
              >
                {article.published ? t('articles.statuses.published') : t('articles.statuses.draft')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('common.pages')} className="mt-4 flex items-center gap-3 text-sm">
          {list.page > 1 && <Link to={pageLink(list.page - 1)}>{t('common.previous')}</Link>}
          <span>{t('common.pageOf', { page: list.page, pages })}</span>
          {list.page < pages && <Link to={pageLink(list.page + 1)}>{t('common.next')}</Link>}
        </nav>
      )}
    </>
  );
}
