import { resetPinBodySchema } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { submitAccountForm } from '../features/accounts/account-form.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { checkResetLink, ExpiredResetLink, resetLinkButtonClass } from '../features/accounts/reset-link.tsx';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/pin-reset';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return checkResetLink(
    request,
    (token) => serverApi(context, params).post('/client/pin/reset/check', { body: { token } }),
    200,
  );
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
  const profile = { to: `${localePath(locale, '/profile')}#pin`, label: t('pin.resetToProfile') };
  if (actionData && 'done' in actionData) {
    return (
      <AuthCard title={t('pin.resetTitle')} testId="pin-reset-done">
        <FormAlert tone="success">{t('pin.resetDone')}</FormAlert>
        <Link to={profile.to} className={resetLinkButtonClass}>
          {profile.label}
        </Link>
      </AuthCard>
    );
  }
  if (!loaderData.token || code === 'LINK_EXPIRED') {
    return (
      <ExpiredResetLink
        title={t('pin.expiredTitle')}
        body={t('pin.expiredBody')}
        next={profile}
        testId="pin-reset-expired"
      />
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
