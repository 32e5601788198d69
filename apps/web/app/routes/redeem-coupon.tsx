import type { Coupon, CouponRedeem } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { FieldError, inputClass } from '../components/ui/text-field.tsx';
import { formatDateTime, formatPoints } from '../features/rewards/format.ts';
import { buttonClass, RedeemHeader, secondaryButtonClass } from '../features/rewards/redeem-header.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/redeem-coupon';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  return loadPrivate(request, locale, async () => {
    const available = await serverApi(context, params).get('/client/redeems-available');
    if (!available.account) throw new ApiError(401, { code: 'UNAUTHENTICATED', message: '' });
    return { points: available.account.points };
  });
}

type ActionResult =
  | { intent: 'check'; code: string; coupon: Coupon }
  | { intent: 'redeem'; code: string; result: CouponRedeem }
  | { intent: 'check' | 'redeem'; code: string; error: string };

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const code = String(form.get('code') ?? '').slice(0, 100);
  const intent = form.get('intent') === 'check' ? 'check' : 'redeem';
  const api = serverApi(context, params);
  try {
    if (intent === 'check') {
      const coupon = await api.get('/client/coupon-codes/check', { params: { query: { code } } });
      return { intent, code, coupon } satisfies ActionResult;
    }
    const result = await api.post('/client/coupon-codes/redeem', { body: { code } });
    return { intent, code: '', result } satisfies ActionResult;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const message = error.body.fields?.[0]?.message ?? error.body.message;
    return data({ intent, code, error: message } satisfies ActionResult, { status: error.status });
  }
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/redeem/coupon',
    title: t('rewards:meta.coupon'),
    robots: 'noindex',
  }));
}

export default function RedeemCouponPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const locale = routeLocale(params);
  const navigation = useNavigation();
  const outcome = actionData as ActionResult | undefined;
  const error = outcome && 'error' in outcome ? outcome.error : undefined;
  const checked = outcome && 'coupon' in outcome ? outcome.coupon : null;
  const redeemed = outcome && 'result' in outcome ? outcome.result : null;
  const points = redeemed?.points ?? loaderData.points;
  const busy = navigation.state === 'submitting';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <RedeemHeader locale={locale} title={t('coupon.title')} intro={t('coupon.intro')} points={points} />
      <div className="mt-8 max-w-xl">
        {redeemed && (
          <div
            role="status"
            data-testid="coupon-success"
            className="mb-6 rounded-xl border border-primary-200 bg-primary-50 p-4 text-sm text-primary-900 dark:border-primary-800 dark:bg-primary-950 dark:text-primary-100"
          >
            <p className="font-semibold">
              {redeemed.coupon.points !== null
                ? t('coupon.successPoints', {
                    value: formatPoints(redeemed.coupon.points, locale),
                    total: formatPoints(redeemed.points, locale),
                  })
                : t('coupon.successReward', { name: redeemed.coupon.reward?.name ?? '' })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={localePath(locale, '/redeem')} className={secondaryButtonClass}>
                {t('coupon.toRewards')}
              </Link>
              <Link to={localePath(locale, '/redeem/tracking')} className={secondaryButtonClass}>
                {t('coupon.toTracking')}
              </Link>
            </div>
          </div>
        )}
        <Form
          method="post"
          noValidate
          className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <label htmlFor="coupon-code" className="text-sm font-semibold">
            {t('coupon.label')}
          </label>
          <input
            id="coupon-code"
            name="code"
            defaultValue={outcome?.code ?? ''}
            key={redeemed ? 'done' : 'form'}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`coupon-code-hint${error ? ' coupon-code-error' : ''}`}
            className={`${inputClass} font-mono uppercase`}
          />
          <p id="coupon-code-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('coupon.hint')}
          </p>
          <FieldError id="coupon-code-error" message={error} />
          {checked && (
            <div
              data-testid="coupon-preview"
              className="mt-4 rounded-xl bg-slate-100 p-4 text-sm dark:bg-slate-800"
            >
              <p className="font-semibold">
                {t('coupon.gives')}:{' '}
                {checked.points !== null
                  ? t('coupon.givesPoints', { value: formatPoints(checked.points, locale) })
                  : checked.reward?.name}
              </p>
              {checked.description && <p className="mt-1">{checked.description}</p>}
              {checked.expiresAt && (
                <p className="mt-1 text-slate-600 dark:text-slate-400">
                  {t('coupon.expires', { date: formatDateTime(checked.expiresAt, locale) })}
                </p>
              )}
            </div>
          )}
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="submit" name="intent" value="redeem" className={buttonClass} disabled={busy}>
              {t('coupon.redeem')}
            </button>
            <button
              type="submit"
              name="intent"
              value="check"
              className={secondaryButtonClass}
              disabled={busy}
            >
              {t('coupon.check')}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
