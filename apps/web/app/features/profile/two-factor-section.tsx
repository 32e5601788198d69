import { type SecondFactorSetup, type SecondFactorStatus } from '@app/contracts/accounts';
import type { Locale } from '@app/contracts/locale';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApi } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { fieldErrors } from './profile-client.ts';
import { TextField } from '../../components/ui/text-field.tsx';

const codeInput = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 32,
  inputClassName: 'block max-w-56 tracking-[0.3em]',
} as const;

const button =
  'inline-flex h-11 items-center justify-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-70';

/**
 * Two-step verification of an admin or editor (anchor `#two-factor`, where the back office sends
 * staff who still need it): set it up with an authenticator app (QR code or the secret typed in),
 * confirm with a first code, keep the recovery codes shown once; or prove it for this session.
 */
export function TwoFactorSection({ locale, initial }: { locale: Locale; initial: SecondFactorStatus }) {
  const { t } = useTranslation('profile');
  const hydrated = useHydrated();
  const [status, setStatus] = useState(initial);
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const api = createApi('browser', locale);

  /** Runs a call; a refusal of a code (wrong, used, too many) shows under the code field. */
  const run = async (work: () => Promise<void>, codeField = false) => {
    setBusy(true);
    try {
      await work();
      setErrors({});
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(codeField && found.form && !found.code ? { code: found.form } : found);
    } finally {
      setBusy(false);
    }
  };
  const codeOf = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return String(new FormData(event.currentTarget).get('code') ?? '');
  };

  const start = () => run(async () => setSetup(await api.post('/client/auth/two-factor/setup', {})));
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    const code = codeOf(event);
    return run(async () => {
      const done = await api.post('/client/auth/two-factor/confirm', { body: { code } });
      setCodes(done.recoveryCodes);
      setSetup(null);
      setStatus({ ...status, enabled: true, sessionVerified: true });
    }, true);
  };
  const verify = (event: FormEvent<HTMLFormElement>) => {
    const code = codeOf(event);
    return run(async () => {
      await api.post('/client/auth/two-factor/verify', { body: { code } });
      setStatus({ ...status, sessionVerified: true });
    }, true);
  };

  /** New recovery codes, or the factor off, from one form with the code: the pressed button decides. */
  const manage = (event: FormEvent<HTMLFormElement>) => {
    const action = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    const form = event.currentTarget;
    const code = codeOf(event);
    return run(async () => {
      if (action === 'off') {
        await api.post('/client/auth/two-factor/disable', { body: { code } });
        setStatus({ ...status, enabled: false, sessionVerified: false });
      } else {
        setCodes(
          (await api.post('/client/auth/two-factor/recovery-codes', { body: { code } })).recoveryCodes,
        );
      }
      form.reset();
    }, true);
  };

  const formError = errors.form && (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {errors.form}
    </p>
  );
  const codeForm = (onSubmit: (event: FormEvent<HTMLFormElement>) => void, label: string, testId: string) => (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4" data-testid={testId}>
      {formError}
      <TextField name="code" label={t('twoFactor.code')} error={errors.code} {...codeInput} />
      <div>
        <button type="submit" className={button} disabled={busy || !hydrated}>
          {label}
        </button>
      </div>
    </form>
  );

  return (
    <section
      id="two-factor"
      aria-labelledby="two-factor-title"
      data-testid="two-factor-section"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {t('twoFactor.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.intro')}</p>
      <p
        data-testid="two-factor-status"
        className={`mt-4 rounded-xl px-4 py-3 text-sm font-semibold ${
          status.enabled
            ? 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
            : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
        }`}
      >
        {status.enabled ? t('twoFactor.on') : status.required ? t('twoFactor.required') : t('twoFactor.off')}
      </p>

      {codes && (
        <div className="mt-4" data-testid="recovery-codes">
          <h3 className="font-semibold">{t('twoFactor.codesTitle')}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('twoFactor.codesIntro')}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-md">
            {codes.map((code) => (
              <li key={code} className="rounded-lg bg-slate-100 px-3 py-1.5 dark:bg-slate-800">
                {code}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setCodes(null)} className={`${button} mt-4`}>
            {t('twoFactor.codesDone')}
          </button>
        </div>
      )}

      {status.enabled && !status.sessionVerified && !codes && (
        <>
          <p className="mt-4 text-sm">{t('twoFactor.verifyIntro')}</p>
          {codeForm(verify, t('twoFactor.verify'), 'two-factor-verify')}
        </>
      )}

      {status.enabled && status.sessionVerified && !codes && (
        <form onSubmit={manage} noValidate className="mt-4 grid gap-4" data-testid="two-factor-manage">
          <p className="text-sm">
            {status.required ? t('twoFactor.manageIntroRequired') : t('twoFactor.manageIntro')}
          </p>
          {formError}
          <TextField name="code" label={t('twoFactor.code')} error={errors.code} {...codeInput} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" value="codes" className={button} disabled={busy || !hydrated}>
              {t('twoFactor.newCodes')}
            </button>
            {!status.required && (
              <button
                type="submit"
                value="off"
                disabled={busy || !hydrated}
                className="inline-flex h-11 items-center justify-center rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-70 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                {t('twoFactor.turnOff')}
              </button>
            )}
          </div>
        </form>
      )}

      {!status.enabled && !setup && (
        <div className="mt-4">
          {formError}
          <button
            type="button"
            onClick={start}
            disabled={busy || !hydrated}
            className={button}
            data-testid="two-factor-start"
          >
            {t('twoFactor.start')}
          </button>
        </div>
      )}

      {setup && (
        <div className="mt-4" data-testid="two-factor-setup">
          <p className="text-sm">{t('twoFactor.scan')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t('twoFactor.qrAlt')}
            width={200}
            height={200}
            className="mt-3 rounded-lg bg-white p-2"
          />
          <p className="mt-3 text-sm">{t('twoFactor.typeSecret')}</p>
          <p className="mt-1 font-mono text-sm break-all" data-testid="two-factor-secret">
            {setup.secret}
          </p>
          <p className="mt-2 text-sm">
            <a
              href={setup.otpauthUri}
              className="font-semibold text-primary-700 underline dark:text-primary-300"
            >
              {t('twoFactor.openApp')}
            </a>
          </p>
          {codeForm(confirm, t('twoFactor.confirm'), 'two-factor-confirm')}
        </div>
      )}
    </section>
  );
}
