import type { AdminRedemption, RedemptionStatus } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { adminApi, type ActionResult, loadAdmin, runAction } from '../features/admin/admin-api.server.ts';
import {
  buttonClass,
  cardClass,
  dangerButtonClass,
  EmptyState,
  Field,
  FormNote,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import type { Route } from './+types/admin-redemptions';
import { formatSiteTime } from '../lib/site-time.ts';

const FILTERS = ['PENDING', 'COMPLETED', 'FAILED', 'all'] as const satisfies readonly (
  RedemptionStatus | 'all'
)[];
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('status') ?? 'PENDING';
  const status: Filter = (FILTERS as readonly string[]).includes(asked) ? (asked as Filter) : 'PENDING';
  const page = String(Math.max(1, Math.min(100_000, Number(url.searchParams.get('page')) || 1)));
  const query = new URLSearchParams({ page, pageSize: String(PAGE_SIZE) });
  if (status !== 'all') query.set('status', status);
  return loadAdmin(args, async () => ({
    status,
    list: await adminApi(args.context, args.params).get('/admin/redemptions', { search: query }),
  }));
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const [verb, id] = intent.split(':');
  const api = adminApi(args.context, args.params);
  return runAction(intent, async () => {
    if (verb === 'fulfil')
      await api.post('/admin/redemptions/{id}/fulfil', {
        params: { path: { id: Number(id) } },
        body: {
          trackingId: String(form.get('trackingId') ?? ''),
        },
      });
    else if (verb === 'cancel')
      await api.post('/admin/redemptions/{id}/cancel', {
        params: { path: { id: Number(id) } },
        body: {
          reason: String(form.get('reason') ?? ''),
        },
      });
    else throw new Response('Unknown intent', { status: 400 });
  });
}

function statusTone(status: RedemptionStatus) {
  if (status === 'PENDING') return 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200';
  if (status === 'COMPLETED')
    return 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200';
  return 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200';
}

function RedemptionCard({ item, result }: { item: AdminRedemption; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const navigation = useNavigation();
  const when = (iso: string) => formatSiteTime(i18n.language, iso);
  const errorsOf = (intent: string) =>
    result && !result.ok && result.intent === intent ? result.errors : {};
  const busy = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const fulfil = `fulfil:${item.id}`;
  const cancel = `cancel:${item.id}`;
  return (
    <li className={cardClass} data-testid={`redemption-${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <img src={item.image} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
          <div className="min-w-0">
            <p className="font-semibold">{item.rewardName}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              #{item.id} · {t(`options.${item.rewardType}`)} ·{' '}
              {t('redemptions.points', { count: item.pointsUsed })} · {when(item.redeemedAt)}
            </p>
          </div>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusTone(item.status)}`}>
          {t(`redemptions.statuses.${item.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-slate-600 dark:text-slate-400">{t('redemptions.member')}</dt>
        <dd className="break-all">
          {item.userEmail}
          {item.recipientName ? ` · ${item.recipientName}` : ''}
          {item.phone ? ` · ${item.phone}` : ''}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('redemptions.destination')}</dt>
        <dd className="break-all">{item.destination ?? '—'}</dd>
        {item.trackingId && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('redemptions.trackingId')}</dt>
            <dd className="break-all font-medium">
              {item.trackingId}
              {item.fulfilledAt ? ` · ${when(item.fulfilledAt)}` : ''}
            </dd>
          </>
        )}
        {item.cancelReason && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('redemptions.cancelReason')}</dt>
            <dd>
              {item.cancelReason}
              {item.cancelledAt ? ` · ${when(item.cancelledAt)}` : ''}
            </dd>
          </>
        )}
      </dl>
      {item.status === 'PENDING' && (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Form method="post" noValidate className="space-y-2" data-testid={`fulfil-${item.id}`}>
            <input type="hidden" name="intent" value={fulfil} />
            <Field
              form={`fulfil-${item.id}`}
              name="trackingId"
              label={t('redemptions.trackingId')}
              hint={t('redemptions.trackingHint')}
              error={errorsOf(fulfil).trackingId}
              maxLength={100}
              autoComplete="off"
            />
            <FormNote tone="error" message={errorsOf(fulfil).form} />
            <button type="submit" className={buttonClass} disabled={busy(fulfil)}>
              {busy(fulfil) ? t('common.saving') : t('redemptions.fulfil')}
            </button>
          </Form>
          <Form method="post" noValidate className="space-y-2" data-testid={`cancel-${item.id}`}>
            <input type="hidden" name="intent" value={cancel} />
            <Field
              form={`cancel-${item.id}`}
              name="reason"
              label={t('redemptions.reason')}
              hint={t('redemptions.reasonHint')}
              error={errorsOf(cancel).reason}
              maxLength={500}
            />
            <FormNote tone="error" message={errorsOf(cancel).form} />
            <button type="submit" className={dangerButtonClass} disabled={busy(cancel)}>
              {busy(cancel) ? t('common.saving') : t('redemptions.cancel')}
            </button>
          </Form>
        </div>
      )}
    </li>
  );
}

export default function AdminRedemptions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['admin-money', 'admin'], { nsMode: 'fallback' });
  const result = useActionData<ActionResult>();
  const { list, status } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) => `?${new URLSearchParams({ status, page: String(page) })}`;
  return (
    <>
      <AdminHeading title={t('sections.redemptions')} intro={t('about.redemptions')} />
      <nav aria-label={t('redemptions.filter')} className="mb-6 flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <Link
            key={value}
            to={`?status=${value}`}
            aria-current={status === value ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${status === value ? 'bg-primary-700 text-white' : 'border border-slate-300 dark:border-slate-700'}`}
          >
            {t(`redemptions.statuses.${value}`)}
          </Link>
        ))}
      </nav>
      {result?.ok && <FormNote tone="success" message={t('common.saved')} />}
      {list.data.length === 0 ? (
        <EmptyState message={t('redemptions.empty')} />
      ) : (
        <ul className="mt-4 space-y-3" data-testid="redemption-list">
          {list.data.map((item) => (
            <RedemptionCard key={item.id} item={item} result={result} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('common.pages')} className="mt-6 flex items-center justify-between gap-2 text-sm">
          {list.page > 1 ? <Link to={pageLink(list.page - 1)}>{t('common.previous')}</Link> : <span />}
          <span>{t('common.pageOf', { page: list.page, pages })}</span>
          {list.page < pages ? <Link to={pageLink(list.page + 1)}>{t('common.next')}</Link> : <span />}
        </nav>
      )}
    </>
  );
}
