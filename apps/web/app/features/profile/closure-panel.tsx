import { errorMessage, isErrorCode } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import type { CertificateChoice, PrivacyStatus } from '@app/contracts/privacy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteTimeFormat } from '../../lib/site-time.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { privacyClient } from './privacy-client.ts';
import { fieldErrors } from './profile-client.ts';
import { TextField } from '../../components/ui/text-field.tsx';

const danger =
  'rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60';
const plain =
  'rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * Closing the account: the form (password or a fresh exchange sign-in, PIN, what happens to
 * certificates), then the state of the request: waiting for the mailed confirmation, or in its
 * cooling-off period with a Cancel button; a refusal says why.
 */
export function ClosurePanel({
  locale,
  status,
  onChange,
}: {
  locale: Locale;
  status: PrivacyStatus;
  onChange: (next: PrivacyStatus) => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const time = siteTimeFormat(i18n.language, 'dateTime');
  const closure = status.closure;
  const open = closure && ['awaiting_confirmation', 'cooling_off'].includes(closure.status);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setErrors({});
      onChange(await privacyClient(locale).status());
    } catch (problem) {
      setErrors(fieldErrors(problem));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    return run(() =>
      privacyClient(locale).requestClosure({
        ...(data.password ? { password: data.password } : {}),
        ...(data.pin ? { pin: data.pin } : {}),
        certificates: (data.certificates ?? 'keep') as CertificateChoice,
      }),
    );
  };

  return (
    <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800" data-testid="closure">
      <h3 className="font-semibold">{t('yourData.close.title')}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('yourData.close.intro', { days: status.coolingOffDays })}
      </p>
      <div aria-live="polite" data-testid="closure-status" className="mt-3 text-sm">
        {closure?.status === 'awaiting_confirmation' && (
          <p className="font-semibold">{t('yourData.close.awaiting')}</p>
        )}
        {closure?.status === 'cooling_off' && (
          <p className="font-semibold">
            {t('yourData.close.coolingOff', { time: time.format(new Date(closure.eraseAfter!)) })}
          </p>
        )}
        {closure?.status === 'cancelled' && <p>{t('yourData.close.cancelled')}</p>}
        {closure?.status === 'refused' && (
          <p>
            {t('yourData.close.refused')}{' '}
            {isErrorCode(closure.reason) ? errorMessage(closure.reason, locale) : null}
          </p>
        )}
      </div>
      {errors.form && (
        <p
          role="alert"
          data-testid="closure-error"
          className="mt-2 text-sm font-medium text-red-700 dark:text-red-300"
        >
          {errors.form}
        </p>
      )}
      {open ? (
        <button
          type="button"
          className={`${plain} mt-4`}
          disabled={!hydrated || busy}
          onClick={() => run(() => privacyClient(locale).cancelClosure())}
          data-testid="closure-cancel"
        >
          {t('yourData.close.cancel')}
        </button>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={submit}
          className="mt-4 grid gap-5"
          data-testid="closure-form"
        >
          {status.hasPassword ? (
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('yourData.close.password')}
              error={errors.password}
            />
          ) : (
            <p className="text-sm">{t('yourData.close.exchangeSignIn')}</p>
          )}
          {status.hasPin && (
            <TextField
              name="pin"
              type="password"
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              label={t('yourData.close.pin')}
              error={errors.pin}
              inputClassName="block max-w-48 tracking-[0.4em]"
            />
          )}
          <fieldset>
            <legend className="text-sm font-semibold">{t('yourData.close.certificates')}</legend>
            {(['keep', 'revoke'] as const).map((choice) => (
              <label key={choice} className="mt-2 flex items-center gap-2 text-sm">
                <input type="radio" name="certificates" value={choice} defaultChecked={choice === 'keep'} />
                {t(`yourData.close.certificates_${choice}`)}
              </label>
            ))}
          </fieldset>
          <div>
            <button
              type="submit"
              className={danger}
              disabled={!hydrated || busy}
              data-testid="closure-submit"
            >
              {busy ? t('yourData.close.asking') : t('yourData.close.ask')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
