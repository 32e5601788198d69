import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { EmptyState, inputClass, secondaryButtonClass } from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin-users';

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const email = url.searchParams.get('email') ?? '';
  const page = url.searchParams.get('page') ?? '1';
  return loadAdmin(args, async () => ({
    email,
    list: await adminApi(args.context, args.params).get('/admin/users', {
      search: new URLSearchParams({ ...(email ? { email } : {}), page }),
    }),
  }));
}

export default function AdminUsers({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const locale = routeLocale(params);
  const { list, email } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => `?${new URLSearchParams({ email, page: String(page) })}`;
  return (
    <>
      <AdminHeading title={t('sections.users')} intro={t('about.users')} />
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="min-w-48 flex-1 text-sm font-semibold">
          {t('users.search')}
          <input name="email" type="search" defaultValue={email} className={inputClass} />
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
          data-testid="user-list"
        >
          {list.data.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link
                  to={localePath(locale, `/admin/users/${user.id}`)}
                  className="font-semibold break-all hover:underline"
                >
                  {user.email}
                </Link>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {[user.firstName, user.surname].filter(Boolean).join(' ') || '—'} ·{' '}
                  {t(`roles.${user.role}`)}
                </p>
              </div>
              {user.blocked && (
                <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
                  {t('users.blocked')}
                </span>
              )}
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
