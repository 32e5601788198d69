import type { Locale } from '@app/contracts/locale';
import { isKycRefusal, VerifyKycLink } from '../../components/verify-kyc-link.tsx';
import type { SubscriptionOrder } from '@app/contracts/subscriptions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { localePath } from '../../lib/site-map.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FieldError, inputClass } from '../../components/ui/text-field.tsx';
import { newOrderKey, purchasePackage } from './subscriptions-client.ts';

const PIN_CODES = new Set([
  'PIN_REQUIRED',
  'PIN_FORMAT_INVALID',
  'PIN_INCORRECT',
  'PIN_LOCKED',
  'PIN_NOT_SET',
]);

const buttonClass =
  'inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800';

/** Why the order cannot go ahead, with the way forward. */
function Refusal({ order, locale }: { order: SubscriptionOrder; locale: Locale }) {
  const { t } = useTranslation('subscriptions');
  const refusal = order.refusal!;
  const short = refusal.code === 'INSUFFICIENT_BALANCE';
  const kyc = isKycRefusal(refusal.code);
  const link = kyc
    ? null
    : refusal.code === 'PURCHASE_IN_PROGRESS'
      ? { to: '/my-subscription', label: t('order.mySubscription') }
      : short
        ? { to: '/deposit', label: t('order.deposit') }
        : null;
  return (
    <div
      role="alert"
      data-testid="order-refusal"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 className="font-semibold">
        {short
          ? t('order.shortTitle')
          : refusal.code === 'KYC_REQUIRED_PURCHASE'
            ? t('order.kycTitle')
            : t('order.refusedTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">{refusal.message}</p>
      {short && order.shortBy && (
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200" data-testid="order-short">
          {t('order.short', { amount: order.shortBy })}
        </p>
      )}
      {link && (
        <Link
          to={localePath(locale, link.to)}
          className={`${buttonClass} mt-4`}
          data-testid={short ? 'order-deposit' : undefined}
        >
          {link.label}
        </Link>
      )}
      {short && (
        <Link
          to={localePath(locale, '/dashboard')}
          className="mt-4 ml-4 inline-flex text-sm font-semibold underline"
        >
          {t('order.dashboard')}
        </Link>
      )}
      {kyc && <VerifyKycLink className="mt-4" />}
    </div>
  );
}

/** The payment step: PIN confirmation, or what has to happen first (PIN, KYC, KUB). */
export function OrderPanel({ order, locale }: { order: SubscriptionOrder; locale: Locale }) {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  // One key per visit to this page: a second click or a retry after a lost answer is the same order.
  const [orderKey] = useState(newOrderKey);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ pin?: string; form?: string; short?: boolean }>({});

  if (order.refusal) return <Refusal order={order} locale={locale} />;
  if (!order.hasPin) {
    return (
      <div
        data-testid="order-no-pin"
        className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 className="font-semibold">{t('order.noPinTitle')}</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('order.noPin')}</p>
        <Link
          to={`${localePath(locale, '/profile')}#pin`}
          className={`${buttonClass} mt-4`}
          data-testid="set-pin"
        >
          {t('order.setPin')}
        </Link>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pin = String(new FormData(event.currentTarget).get('pin') ?? '');
    setBusy(true);
    try {
      await purchasePackage(
        locale,
        { packageId: order.package.id, pin, expectedPrice: order.package.price },
        orderKey,
      );
      await navigate(localePath(locale, `/subscriptions/${order.package.id}/success`));
    } catch (error) {
      if (error instanceof ApiError && PIN_CODES.has(error.body.code)) setErrors({ pin: error.body.message });
      else if (error instanceof ApiError && error.body.code === 'PACKAGE_PRICE_CHANGED') {
        // Show the new price (the page's data again) with the message; nothing was paid.
        setErrors({ form: error.body.message });
        await revalidator.revalidate();
      } else if (error instanceof ApiError) {
        // The balance may have fallen since the page loaded: offer the way to deposit here too.
        setErrors({ form: error.body.message, short: error.body.code === 'INSUFFICIENT_BALANCE' });
      } else setErrors({ form: String(error) });
      setBusy(false);
    }
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      data-testid="order-form"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="font-semibold">{t('order.pinTitle')}</h2>
      {errors.form && (
        <p
          role="alert"
          className="mt-3 text-sm font-medium text-red-700 dark:text-red-300"
          data-testid="order-error"
        >
          {errors.form}{' '}
          {errors.short && (
            <Link to={localePath(locale, '/deposit')} className="underline" data-testid="order-error-deposit">
              {t('order.deposit')}
            </Link>
          )}
        </p>
      )}
      <div className="mt-4">
        <label htmlFor="order-pin" className="block text-sm font-semibold">
          {t('order.pinLabel')}
        </label>
        <input
          id="order-pin"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          pattern="[0-9]*"
          aria-invalid={errors.pin ? true : undefined}
          aria-describedby={`order-pin-hint${errors.pin ? ' order-pin-error' : ''}`}
          className={`${inputClass} block max-w-48 text-center font-mono tracking-[0.5em]`}
        />
        <p id="order-pin-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('order.pinHint')}
        </p>
        <FieldError id="order-pin-error" message={errors.pin} />
      </div>
      <button
        type="submit"
        disabled={busy || !hydrated}
        className={`${buttonClass} mt-5 disabled:opacity-60`}
        data-testid="order-pay"
      >
        {busy ? t('order.paying') : t('order.pay', { amount: order.package.price })}
      </button>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {t('order.terms')}{' '}
        <Link to={localePath(locale, '/legal/terms-subscriptions')} className="underline">
          {t('order.termsLink')}
        </Link>
      </p>
    </form>
  );
}
