import type { AdminPayout, PayoutStatus } from '@app/contracts/payouts';
import { PAYOUT_STATUSES } from '@app/contracts/payouts';
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
  secondaryButtonClass,
} from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { formatSiteTime } from '../lib/site-time.ts';
import type { Route } from './+types/admin-payouts';

const FILTERS = ['all', ...PAYOUT_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('status') ?? 'all';
  const status: Filter = (FILTERS as readonly string[]).includes(asked) ? (asked as Filter) : 'all';
  const query = new URLSearchParams({ limit: '50' });
  if (status !== 'all') query.set('status', status);
  return loadAdmin(args, async () => ({
    status,
    queue: await adminApi(args.context, args.params).get('/admin/payouts', { search: query }),
  }));
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const [verb, id] = intent.split(':');
  const api = adminApi(args.context, args.params);
  return runAction(intent, async () => {
    if (verb === 'pause' || verb === 'resume')
      await api.post('/admin/payouts/pause', { body: { paused: verb === 'pause' } });
    else if (verb === 'reconcile') await api.post('/admin/payouts/reconcile');
    else if (verb === 'retry')
      await api.post('/admin/payouts/{id}/retry', { params: { path: { id: Number(id) } } });
    else if (verb === 'cancel')
      await api.post('/admin/payouts/{id}/cancel', {
        params: { path: { id: Number(id) } },
        body: { reason: String(form.get('reason') ?? '') },
      });
    else throw new Response('Unknown intent', { status: 400 });
  });
}

