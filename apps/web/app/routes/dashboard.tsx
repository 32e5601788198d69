import { ACTIVITY_STATUSES, ACTIVITY_TYPES, IDEMPOTENCY_KEY_PATTERN } from '@app/contracts/money';
import { settle } from '../lib/api.ts';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { EarningChecklist } from '../features/earning/earning-checklist.tsx';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { loginPath } from '../features/profile/sso-flow.server.ts';
import { PayoutsList } from '../features/payouts/payouts-list.tsx';
import { ReviewSummaryCard } from '../features/review/review-summary-card.tsx';
import { ActivityTable } from '../features/wallet/activity-table.tsx';
import { DashboardSummary } from '../features/wallet/dashboard-summary.tsx';
import { type RedeemTokenFailure, RedeemTokenForm } from '../features/wallet/redeem-token-form.tsx';
import { type SendKkubFailure, SendKkubForm } from '../features/wallet/send-kkub-form.tsx';
import { localePath } from '../lib/site-map.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import type { Route } from './+types/dashboard';

const PAGE_SIZE = 10;

/** The filters a link may carry; anything else is dropped rather than sent on to the API. */
function readFilters(url: URL) {
  const type = url.searchParams.get('type') ?? '';
  const status = url.searchParams.get('status') ?? '';
  return {
    page: Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1)),
    type: (ACTIVITY_TYPES as readonly string[]).includes(type) ? type : undefined,
    status: (ACTIVITY_STATUSES as readonly string[]).includes(status) ? status : undefined,
  };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const filters = readFilters(new URL(request.url));
  const query = new URLSearchParams({ page: String(filters.page), limit: String(PAGE_SIZE) });
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  const api = serverApi(context, params);
  return loadPrivate(request, locale, async () => {
    // One call for everything the page shows, the review deck's card included: the server reads
    // each of the reader's rows once.
    const { dashboard, activities, checklist, payouts, kept, review } = await api.get(
      '/client/dashboard-page',
      { search: query },
    );
    return {
      dashboard,
      activities,
      // Shown until every step is done; a newcomer's dashboard then looks like anyone's.
      checklist: checklist.allDone ? null : checklist,
      payouts,
      kept,
      review,
      filters: { type: filters.type, status: filters.status },
      // One key per visit: a double click or a resent form converts once.
      idempotencyKey: `redeem-token-${crypto.randomUUID()}`,
      sendKey: `send-kkub-${crypto.randomUUID()}`,
      converted: readConverted(new URL(request.url)),
      sent: readSent(new URL(request.url)),
    };
  });
}

/** The conversion just made, as the action's redirect reports it (`?converted=150&kkub=1.5`). */
function readConverted(url: URL): { points: number; kkub: string } | null {
  const points = url.searchParams.get('converted') ?? '';
  const kkub = url.searchParams.get('kkub') ?? '';
  if (!/^\d{1,12}$/.test(points) || !/^\d{1,20}(\.\d{1,8})?$/.test(kkub)) return null;
  return { points: Number(points), kkub };
}

/** The KKUB just sent, as the action's redirect reports it (`?sent=2.5`). */
function readSent(url: URL): string | null {
  const sent = url.searchParams.get('sent') ?? '';
  return /^\d{1,20}(\.\d{1,8})?$/.test(sent) ? sent : null;
}

const PIN_CODES = new Set([
  'PIN_REQUIRED',
  'PIN_FORMAT_INVALID',
  'PIN_INCORRECT',
  'PIN_LOCKED',
  'PIN_NOT_SET',
]);
const POINTS_CODES = new Set([
  'REDEEM_TOKEN_POINTS_INVALID',
  'REDEEM_INSUFFICIENT_POINTS',
  'PAYOUT_DAILY_LIMIT',
]);

