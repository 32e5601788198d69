import { ACCOUNTS_API, registerBodySchema } from '@app/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { assertSameSite, failureFromApi } from '../features/accounts/accounts-api.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { captchaAnswer, formValues, validateForm } from '../features/accounts/form-errors.ts';
import { FieldError, SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { getI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/register';

export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameSite(request);
  const locale = routeLocale(params);
  const form = await request.formData();
  const values = {
    ...formValues(form, ['email', 'password', 'confirmPassword'], ['acceptTerms']),
    ...captchaAnswer(form),
    locale,
  };
  const checked = validateForm(registerBodySchema, values, locale);
  if (!checked.ok) return checked.response;
  try {
    await serverApi(context, params).post(ACCOUNTS_API.register, checked.value);
  } catch (error) {
    return failureFromApi(error, { EMAIL_DUPLICATE: 'email' });
  }
  return redirect(`${localePath(locale, '/register/sent')}?email=${encodeURIComponent(checked.value.email)}`);
}

export function meta({ matches, params }: Route.MetaArgs) {
  const { origin } = matches[1]?.loaderData ?? { origin: '' };
  const locale = routeLocale(params);
  return pageMeta({ locale, origin, path: '/register', title: getI18n(locale).t('accounts:register.title') });
}

export default function RegisterPage({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const locale = routeLocale(params);
  const { fields, formError, busy, formRef } = useAccountForm(actionData);
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} testId="register-page">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <Form method="post" noValidate ref={formRef} data-testid="register-form">
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          error={fields.email}
        />
        <TextField
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={fields.password}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={fields.confirmPassword}
        />
        <div className="mb-4">
          <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              name="acceptTerms"
              aria-invalid={fields.acceptTerms ? true : undefined}
              aria-describedby={fields.acceptTerms ? 'accept-terms-error' : undefined}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-primary-700"
            />
            <span>
              {t('fields.acceptTermsBefore')}{' '}
              <Link
                to={localePath(locale, '/legal/terms-conditions')}
                target="_blank"
                className="font-semibold text-primary-700 underline dark:text-primary-300"
              >
                {t('fields.termsLink')}
              </Link>
            </span>
          </label>
          <FieldError id="accept-terms-error" message={fields.acceptTerms} />
        </div>
        <SubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('register.haveAccount')}{' '}
        <Link
          to={localePath(locale, '/login')}
          className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
        >
          {t('register.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