const TONE: Record<PayoutStatus, string> = {
  QUEUED: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  SIGNED: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  COMPLETED: 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200',
  FAILED: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  CANCELLED: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

function PayoutCard({ item, result }: { item: AdminPayout; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation(['payouts', 'admin'], { nsMode: 'fallback' });
  const navigation = useNavigation();
  const when = (iso: string) => formatSiteTime(i18n.language, iso);
  const retry = `retry:${item.id}`;
  const cancel = `cancel:${item.id}`;
  const errorsOf = (intent: string) =>
    result && !result.ok && result.intent === intent ? result.errors : {};
  const busy = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <li className={cardClass} data-testid={`payout-${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{t('list.amount', { amount: item.amount })}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            #{item.id} · {when(item.createdAt)}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${TONE[item.stage]}`}>
          {t(`admin.filters.${item.stage}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-600 dark:text-slate-400">{t('admin.member')}</dt>
        <dd className="break-all">{item.email}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('list.to')}</dt>
        <dd className="font-mono text-xs break-all">{item.toAddress}</dd>
        {item.nonce !== null && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('admin.nonce')}</dt>
            <dd>{item.nonce}</dd>
          </>
        )}
        {item.hashes.length > 0 && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('admin.hashes')}</dt>
            <dd className="font-mono text-xs break-all">
              {item.hashes.map((hash) => (
                <span key={hash} className={`block ${hash === item.txHash ? 'font-bold' : ''}`}>
                  {hash}
                </span>
              ))}
            </dd>
          </>
        )}
        {item.note && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('admin.note')}</dt>
            <dd>{item.note}</dd>
          </>
        )}
      </dl>
      {(item.stage === 'QUEUED' || item.stage === 'SIGNED') && (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value={retry} />
            <FormNote tone="error" message={errorsOf(retry).form} />
            <button type="submit" className={secondaryButtonClass} disabled={busy(retry)}>
              {busy(retry) ? t('admin.saving') : t('admin.retry')}
            </button>
          </Form>
          {item.stage === 'QUEUED' && (
            <Form method="post" noValidate className="space-y-2" data-testid={`cancel-${item.id}`}>
              <input type="hidden" name="intent" value={cancel} />
              <Field
                form={`cancel-${item.id}`}
                name="reason"
                label={t('admin.reason')}
                error={errorsOf(cancel).reason}
                maxLength={500}
              />
              <FormNote tone="error" message={errorsOf(cancel).form} />
              <button type="submit" className={dangerButtonClass} disabled={busy(cancel)}>
                {busy(cancel) ? t('admin.saving') : t('admin.cancel')}
              </button>
            </Form>
          )}
        </div>
      )}
    </li>
  );
}

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['payouts', 'admin'], { nsMode: 'fallback' });
  const result = useActionData<ActionResult>();
  const { queue, status } = loaderData;
  const when = (iso: string) => formatSiteTime(i18n.language, iso);
  const rec = queue.reconciliation;
  return (
    <>
      <AdminHeading title={t('admin.title')} intro={t('admin.intro')} />
      {!queue.enabled && <p className={`${cardClass} mb-4`}>{t('admin.off')}</p>}
      {queue.lowFunds && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          data-testid="payouts-low-funds"
        >
          {t('admin.lowFunds', { since: when(queue.lowFunds.since), reason: queue.lowFunds.reason })}
        </p>
      )}
      <div className={`${cardClass} mb-4 flex flex-wrap items-center justify-between gap-3`}>
        <div className="min-w-0 text-sm">
          <p className="font-semibold" data-testid="payouts-state">
            {queue.paused ? t('admin.paused') : t('admin.running')}
          </p>
          {queue.hotWallet && (
            <p
              className="text-xs break-all text-slate-600 dark:text-slate-400"
              data-testid="payouts-hot-wallet"
            >
              {t('admin.hotWallet')}: <span className="font-mono">{queue.hotWallet}</span>
            </p>
          )}
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value={queue.paused ? 'resume' : 'pause'} />
          <button type="submit" className={queue.paused ? buttonClass : dangerButtonClass}>
            {queue.paused ? t('admin.resume') : t('admin.pause')}
          </button>
        </Form>
      </div>
      <section
        className={`${cardClass} mb-6`}
        aria-labelledby="reconciliation-title"
        data-testid="payouts-reconciliation"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reconciliation-title" className="font-semibold">
            {t('admin.reconciliation')}
          </h2>
          {queue.enabled && (
            <Form method="post">
              <input type="hidden" name="intent" value="reconcile" />
              <button type="submit" className={secondaryButtonClass}>
                {t('admin.reconcileNow')}
              </button>
            </Form>
          )}
        </div>
        {!rec ? (
          <p className="mt-2 text-sm">{t('admin.neverReconciled')}</p>
        ) : (
          <>
            <p className="mt-2 text-sm">
              {t('admin.reconciled', {
                at: when(rec.at),
                from: rec.fromBlock,
                to: rec.toBlock,
                payouts: rec.payoutsChecked,
                transfers: rec.transfersOnChain,
              })}
            </p>
            {rec.mismatches.length === 0 ? (
              <p className="mt-1 text-sm font-semibold text-primary-800 dark:text-primary-200">
                {t('admin.noMismatch')}
              </p>
            ) : (
              <>
                <p className="mt-1 text-sm font-semibold text-red-800 dark:text-red-200">
                  {t('admin.mismatches', { count: rec.mismatches.length })}
                </p>
                <ul className="mt-2 space-y-1 text-sm">
                  {rec.mismatches.map((item, index) => (
                    <li key={index} className="break-all">
                      <strong>{t(`admin.kinds.${item.kind}`)}</strong>
                      {item.payoutId !== null ? ` #${item.payoutId}` : ''} · {item.detail}
                      {item.txHash ? <span className="block font-mono text-xs">{item.txHash}</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </section>
      <nav aria-label={t('admin.title')} className="mb-6 flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <Link
            key={value}
            to={`?status=${value}`}
            aria-current={status === value ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${status === value ? 'bg-primary-700 text-white' : 'border border-slate-300 dark:border-slate-700'}`}
          >
            {t(`admin.filters.${value}`)}
            {value !== 'all' && queue.counts[value] ? ` (${queue.counts[value]})` : ''}
          </Link>
        ))}
      </nav>
      {result?.ok && <FormNote tone="success" message={t('common.saved')} />}
      {result && !result.ok && ['pause', 'resume', 'reconcile'].includes(result.intent) && (
        <FormNote tone="error" message={result.errors.form} />
      )}
      {queue.data.length === 0 ? (
        <EmptyState message={t('admin.empty')} />
      ) : (
        <ul className="mt-4 space-y-3" data-testid="payout-queue">
          {queue.data.map((item) => (
            <PayoutCard key={item.id} item={item} result={result} />
          ))}
        </ul>
      )}
    </>
  );
}
