import { registerBodySchema } from '@app/contracts/accounts';
import { CAPTCHA_FIELD } from '@app/contracts/captcha';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { submitAccountForm } from '../features/accounts/account-form.server.ts';
import { loadCaptchaSettings } from '../features/accounts/accounts-api.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { CaptchaWidget } from '../features/accounts/captcha-widget.tsx';
import { FieldError, SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/register';

export async function loader({ context, params }: Route.LoaderArgs) {
  return { captcha: await loadCaptchaSettings(context, params) };
}

export async function action(args: Route.ActionArgs) {
  const locale = routeLocale(args.params);
  const sent = await submitAccountForm(args, {
    schema: registerBodySchema,
    url: '/client/auth/register',
    fields: ['email', 'password', 'confirmPassword'],
    checkboxes: ['acceptTerms'],
    captcha: true,
    extra: { locale },
    fieldFor: { EMAIL_DUPLICATE: 'email' },
  });
  if (!sent.ok) return sent.response;
  return redirect(`${localePath(locale, '/register/sent')}?email=${encodeURIComponent(sent.value.email)}`);
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({ path: '/register', title: t('accounts:register.title') }));
}

export default function RegisterPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const locale = routeLocale(params);
  const { failure, fields, formError, busy, formRef } = useAccountForm(actionData);
  const { captcha } = loaderData;
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
        {captcha.enabled && (
          <CaptchaWidget settings={captcha} locale={locale} error={fields[CAPTCHA_FIELD]} attempt={failure} />
        )}
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
