import { emailBodySchema } from '@app/contracts/accounts';
import { CAPTCHA_FIELD } from '@app/contracts/captcha';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { submitAccountForm } from '../features/accounts/account-form.server.ts';
import { loadCaptchaSettings } from '../features/accounts/accounts-api.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { CaptchaWidget } from '../features/accounts/captcha-widget.tsx';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/forgot-password';

export async function loader({ context, params }: Route.LoaderArgs) {
  return { captcha: await loadCaptchaSettings(context, params) };
}

export async function action(args: Route.ActionArgs) {
  const sent = await submitAccountForm(args, {
    schema: emailBodySchema,
    url: '/client/auth/forgot-password',
    fields: ['email'],
    captcha: true,
    fieldFor: { EMAIL_NOT_FOUND: 'email' },
  });
  if (!sent.ok) return sent.response;
  return { sentTo: sent.value.email, fields: {} };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({ path: '/forgot-password', title: t('accounts:forgot.title') }));
}

export default function ForgotPasswordPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const locale = routeLocale(params);
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : null;
  const { failure, fields, formError, busy, formRef } = useAccountForm(sentTo ? undefined : actionData);
  const { captcha } = loaderData;
  const back = (
    <p className="mt-6 text-center text-sm">
      <Link
        to={localePath(locale, '/login')}
        className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        {t('forgot.backToLogin')}
      </Link>
    </p>
  );
  if (sentTo) {
    return (
      <AuthCard title={t('forgot.sentTitle')} testId="forgot-sent">
        <FormAlert tone="success">{t('forgot.sentBody', { email: sentTo })}</FormAlert>
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} testId="forgot-page">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <Form method="post" noValidate ref={formRef} data-testid="forgot-form">
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          error={fields.email}
        />
        {captcha.enabled && (
          <CaptchaWidget settings={captcha} locale={locale} error={fields[CAPTCHA_FIELD]} attempt={failure} />
        )}
        <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
      </Form>
      {back}
    </AuthCard>
  );
}
