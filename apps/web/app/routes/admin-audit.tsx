import type { AuditEntryView } from '@app/contracts/admin';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { cardClass, EmptyState, inputClass, secondaryButtonClass } from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { ApiError } from '../lib/api.ts';
import type { Route } from './+types/admin-audit';
import { formatSiteTime } from '../lib/site-time.ts';

const FILTERS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type Page = { data: AuditEntryView[]; total: number; page: number; pageSize: number };

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const filters: Record<string, string> = {};
  for (const name of [...FILTERS, 'page'] as const) {
    const value = url.searchParams.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return loadAdmin(args, async () => {
    try {
      const list = await adminApi(args.context, args.params).get('/admin/audit', {
        search: new URLSearchParams(filters),
      });
      return { filters, list, errors: {} as Record<string, string> };
    } catch (error) {
      // A bad filter (a date like 2026-02-31) is shown next to its field, with an empty list.
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      const errors: Record<string, string> = {};
      for (const field of error.body.fields ?? [])
        errors[field.path.replace(/^querystring\.?/, '')] ??= field.message;
      return { filters, list: { data: [], total: 0, page: 1, pageSize: 20 } as Page, errors };
    }
  });
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const { filters, list, errors } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => `?${new URLSearchParams({ ...filters, page: String(page) })}`;
  const when = (iso: string) => formatSiteTime(i18n.language, iso);
  return (
    <>
      <AdminHeading title={t('sections.audit')} intro={t('about.audit')} />
      <Form
        method="get"
        className={`${cardClass} mb-6 grid gap-3 sm:grid-cols-3`}
        role="search"
        data-testid="audit-filters"
      >
        {FILTERS.map((name) => (
          <label key={name} className="text-sm font-semibold">
            {t(`audit.filters.${name}`)}
            <input
              name={name}
              type={name === 'from' || name === 'to' ? 'date' : 'text'}
              defaultValue={filters[name] ?? ''}
              className={inputClass}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `audit-${name}-error` : undefined}
            />
            {errors[name] && (
              <span
                id={`audit-${name}-error`}
                className="mt-1 block text-sm font-medium text-red-700 dark:text-red-300"
              >
                {errors[name]}
              </span>
            )}
          </label>
        ))}
        <div className="flex items-end gap-2 sm:col-span-3">
          <button type="submit" className={secondaryButtonClass}>
            {t('common.filter')}
          </button>
          <Link to="?" className="text-sm underline">
            {t('common.clear')}
          </Link>
        </div>
      </Form>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {t('audit.count', { count: list.total })}
      </p>
      {list.data.length === 0 ? (
        <EmptyState message={t('common.empty')} />
      ) : (
        <ul className="space-y-2" data-testid="audit-list">
          {list.data.map((entry) => (
            <li key={entry.id} className={cardClass}>
              <details>
                <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
                  <span>
                    <code className="font-semibold">{entry.action}</code> · {entry.targetType}
                    {entry.targetId ? ` #${entry.targetId}` : ''}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {entry.actorEmail ?? entry.actorUserId} (
                    {t(`roles.${entry.actorRole}`, { defaultValue: entry.actorRole })}) ·{' '}
                    {when(entry.createdAt)}
                  </span>
                </summary>
                <div className="mt-3 space-y-2 text-sm">
                  {entry.reason && (
                    <p>
                      <span className="font-semibold">{t('audit.reason')}:</span> {entry.reason}
                    </p>
                  )}
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {t('audit.request', { id: entry.requestId ?? '—' })}
                  </p>
                  <div className="grid gap-2 lg:grid-cols-2">
                    {(['before', 'after'] as const).map((side) => (
                      <div key={side}>
                        <p className="font-semibold">{t(`audit.${side}`)}</p>
                        <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-100 p-2 text-xs dark:bg-slate-800">
                          {JSON.stringify(entry[side], null, 2)}
                        </pre>
                      </div>
                    ))}
                  </div>
                </div>
              </details>
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
