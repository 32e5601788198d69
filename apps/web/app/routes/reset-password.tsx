import { resetPasswordBodySchema } from '@app/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { submitAccountForm } from '../features/accounts/account-form.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { checkResetLink, ExpiredResetLink } from '../features/accounts/reset-link.tsx';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/reset-password';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return checkResetLink(request, (token) =>
    serverApi(context, params).post('/client/auth/reset-password/check', { body: { token } }),
  );
}

export async function action(args: Route.ActionArgs) {
  const sent = await submitAccountForm(args, {
    schema: resetPasswordBodySchema,
    url: '/client/auth/reset-password',
    fields: ['token', 'password', 'confirmPassword'],
  });
  if (!sent.ok) return sent.response;
  return redirect(localePath(routeLocale(args.params), '/login?reset=1'));
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/reset-password',
    title: t('accounts:reset.title'),
    robots: 'noindex',
  }));
}

export default function ResetPasswordPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const locale = routeLocale(params);
  const { fields, formError, code, busy, formRef } = useAccountForm(actionData);
  if (!loaderData.token || code === 'LINK_EXPIRED') {
    return (
      <ExpiredResetLink
        title={t('reset.expiredTitle')}
        body={t('reset.expiredBody')}
        next={{ to: localePath(locale, '/forgot-password'), label: t('reset.requestNew') }}
        testId="reset-expired"
      />
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} testId="reset-page">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <Form method="post" noValidate ref={formRef} data-testid="reset-form">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          name="password"
          type="password"
          label={t('fields.newPassword')}
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
        <SubmitButton busy={busy} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
      </Form>
    </AuthCard>
  );
}
