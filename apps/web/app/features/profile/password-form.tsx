import type { Locale } from '@app/contracts/locale';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { fieldErrors, profileClient } from './profile-client.ts';
import { TextField } from '../../components/ui/text-field.tsx';

/** Change password, for accounts that have one (exchange-only accounts do not). */
export function PasswordForm({ locale, hasPassword }: { locale: Locale; hasPassword: boolean }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    try {
      await profileClient(locale).changePassword({
        oldPassword: String(data.get('oldPassword') ?? ''),
        password: String(data.get('password') ?? ''),
        confirmPassword: String(data.get('confirmPassword') ?? ''),
      });
      setErrors({});
      form.reset();
      toast.show(t('password.done'), { tone: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="password-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="password-title" className="text-lg font-semibold">
        {t('password.title')}
      </h2>
      {hasPassword ? (
        // Sent by script only; POST keeps passwords out of the address if it is ever sent without it.
        <form
          method="post"
          onSubmit={submit}
          noValidate
          className="mt-4 grid gap-5"
          data-testid="password-form"
        >
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.form}
            </p>
          )}
          <TextField
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            label={t('password.old')}
            error={errors.oldPassword}
          />
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('password.new')}
            error={errors.password}
          />
          <TextField
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            label={t('password.confirm')}
            error={errors.confirmPassword}
          />
          <button
            type="submit"
            disabled={!hydrated || busy}
            className="justify-self-start rounded-full border border-primary-700 px-5 py-2.5 text-sm font-semibold text-primary-800 hover:bg-primary-50 disabled:opacity-70 dark:border-primary-400 dark:text-primary-200 dark:hover:bg-primary-950"
          >
            {t('password.submit')}
          </button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('password.none')}</p>
      )}
    </section>
  );
}
