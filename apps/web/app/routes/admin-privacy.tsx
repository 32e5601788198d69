import type { AdminPrivacyRequest } from '@app/contracts/privacy';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLocation, useNavigation, useParams } from 'react-router';
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
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import { formatSiteTime } from '../lib/site-time.ts';
import type { Route } from './+types/admin-privacy';

const STATES = ['open', 'overdue', 'finished', 'all'] as const;
type State = (typeof STATES)[number];
const KINDS = ['all', 'export', 'closure'] as const;
type Kind = (typeof KINDS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses in which a request still waits for the site or a person. */
const OPEN = ['queued', 'awaiting_confirmation', 'cooling_off', 'needs_review', 'refused'];
const isOpen = (item: AdminPrivacyRequest) => OPEN.includes(item.status);

/** What a person may do with a request, as the API allows it. */
function actionsFor(item: AdminPrivacyRequest): ('retry' | 'cancel' | 'note')[] {
  const retry =
    item.kind === 'closure'
      ? ['refused', 'needs_review'].includes(item.status)
      : ['queued', 'failed', 'expired'].includes(item.status);
  const cancel =
    item.kind === 'closure' && ['awaiting_confirmation', 'cooling_off', 'needs_review'].includes(item.status);
  return [...(retry ? (['retry'] as const) : []), ...(cancel ? (['cancel'] as const) : []), 'note'];
}

function pick<T extends string>(values: readonly T[], asked: string | null, fallback: T): T {
  return (values as readonly string[]).includes(asked ?? '') ? (asked as T) : fallback;
}

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const state = pick(STATES, url.searchParams.get('state'), 'open');
  const kind = pick(KINDS, url.searchParams.get('kind'), 'all');
  return loadAdmin(args, async () => {
    const { items } = await adminApi(args.context, args.params).get('/admin/privacy/requests');
    const shown = items.filter(
      (item) =>
        (kind === 'all' || item.kind === kind) &&
        (state === 'all' ||
          (state === 'open' && isOpen(item)) ||
          (state === 'overdue' && item.overdue) ||
          (state === 'finished' && !isOpen(item))),
    );
    // The moment the page was made: "days left" reads the same on the server and in the browser.
    return {
      state,
      kind,
      items: shown,
      overdue: items.filter((item) => item.overdue).length,
      now: Date.now(),
    };
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(intent.split(':')[1]);
  const act = String(form.get('act') ?? '');
  return runAction(intent, async () => {
    if (!Number.isInteger(id) || !['retry', 'cancel', 'note'].includes(act))
      throw new Response('Unknown intent', { status: 400 });
    await adminApi(args.context, args.params).post('/admin/privacy/requests/{id}', {
      params: { path: { id } },
      body: { action: act as 'retry' | 'cancel' | 'note', reason: String(form.get('reason') ?? '') },
    });
    return { id };
  });
}

function statusTone(item: AdminPrivacyRequest) {
  if (item.overdue) return 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200';
  if (['needs_review', 'refused'].includes(item.status))
    return 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200';
  if (isOpen(item)) return 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200';
  return 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200';
}

function RequestCard({
  item,
  now,
  result,
}: {
  item: AdminPrivacyRequest;
  now: number;
  result: ActionResult | undefined;
}) {
  const { t, i18n } = useTranslation('admin');
  const navigation = useNavigation();
  const locale = routeLocale(useParams());
  const intent = `privacy:${item.id}`;
  const errors = result && !result.ok && result.intent === intent ? result.errors : {};
  const done = result?.ok && result.intent === intent;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const when = (iso: string) => formatSiteTime(i18n.language, iso);
  const days = Math.ceil((Date.parse(item.deadlineAt) - now) / DAY_MS);
  const open = isOpen(item);
  const formId = `privacy-${item.id}`;
  return (
    <li
      className={`${cardClass} ${item.overdue ? 'border-l-4 border-l-red-600 dark:border-l-red-400' : ''}`}
      data-testid={`privacy-request-${item.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold">
            {t(`privacy.kinds.${item.kind}`)} #{item.id}
          </h2>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            <Link
              to={localePath(locale, `/admin/users/${item.userId}`)}
              className="underline underline-offset-2"
            >
              {item.email}
            </Link>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusTone(item)}`}>
          {t(`privacy.statuses.${item.status}`, { defaultValue: item.status })}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-slate-600 dark:text-slate-400">{t('privacy.requested')}</dt>
        <dd>
          <time dateTime={item.requestedAt}>{when(item.requestedAt)}</time>
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('privacy.deadline')}</dt>
        <dd data-testid="privacy-deadline">
          <time dateTime={item.deadlineAt}>{when(item.deadlineAt)}</time>
          {open && (
            <strong
              className={`ms-2 font-semibold ${item.overdue ? 'text-red-700 dark:text-red-300' : 'text-slate-800 dark:text-slate-200'}`}
            >
              {item.overdue
                ? t('privacy.overdueBy', { count: Math.max(1, -days) })
                : t('privacy.daysLeft', { count: Math.max(0, days) })}
            </strong>
          )}
        </dd>
        {item.eraseAfter && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('privacy.eraseAfter')}</dt>
            <dd>
              <time dateTime={item.eraseAfter}>{when(item.eraseAfter)}</time>
            </dd>
          </>
        )}
        {item.reason && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('privacy.reason')}</dt>
            <dd className="break-words">{item.reason}</dd>
          </>
        )}
      </dl>
      <Form method="post" noValidate className="mt-4 space-y-2" data-testid={`privacy-actions-${item.id}`}>
        <input type="hidden" name="intent" value={intent} />
        <Field
          form={formId}
          name="reason"
          label={t('privacy.actionReason')}
          hint={t('privacy.actionReasonHint')}
          error={errors.reason}
          maxLength={500}
          autoComplete="off"
          required
        />
        <FormNote tone="error" message={errors.form} />
        {done && <FormNote tone="success" message={t('privacy.done')} />}
        <div className="flex flex-wrap gap-2">
          {actionsFor(item).map((act) => (
            <button
              key={act}
              type="submit"
              name="act"
              value={act}
              disabled={busy}
              className={
                act === 'cancel' ? dangerButtonClass : act === 'retry' ? buttonClass : secondaryButtonClass
              }
            >
              {t(`privacy.actions.${act}.${item.kind}`)}
            </button>
          ))}
        </div>
      </Form>
    </li>
  );
}

