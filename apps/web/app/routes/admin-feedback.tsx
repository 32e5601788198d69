import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData } from 'react-router';
import { adminApi, type ActionResult, loadAdmin, runAction } from '../features/admin/admin-api.server.ts';
import {
  cardClass,
  EmptyState,
  FormNote,
  inputClass,
  secondaryButtonClass,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import type { Route } from './+types/admin-feedback';
import { formatSiteTime } from '../lib/site-time.ts';

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const status = ['open', 'handled', 'all'].includes(url.searchParams.get('status') ?? '')
    ? url.searchParams.get('status')!
    : 'open';
  const page = url.searchParams.get('page') ?? '1';
  return loadAdmin(args, async () => ({
    status,
    list: await adminApi(args.context, args.params).get('/admin/feedback', {
      search: new URLSearchParams({ status, page }),
    }),
  }));
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const id = String(form.get('id') ?? '');
  const handled = form.get('handled') === 'true';
  return runAction(`handle:${id}`, async () => {
    await adminApi(args.context, args.params).post('/admin/feedback/{id}/handled', {
      params: { path: { id: Number(id) } },
      body: {
        handled,
        note: String(form.get('note') ?? ''),
      },
    });
  });
}

export default function AdminFeedbackPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const result = useActionData<ActionResult>();
  const { list, status } = loaderData;
  const when = (iso: string) => formatSiteTime(i18n.language, iso);
  return (
    <>
      <AdminHeading title={t('sections.feedback')} intro={t('about.feedback')} />
      <nav aria-label={t('feedback.filter')} className="mb-6 flex gap-2">
        {['open', 'handled', 'all'].map((value) => (
          <Link
            key={value}
            to={`?status=${value}`}
            aria-current={status === value ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${status === value ? 'bg-primary-700 text-white' : 'border border-slate-300 dark:border-slate-700'}`}
          >
            {t(`feedback.statuses.${value}`)}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <EmptyState message={t('feedback.empty')} />
      ) : (
        <ul className="space-y-3" data-testid="feedback-list">
          {list.data.map((item) => {
            const mine = result?.intent === `handle:${item.id}` ? result : undefined;
            return (
              <li key={item.id} className={cardClass}>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t(`feedback.types.${item.type}`)} · {item.topic} · {item.locale.toUpperCase()} ·{' '}
                  {when(item.createdAt)} · {item.userEmail ?? t('feedback.visitor')}
                </p>
                <p className="mt-2 whitespace-pre-wrap">{item.message}</p>
                {item.handledAt && (
                  <p className="mt-2 text-sm text-primary-800 dark:text-primary-200">
                    {t('feedback.handledBy', { who: item.handledByEmail ?? '?', when: when(item.handledAt) })}
                    {item.note ? ` — ${item.note}` : ''}
                  </p>
                )}
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="handled" value={item.handledAt ? 'false' : 'true'} />
                  {!item.handledAt && (
                    <label className="min-w-48 flex-1 text-sm font-semibold">
                      {t('feedback.note')}
                      <input name="note" className={inputClass} maxLength={500} />
                    </label>
                  )}
                  <button type="submit" className={secondaryButtonClass}>
                    {item.handledAt ? t('feedback.reopen') : t('feedback.markHandled')}
                  </button>
                </Form>
                {mine && !mine.ok && (
                  <div className="mt-2">
                    <FormNote tone="error" message={Object.values(mine.errors)[0]} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
