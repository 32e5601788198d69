import { resetPinBodySchema } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { submitAccountForm } from '../features/accounts/account-form.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/pin-reset';

/** Checks the link before showing the form, so an old link shows the expired state at once. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.length < 16 || token.length > 200) return { token: null };
  try {
    await serverApi(context, params).post('/client/pin/reset/check', { body: { token } });
    return { token };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { token: null };
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const sent = await submitAccountForm(args, {
    schema: resetPinBodySchema,
    url: '/client/pin/reset',
    fields: ['token', 'pin', 'confirm'],
  });
  if (!sent.ok) return sent.response;
  return { done: true as const };
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/pin/reset',
    title: t('wallet:meta.pinReset'),
    robots: 'noindex',
  }));
}

export default function PinResetPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('wallet');
  const locale = routeLocale(params);
  const { fields, formError, code, busy, formRef } = useAccountForm(actionData);
  const profileLink = (
    <Link
      to={`${localePath(locale, '/profile')}#pin`}
      className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
    >
      {t('pin.resetToProfile')}
    </Link>
  );
  if (actionData && 'done' in actionData) {
    return (
      <AuthCard title={t('pin.resetTitle')} testId="pin-reset-done">
        <FormAlert tone="success">{t('pin.resetDone')}</FormAlert>
        {profileLink}
      </AuthCard>
    );
  }
  if (!loaderData.token || code === 'LINK_EXPIRED') {
    return (
      <AuthCard title={t('pin.expiredTitle')} testId="pin-reset-expired">
        <p className="text-slate-700 dark:text-slate-300">{t('pin.expiredBody')}</p>
        {profileLink}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pin.resetTitle')} subtitle={t('pin.resetSubtitle')} testId="pin-reset-page">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <Form method="post" noValidate ref={formRef} data-testid="pin-reset-form">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          name="pin"
          type="password"
          label={t('pin.new')}
          autoComplete="off"
          hint={t('pin.hint')}
          error={fields.pin}
        />
        <TextField
          name="confirm"
          type="password"
          label={t('pin.confirm')}
          autoComplete="off"
          error={fields.confirm}
        />
        <SubmitButton busy={busy} label={t('pin.resetSubmit')} busyLabel={t('pin.saving')} />
      </Form>
    </AuthCard>
  );
}
