import type { Locale } from '@app/contracts/locale';
import { REMINDER_KINDS, type ReminderSettings } from '@app/contracts/reminders';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { fieldErrors } from './profile-client.ts';
import {
  PushSetupError,
  type PushSupport,
  pushSupport,
  remindersClient,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './reminders-client.ts';

const boxClass = 'mt-0.5 size-5 shrink-0 accent-primary-700';
const hintClass = 'mt-0.5 text-sm text-slate-600 dark:text-slate-400';

function Switch(props: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const described = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean);
  return (
    <div className="flex items-start gap-3">
      <input
        id={props.id}
        name={props.id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={described.join(' ') || undefined}
        aria-invalid={props.error ? true : undefined}
        className={boxClass}
      />
      <div className="min-w-0">
        <label htmlFor={props.id} className="text-sm font-semibold">
          {props.label}
        </label>
        {props.hint && (
          <p id={`${props.id}-hint`} className={hintClass}>
            {props.hint}
          </p>
        )}
        {props.error && (
          <p
            id={`${props.id}-error`}
            role="alert"
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
          >
            {props.error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Reminders in the profile (anchor `#reminders`, the link in every reminder mail): four kinds, each
 * on or off, by e-mail and/or as notifications in this browser (Web Push). Turning notifications
 * on asks the browser's permission and subscribes it; where the browser cannot, it says so and
 * e-mail stays.
 */
export function RemindersSection({ locale, initial }: { locale: Locale; initial: ReminderSettings }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const hydrated = useHydrated();
  const [kinds, setKinds] = useState(initial.kinds);
  const [email, setEmail] = useState(initial.email);
  const [push, setPush] = useState(initial.push);
  const [devices, setDevices] = useState(initial.pushDevices);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // Read on every render once interactive: the permission changes when the browser's prompt is answered.
  const support: PushSupport = hydrated ? pushSupport() : 'unknown';

  const pushProblem =
    support === 'unsupported'
      ? t('reminders.pushUnsupported')
      : support === 'denied'
        ? t('reminders.pushDenied')
        : null;

  const togglePush = async (on: boolean) => {
    setErrors(({ push: _, ...rest }) => rest);
    if (!on) {
      setPush(false);
      const after = await unsubscribeThisBrowser(locale).catch(() => null);
      if (after) setDevices(after.pushDevices);
      return;
    }
    setBusy(true);
    try {
      const after = await subscribeThisBrowser(locale);
      setDevices(after.pushDevices);
      setPush(true);
    } catch (error) {
      const reason = error instanceof PushSetupError ? error.reason : 'failed';
      const message = {
        denied: t('reminders.pushDenied'),
        unavailable: t('reminders.pushUnavailable'),
        failed: fieldErrors(error).form ?? t('reminders.pushFailed'),
      }[reason];
      setErrors((current) => ({ ...current, push: message }));
      setPush(false);
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await remindersClient(locale).save({ kinds, email, push });
      setKinds(saved.kinds);
      setEmail(saved.email);
      setPush(saved.push);
      setDevices(saved.pushDevices);
      setErrors({});
      toast.show(t('reminders.saved'), { tone: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const anyOn = Object.values(kinds).some(Boolean);
  return (
    <section
      id="reminders"
      aria-labelledby="reminders-title"
      data-testid="reminders-section"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="reminders-title" className="text-lg font-semibold">
        {t('reminders.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('reminders.intro')}</p>
      <form onSubmit={save} noValidate className="mt-5 grid gap-6" data-testid="reminders-form">
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        )}
        <fieldset className="grid gap-4">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('reminders.whatLegend')}
          </legend>
          {REMINDER_KINDS.map((kind) => (
            <Switch
              key={kind}
              id={`reminder-${kind}`}
              label={t(`reminders.kinds.${kind}.label`)}
              hint={t(`reminders.kinds.${kind}.hint`)}
              checked={kinds[kind]}
              disabled={!hydrated || busy}
              onChange={(checked) => setKinds((current) => ({ ...current, [kind]: checked }))}
            />
          ))}
        </fieldset>
        <fieldset className="grid gap-4 border-t border-slate-200 pt-5 dark:border-slate-800">
          <legend className="sr-only">{t('reminders.howLegend')}</legend>
          <p
            aria-hidden="true"
            className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
          >
            {t('reminders.howLegend')}
          </p>
          <Switch
            id="reminder-email"
            label={t('reminders.email')}
            hint={t('reminders.emailHint')}
            checked={email}
            disabled={!hydrated || busy}
            onChange={setEmail}
          />
          <Switch
            id="reminder-push"
            label={t('reminders.push')}
            // A refusal just announced as the error is not repeated as the hint.
            hint={
              errors.push && errors.push === pushProblem
                ? undefined
                : (pushProblem ??
                  (devices > 0 ? t('reminders.pushDevices', { count: devices }) : t('reminders.pushHint')))
            }
            checked={push && !pushProblem}
            disabled={!hydrated || busy || pushProblem !== null}
            onChange={(checked) => void togglePush(checked)}
            error={errors.push}
          />
          {anyOn && !email && !push && (
            <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-200">
              {t('reminders.noChannel')}
            </p>
          )}
        </fieldset>
        <button
          type="submit"
          disabled={!hydrated || busy}
          className="justify-self-start rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
        >
          {busy ? t('reminders.saving') : t('reminders.save')}
        </button>
      </form>
    </section>
  );
}
