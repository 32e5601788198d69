import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from './auth-card.tsx';
import { FieldError, SubmitButton } from './form-fields.tsx';

/**
 * The second step of a sign-in with the second factor on: the code from the authenticator app,
 * or one of the recovery codes, sent with the challenge that the right password earned.
 */
export function SecondFactorStep({
  challenge,
  redirectTo,
  error,
  formError,
  busy,
  formRef,
}: {
  challenge: string;
  redirectTo: string | null;
  error: string | undefined;
  formError: string | undefined;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <Form method="post" noValidate ref={formRef} data-testid="login-code-form">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="challenge" value={challenge} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <div className="mb-4">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('login.codeLabel')}
          </label>
          <input
            id={id}
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            // The step replaces the password form: the code field is where the user goes next.
            autoFocus
            maxLength={32}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base tracking-widest text-slate-900 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none dark:bg-slate-950 dark:text-slate-100 ${
              error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
            }`}
          />
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
            {t('login.codeHint')}
          </p>
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <SubmitButton busy={busy} label={t('login.codeSubmit')} busyLabel={t('login.submitting')} />
      </Form>
    </>
  );
}
