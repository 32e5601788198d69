import { ACCOUNTS_API, emailBodySchema } from '@app/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { assertSameSite, failureFromApi } from '../features/accounts/accounts-api.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { captchaAnswer, formValues, validateForm } from '../features/accounts/form-errors.ts';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { getI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/forgot-password';

export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameSite(request);
  const locale = routeLocale(params);
  const form = await request.formData();
  const checked = validateForm(
    emailBodySchema,
    { ...formValues(form, ['email']), ...captchaAnswer(form) },
    locale,
  );
  if (!checked.ok) return checked.response;
  try {
    await serverApi(context, params).post(ACCOUNTS_API.forgotPassword, checked.value);
  } catch (error) {
    return failureFromApi(error, { EMAIL_NOT_FOUND: 'email' });
  }
  return { sentTo: checked.value.email, fields: {} };
}

export function meta({ matches, params }: Route.MetaArgs) {
  const { origin } = matches[1]?.loaderData ?? { origin: '' };
  const locale = routeLocale(params);
  return pageMeta({
    locale,
    origin,
    path: '/forgot-password',
    title: getI18n(locale).t('accounts:forgot.title'),
  });
}

export default function ForgotPasswordPage({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const locale = routeLocale(params);
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : null;
  const { fields, formError, busy, formRef } = useAccountForm(sentTo ? undefined : actionData);
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
        <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
      </Form>
      {back}
    </AuthCard>
  );
}