export default function AdminPrivacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const location = useLocation();
  const { state, kind, items, overdue, now } = loaderData;
  // Moving between filters of this page: the list waits for the next one.
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const link = (next: Partial<{ state: State; kind: Kind }>) =>
    `?${new URLSearchParams({ state, kind, ...next })}`;
  const pill = (current: boolean) =>
    `rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-primary-700 text-white' : 'border border-slate-300 dark:border-slate-700'}`;
  return (
    <>
      <AdminHeading title={t('sections.privacy')} intro={t('about.privacy')} />
      {overdue > 0 && (
        <p
          role="alert"
          className="mb-4 rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {t('privacy.overdueAlert', { count: overdue })}
        </p>
      )}
      <nav aria-label={t('privacy.filterState')} className="mb-3 flex flex-wrap gap-2">
        {STATES.map((value) => (
          <Link
            key={value}
            to={link({ state: value })}
            aria-current={state === value ? 'page' : undefined}
            className={pill(state === value)}
          >
            {t(`privacy.states.${value}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('privacy.filterKind')} className="mb-6 flex flex-wrap gap-2">
        {KINDS.map((value) => (
          <Link
            key={value}
            to={link({ kind: value })}
            aria-current={kind === value ? 'page' : undefined}
            className={pill(kind === value)}
          >
            {t(`privacy.kindFilter.${value}`)}
          </Link>
        ))}
      </nav>
      <div aria-live="polite" className="sr-only">
        {loading ? t('privacy.loading') : ''}
      </div>
      {loading && (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="privacy-loading">
          {t('privacy.loading')}
        </p>
      )}
      <div aria-busy={loading} className={loading ? 'opacity-60' : undefined}>
        {items.length === 0 ? (
          <EmptyState message={t(`privacy.empty.${state}`)} />
        ) : (
          <ul className="space-y-3" data-testid="privacy-list">
            {items.map((item) => (
              <RequestCard key={item.id} item={item} now={now} result={result} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
