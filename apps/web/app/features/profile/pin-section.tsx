import { fieldErrorCodes } from '@app/contracts/accounts';
import { errorMessage, isErrorCode } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { changePinBodySchema, type PinStatus, setPinBodySchema } from '@app/contracts/wallet';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { pinClient } from './pin-client.ts';
import { fieldErrors } from './profile-client.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { siteTimeFormat } from '../../lib/site-time.ts';

const pinInput = {
  type: 'password',
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: 6,
  autoComplete: 'off',
  inputClassName: 'block max-w-48 tracking-[0.4em]',
} as const;

/** The schema's messages are codes: each field's first one, in the page's language. */
function localFieldErrors(error: Parameters<typeof fieldErrorCodes>[0], locale: Locale) {
  const codes = fieldErrorCodes(error);
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [
      field,
      isErrorCode(code) ? errorMessage(code, locale) : code,
    ]),
  );
}

/**
 * The spending PIN in the profile (anchor `#pin`, so other pages can send users here): set the
 * first PIN, change it with the current one, or have a reset link mailed. Errors show under
 * their field; the rules are the API's own schemas.
 */
export function PinSection({ locale, initial }: { locale: Locale; initial: PinStatus }) {
  const { t, i18n } = useTranslation('wallet');
  const toast = useToast();
  const hydrated = useHydrated();
  const [status, setStatus] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);
  const time = siteTimeFormat(i18n.language, 'dateTime');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const schema = status.hasPin ? changePinBodySchema : setPinBodySchema;
    const checked = schema.safeParse(data);
    if (!checked.success) {
      setErrors(localFieldErrors(checked.error, locale));
      return;
    }
    setBusy(true);
    try {
      const client = pinClient(locale);
      const next = status.hasPin
        ? await client.changePin(checked.data as never)
        : await client.setPin(checked.data as never);
      toast.show(t(status.hasPin ? 'pin.changeDone' : 'pin.setDone'), { tone: 'success' });
      setErrors({});
      form.reset();
      setStatus(next);
    } catch (error) {
      setErrors(fieldErrors(error));
      // A wrong current PIN may just have locked spending: show it.
      setStatus(
        await pinClient(locale)
          .status()
          .catch(() => status),
      );
    } finally {
      setBusy(false);
    }
  };

  const requestReset = async () => {
    setBusy(true);
    setResetError(null);
    try {
      const { email } = await pinClient(locale).requestReset();
      setSentTo(email);
    } catch (error) {
      setResetError(fieldErrors(error).form ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      id="pin"
      aria-labelledby="pin-title"
      data-testid="pin-section"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="pin-title" className="text-lg font-semibold">
        {t('pin.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('pin.intro')}</p>
      <p
        data-testid="pin-status"
        className={`mt-4 rounded-xl px-4 py-3 text-sm font-semibold ${
          status.hasPin
            ? 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
            : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
        }`}
      >
        {status.hasPin ? t('pin.statusSet') : t('pin.statusNone')}
      </p>
      {status.lockedUntil && (
        <p
          role="alert"
          data-testid="pin-locked"
          className="mt-3 text-sm font-medium text-red-700 dark:text-red-300"
        >
          {t('pin.locked', { time: time.format(new Date(status.lockedUntil)) })}
        </p>
      )}
      <form
        method="post"
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-5"
        data-testid="pin-form"
        key={status.hasPin ? 'change' : 'set'}
      >
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        )}
        {status.hasPin ? (
          <>
            <TextField name="currentPin" label={t('pin.current')} error={errors.currentPin} {...pinInput} />
            <TextField
              name="newPin"
              label={t('pin.new')}
              hint={t('pin.hint')}
              error={errors.newPin}
              {...pinInput}
            />
          </>
        ) : (
          <TextField name="pin" label={t('pin.pin')} hint={t('pin.hint')} error={errors.pin} {...pinInput} />
        )}
        <TextField name="confirm" label={t('pin.confirm')} error={errors.confirm} {...pinInput} />
        <button
          type="submit"
          disabled={!hydrated || busy}
          className="justify-self-start rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
        >
          {busy ? t('pin.saving') : t(status.hasPin ? 'pin.change' : 'pin.set')}
        </button>
      </form>
      {status.hasPin && (
        <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
          <h3 className="text-sm font-semibold">{t('pin.forgot')}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('pin.forgotBody')}</p>
          {sentTo ? (
            <p
              role="status"
              data-testid="pin-reset-sent"
              className="mt-3 text-sm font-medium text-primary-800 dark:text-primary-200"
            >
              {t('pin.sent', { email: sentTo })}
            </p>
          ) : (
            <button
              type="button"
              onClick={requestReset}
              disabled={!hydrated || busy}
              className="mt-3 rounded-full border border-primary-700 px-5 py-2.5 text-sm font-semibold text-primary-800 hover:bg-primary-50 disabled:opacity-70 dark:border-primary-400 dark:text-primary-200 dark:hover:bg-primary-950"
            >
              {t('pin.sendLink')}
            </button>
          )}
          {resetError && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
              {resetError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