/** Sending kept KKUB to the proven wallet; a refusal comes back under its field. */
async function sendKkub({ context, params, request }: Route.ActionArgs, form: FormData) {
  const locale = routeLocale(params);
  const key = String(form.get('idempotencyKey') ?? '');
  const sent = await settle(
    serverApi(context, params).form.post(
      '/client/kept-kkub/send',
      { amount: String(form.get('amount') ?? '').trim(), pin: String(form.get('pin') ?? '') },
      { headers: IDEMPOTENCY_KEY_PATTERN.test(key) ? { 'idempotency-key': key } : {} },
    ),
  );
  if (sent.ok) throw redirect(`${localePath(locale, '/dashboard')}?sent=${sent.value.kkub}`);
  const { status, body } = sent.error;
  if (status === 401) throw redirect(loginPath(locale, request));
  if (status >= 500) throw new Error(`send kkub failed with ${status}`);
  const path = body.fields?.[0]?.path ?? '';
  const field: SendKkubFailure['field'] =
    PIN_CODES.has(body.code) || path === 'body.pin'
      ? 'pin'
      : AMOUNT_CODES.has(body.code) || path === 'body.amount'
        ? 'amount'
        : 'form';
  const message = field === 'form' ? body.message : (body.fields?.[0]?.message ?? body.message);
  const wallet = body.code === 'PAYOUT_WALLET_REQUIRED';
  return data({ intent: 'send-kkub', field, message, wallet } satisfies SendKkubFailure, { status });
}
const AMOUNT_CODES = new Set([
  'PAYOUT_SEND_AMOUNT_INVALID',
  'PAYOUT_SEND_MORE_THAN_KEPT',
  'PAYOUT_DAILY_LIMIT',
]);

/** Redeem Token: converts points to KKUB with the PIN; a refusal comes back under its field. */
export async function action(args: Route.ActionArgs) {
  const { context, params, request } = args;
  const locale = routeLocale(params);
  const form = await request.formData();
  if (form.get('intent') === 'send-kkub') return sendKkub(args, form);
  if (form.get('intent') !== 'redeem-token') throw data(null, { status: 400 });
  const raw = String(form.get('points') ?? '').trim();
  const key = String(form.get('idempotencyKey') ?? '');
  const sent = await settle(
    serverApi(context, params).form.post(
      '/client/redeem-token',
      // Digits go as a number; anything else as typed, for the API to explain under the field.
      { points: /^\d{1,12}$/.test(raw) ? Number(raw) : raw, pin: String(form.get('pin') ?? '') },
      { headers: IDEMPOTENCY_KEY_PATTERN.test(key) ? { 'idempotency-key': key } : {} },
    ),
  );
  if (sent.ok) {
    const done = sent.value;
    throw redirect(`${localePath(locale, '/dashboard')}?converted=${done.points}&kkub=${done.kkub}`);
  }
  const { status, body } = sent.error;
  if (status === 401) throw redirect(loginPath(locale, request));
  if (status >= 500) throw new Error(`redeem token failed with ${status}`);
  const path = body.fields?.[0]?.path ?? '';
  const field: RedeemTokenFailure['field'] =
    PIN_CODES.has(body.code) || path === 'body.pin'
      ? 'pin'
      : POINTS_CODES.has(body.code) || path === 'body.points'
        ? 'points'
        : 'form';
  const message = field === 'form' ? body.message : (body.fields?.[0]?.message ?? body.message);
  return data({ field, message } satisfies RedeemTokenFailure, { status });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/dashboard',
    title: t('wallet:meta.dashboard'),
    robots: 'noindex',
  }));
}

export default function DashboardPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('wallet');
  const locale = routeLocale(params);
  const {
    dashboard,
    activities,
    checklist,
    payouts,
    kept,
    review,
    filters,
    idempotencyKey,
    sendKey,
    converted,
    sent,
  } = loaderData;
  const failure = actionData as RedeemTokenFailure | SendKkubFailure | undefined;
  const sendFailure = failure && 'intent' in failure ? failure : undefined;
  const redeemFailure = failure && !('intent' in failure) ? failure : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" data-testid="dashboard-page">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('dashboard.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{t('dashboard.intro')}</p>
      {checklist && (
        <div className="mt-8">
          <EarningChecklist checklist={checklist} locale={locale} more />
        </div>
      )}
      <DashboardSummary dashboard={dashboard} locale={locale} />
      <div className="mt-8">
        <ReviewSummaryCard progress={review} locale={locale} />
      </div>
      <RedeemTokenForm
        locale={locale}
        points={dashboard.points}
        hasPin={dashboard.hasPin}
        idempotencyKey={idempotencyKey}
        failure={redeemFailure}
        converted={actionData ? null : converted}
      />
      <SendKkubForm
        locale={locale}
        kept={kept}
        hasPin={dashboard.hasPin}
        idempotencyKey={sendKey}
        failure={sendFailure}
        sent={actionData ? null : sent}
      />
      <PayoutsList payouts={payouts} locale={locale} />
      <ActivityTable page={activities} locale={locale} filters={filters} />
    </div>
  );
}
