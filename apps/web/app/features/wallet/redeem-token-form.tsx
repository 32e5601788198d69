import type { Locale } from '@app/contracts/locale';
import { isKycRefusalMessage, VerifyKycLink } from '../../components/verify-kyc-link.tsx';
import { POINTS_PER_KKUB } from '@app/contracts/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { FieldError, inputClass } from '../../components/ui/text-field.tsx';
import { SpendPinField, SpendSubmit } from './spend-pin-field.tsx';
import { numberFormat } from '../../lib/intl-format.ts';

/** What the dashboard's action answers when a conversion is refused: the message under its field. */
export interface RedeemTokenFailure {
  field: 'points' | 'pin' | 'form';
  message: string;
}

const card = 'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

/** KKUB for a number of points at the fixed rate, as a decimal string (display only). */
function kkubFor(points: number): string {
  if (!Number.isInteger(points) || points <= 0) return '0';
  const whole = Math.floor(points / POINTS_PER_KKUB);
  const rest = points % POINTS_PER_KKUB;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0+$/, '')}`;
}

/**
 * Redeem Token: points to KKUB at 100 points = 1 KKUB, confirmed by the PIN. A plain form posted
 * to the dashboard's action (it works before the page's scripts run); the preview of what arrives
 * is display only, the server converts.
 */
export function RedeemTokenForm({
  locale,
  points,
  hasPin,
  idempotencyKey,
  failure,
  converted,
}: {
  locale: Locale;
  points: number;
  hasPin: boolean;
  idempotencyKey: string;
  failure: RedeemTokenFailure | undefined;
  converted: { points: number; kkub: string } | null;
}) {
  const { t } = useTranslation('wallet');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'redeem-token';
  const [amount, setAmount] = useState('');
  const number = numberFormat(locale === 'th' ? 'th-TH' : 'en-GB');
  const error = (field: RedeemTokenFailure['field']) =>
    failure?.field === field ? failure.message : undefined;

  return (
    <section aria-labelledby="redeem-token-title" className={`${card} mt-4`} data-testid="redeem-token">
      <h2 id="redeem-token-title" className="text-lg font-bold">
        {t('redeemToken.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('redeemToken.intro', { rate: POINTS_PER_KKUB })}
      </p>
      {converted && (
        <p
          role="status"
          data-testid="redeem-token-done"
          className="mt-4 rounded-xl bg-primary-50 px-4 py-3 text-sm font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200"
        >
          {t('redeemToken.done', { points: number.format(converted.points), kkub: converted.kkub })}
        </p>
      )}
      {!hasPin ? (
        <p className="mt-4 text-sm">
          {t('redeemToken.needPin')}{' '}
          <Link
            to={`${localePath(locale, '/profile')}#pin`}
            className="font-semibold text-primary-700 underline dark:text-primary-300"
          >
            {t('redeemToken.setPin')}
          </Link>
        </p>
      ) : points < 1 ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" data-testid="redeem-token-empty">
          {t('redeemToken.noPoints')}
        </p>
      ) : (
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <input type="hidden" name="intent" value="redeem-token" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <div>
            <label htmlFor="redeem-token-points" className="text-sm font-semibold">
              {t('redeemToken.points', { max: number.format(points) })}
            </label>
            <input
              id="redeem-token-points"
              name="points"
              type="number"
              inputMode="numeric"
              min={1}
              max={points}
              step={1}
              defaultValue=""
              // Uncontrolled: what was typed before the page's scripts ran is kept; this only
              // follows it for the preview.
              onInput={(event) => setAmount(event.currentTarget.value)}
              aria-invalid={error('points') ? true : undefined}
              aria-describedby={`redeem-token-preview${error('points') ? ' redeem-token-points-error' : ''}`}
              className={inputClass}
            />
            <p
              id="redeem-token-preview"
              className="mt-1 text-sm text-slate-600 dark:text-slate-400"
              aria-live="polite"
            >
              {t('redeemToken.preview', { kkub: kkubFor(Number(amount)) })}
            </p>
            <FieldError id="redeem-token-points-error" message={error('points')} />
          </div>
          <SpendPinField id="redeem-token-pin" error={error('pin')} />
          <SpendSubmit
            busy={busy}
            testId="redeem-token-submit"
            label={busy ? t('redeemToken.converting') : t('redeemToken.submit')}
          />
          {error('form') && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3 dark:text-red-300">
              {error('form')}
            </p>
          )}
          {isKycRefusalMessage(error('form')) && (
            <VerifyKycLink className="sm:col-span-3 sm:justify-self-start" />
          )}
        </Form>
      )}
    </section>
  );
}
