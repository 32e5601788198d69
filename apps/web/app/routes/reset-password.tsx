import { resetPasswordBodySchema } from '@app/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { submitAccountForm } from '../features/accounts/account-form.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/reset-password';

/** Checks the link before showing the form, so an old link shows the expired state at once. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.length < 16) return { token: null };
  try {
    await serverApi(context, params).post('/client/auth/reset-password/check', { body: { token } });
    return { token };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { token: null };
    throw error;
  }
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
      <AuthCard title={t('reset.expiredTitle')} testId="reset-expired">
        <p className="text-slate-700 dark:text-slate-300">{t('reset.expiredBody')}</p>
        <Link
          to={localePath(locale, '/forgot-password')}
          className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('reset.requestNew')}
        </Link>
      </AuthCard>
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
