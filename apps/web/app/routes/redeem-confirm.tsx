import { type ErrorCode, errorMessage } from '@app/contracts/errors';
import { isKycRefusalMessage, VerifyKycLink } from '../components/verify-kyc-link.tsx';
import { IDEMPOTENCY_KEY_PATTERN } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { inputClass, FieldError } from '../components/ui/text-field.tsx';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { loginPath } from '../features/profile/sso-flow.server.ts';
import { formatPoints } from '../features/rewards/format.ts';
import { RedeemChecklist, requirementsFor } from '../features/rewards/redeem-checklist.tsx';
import { buttonClass } from '../features/rewards/redeem-header.tsx';
import { ApiError, settle } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/redeem-confirm';

/** Refusals about the PIN itself are shown under the PIN field; the rest above the form. */
const PIN_CODES = new Set<string>(['PIN_REQUIRED', 'PIN_FORMAT_INVALID', 'PIN_INCORRECT', 'PIN_LOCKED']);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  try {
    const detail = await loadPrivate(request, locale, () =>
      serverApi(context, params).get('/client/redeems/{id}', { params: { path: { id: Number(params.id) } } }),
    );
    // One key per confirmation page: a double click or a resent form redeems once.
    return { detail, idempotencyKey: crypto.randomUUID() };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return data({ detail: null, idempotencyKey: '' }, { status: 404 });
    }
    throw error;
  }
}

type ActionResult = { field: 'pin' | 'form'; code: ErrorCode; message: string };

export async function action({ context, params, request }: Route.ActionArgs) {
  const locale = routeLocale(params);
  const form = await request.formData();
  const pin = String(form.get('pin') ?? '');
  const key = String(form.get('idempotencyKey') ?? '');
  const sent = await settle(
    serverApi(context, params).post('/client/redeems/{id}/submit', {
      params: { path: { id: Number(params.id) } },
      headers: IDEMPOTENCY_KEY_PATTERN.test(key) ? { 'idempotency-key': key } : {},
      body: { pin },
    }),
  );
  if (sent.ok) {
    throw redirect(`${localePath(locale, '/redeem/tracking')}?redeemed=${sent.value.redemption.id}`);
  }
  const { status, body } = sent.error;
  if (status === 401) throw redirect(loginPath(locale, request));
  if (status >= 500) throw new Error(`redeem failed with ${status}`);
  return data(
    {
      field: PIN_CODES.has(body.code) ? 'pin' : 'form',
      code: body.code,
      message: body.message,
    } satisfies ActionResult,
    { status },
  );
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: `/redeem/${args.params.id}`,
    title: t('rewards:meta.confirm'),
    robots: 'noindex',
  }));
}

export default function RedeemConfirmPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const locale = routeLocale(params);
  const navigation = useNavigation();
  const { detail, idempotencyKey } = loaderData;
  if (!detail?.account) return <ErrorPage kind="notFound" locale={locale} />;
  const { reward, account } = detail;
  const failure = actionData as ActionResult | undefined;
  const requirements = requirementsFor(reward, account, locale, t, `/${locale}/redeem/${reward.id}`);
  const blockers = [
    ...(reward.stock <= 0 ? [errorMessage('REDEEM_OUT_OF_REWARD', locale)] : []),
    ...(reward.redeemedByMe !== null && reward.redeemedByMe >= reward.perUserLimit
      ? [errorMessage('REDEEM_LIMIT_EXCEEDED', locale)]
      : []),
    ...(account.points < reward.costPoints ? [errorMessage('REDEEM_INSUFFICIENT_POINTS', locale)] : []),
  ];
  const ready = blockers.length === 0 && requirements.every((item) => item.ready);
  const submitting = navigation.state === 'submitting';
  const destination =
    reward.type === 'physical'
      ? account.shippingAddress
      : reward.type === 'crypto'
        ? account.walletAddress
        : t('confirm.deliverVoucher');

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={localePath(locale, '/redeem')}
        className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        ← {t('confirm.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('confirm.title')}</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_1.1fr]">
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <img
            src={reward.image}
            alt=""
            width={320}
            height={200}
            className="aspect-[8/5] w-full object-cover"
          />
          <div className="p-5">
            <h2 className="text-xl font-semibold" data-testid="confirm-reward-name">
              {reward.name}
            </h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{reward.description}</p>
            <dl className="mt-4 grid grid-cols-2 gap-y-2 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">{t('confirm.cost')}</dt>
              <dd className="text-right font-semibold tabular-nums">
                {t('confirm.points', { value: formatPoints(reward.costPoints, locale) })}
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('confirm.balance')}</dt>
              <dd className="text-right tabular-nums">
                {t('confirm.points', { value: formatPoints(account.points, locale) })}
              </dd>
              {account.points >= reward.costPoints ? (
                <>
                  <dt className="text-slate-600 dark:text-slate-400">{t('confirm.after')}</dt>
                  <dd className="text-right font-semibold tabular-nums" data-testid="confirm-after">
                    {t('confirm.points', { value: formatPoints(account.points - reward.costPoints, locale) })}
                  </dd>
                </>
              ) : (
                // A balance cannot go below zero, so a short balance says how much is missing instead.
                <>
                  <dt className="font-semibold text-red-800 dark:text-red-300">{t('confirm.shortfall')}</dt>
                  <dd
                    className="text-right font-semibold text-red-800 tabular-nums dark:text-red-300"
                    data-testid="confirm-shortfall"
                  >
                    {t('confirm.points', { value: formatPoints(reward.costPoints - account.points, locale) })}
                  </dd>
                </>
              )}
            </dl>
            {destination && (
              <p className="mt-4 rounded-xl bg-slate-100 p-3 text-sm break-words dark:bg-slate-800">
                <span className="font-semibold">{t('confirm.deliverTo')}: </span>
                {destination}
              </p>
            )}
          </div>
        </div>
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="mb-4 font-semibold">{t('confirm.requirements')}</h2>
            <RedeemChecklist requirements={requirements} />
          </section>
          {blockers.length > 0 && (
            <div
              role="alert"
              data-testid="redeem-blockers"
              className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {blockers.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          {failure?.field === 'form' && (
            <p
              role="alert"
              data-testid="redeem-error"
              className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {failure.message}
            </p>
          )}
          {failure?.field === 'form' && isKycRefusalMessage(failure.message) && <VerifyKycLink />}
          {account.hasPin && (
            <Form
              method="post"
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              noValidate
            >
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <label htmlFor="redeem-pin" className="block text-sm leading-relaxed font-semibold">
                {t('confirm.pinLabel')}
              </label>
              <input
                id="redeem-pin"
                name="pin"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                disabled={!ready}
                aria-invalid={failure?.field === 'pin' ? true : undefined}
                aria-describedby={`redeem-pin-hint${failure?.field === 'pin' ? ' redeem-pin-error' : ''}`}
                className={`${inputClass} mt-2 block max-w-48 text-center font-mono text-2xl tracking-[0.5em]`}
              />
              <p id="redeem-pin-hint" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t('confirm.pinHint')}
              </p>
              <FieldError
                id="redeem-pin-error"
                message={failure?.field === 'pin' ? failure.message : undefined}
              />
              <button
                type="submit"
                className={`${buttonClass} mt-5 w-full sm:w-auto`}
                disabled={!ready || submitting}
              >
                {submitting ? t('confirm.submitting') : t('confirm.submit')}
              </button>
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}
