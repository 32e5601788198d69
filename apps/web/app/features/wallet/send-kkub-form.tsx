import type { Locale } from '@app/contracts/locale';
import type { KeptKkub } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { FieldError, inputClass } from '../../components/ui/text-field.tsx';
import { SpendPinField, SpendSubmit } from './spend-pin-field.tsx';
import { isKycRefusalMessage, VerifyKycLink } from '../../components/verify-kyc-link.tsx';

/** What the dashboard's action answers when a send is refused: the message under its field. */
export interface SendKkubFailure {
  intent: 'send-kkub';
  field: 'amount' | 'pin' | 'form';
  message: string;
  /** The refusal is about the wallet: the answer links to the profile's Wallet section. */
  wallet?: boolean;
}

/**
 * KKUB that Redeem Token kept as a site balance while payouts were off, sent to the proven wallet
 * once they are on: a plain form posted to the dashboard's action (it works before scripts run).
 * Shown only while there is kept KKUB and payouts are on; the server decides both.
 */
export function SendKkubForm({
  locale,
  kept,
  hasPin,
  idempotencyKey,
  failure,
  sent,
}: {
  locale: Locale;
  kept: KeptKkub | null;
  hasPin: boolean;
  idempotencyKey: string;
  failure: SendKkubFailure | undefined;
  sent: string | null;
}) {
  const { t } = useTranslation('wallet');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send-kkub';
  const error = (field: SendKkubFailure['field']) => (failure?.field === field ? failure.message : undefined);
  if (!sent && (!kept?.payoutsOn || kept.kept === '0')) return null;

  return (
    <section
      aria-labelledby="send-kkub-title"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="send-kkub"
    >
      <h2 id="send-kkub-title" className="text-lg font-bold">
        {t('sendKkub.title')}
      </h2>
      {kept && kept.kept !== '0' && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="send-kkub-kept">
          {t('sendKkub.intro', { kept: kept.kept })}
        </p>
      )}
      {sent && (
        <p
          role="status"
          data-testid="send-kkub-done"
          className="mt-4 rounded-xl bg-primary-50 px-4 py-3 text-sm font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200"
        >
          {t('sendKkub.done', { kkub: sent })}
        </p>
      )}
      {kept && kept.kept !== '0' && !hasPin && (
        <p className="mt-4 text-sm">
          {t('redeemToken.needPin')}{' '}
          <Link
            to={`${localePath(locale, '/profile')}#pin`}
            className="font-semibold text-primary-700 underline dark:text-primary-300"
          >
            {t('redeemToken.setPin')}
          </Link>
        </p>
      )}
      {kept && kept.kept !== '0' && hasPin && (
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <input type="hidden" name="intent" value="send-kkub" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <div>
            <label htmlFor="send-kkub-amount" className="text-sm font-semibold">
              {t('sendKkub.amount')}
            </label>
            <input
              id="send-kkub-amount"
              name="amount"
              inputMode="decimal"
              defaultValue={kept.kept}
              autoComplete="off"
              aria-invalid={error('amount') ? true : undefined}
              aria-describedby={error('amount') ? 'send-kkub-amount-error' : undefined}
              className={inputClass}
            />
            <FieldError id="send-kkub-amount-error" message={error('amount')} />
          </div>
          <SpendPinField id="send-kkub-pin" error={error('pin')} />
          <SpendSubmit
            busy={busy}
            testId="send-kkub-submit"
            label={busy ? t('sendKkub.sending') : t('sendKkub.submit')}
          />
          {error('form') && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3 dark:text-red-300">
              {error('form')}{' '}
              {failure?.wallet && (
                <Link
                  to={`${localePath(locale, '/profile')}#profile-wallet`}
                  className="font-semibold underline"
                >
                  {t('sendKkub.proveWallet')}
                </Link>
              )}
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
