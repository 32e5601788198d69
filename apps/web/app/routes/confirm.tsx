import { tokenBodySchema } from '@app/contracts/accounts';
import { errorMessage } from '@app/contracts/errors';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { assertSameSite, failureFromApi } from '../features/accounts/accounts-api.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { SubmitButton } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/confirm';

/**
 * Confirming takes a button press (a POST), not the page load: mail scanners that open links
 * would otherwise use up the single-use link before the reader does.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameSite(request);
  const form = await request.formData();
  const parsed = tokenBodySchema.safeParse({ token: String(form.get('token') ?? '') });
  if (!parsed.success)
    return {
      confirmed: false,
      fields: {},
      code: 'LINK_EXPIRED',
      formError: errorMessage('LINK_EXPIRED', routeLocale(params)),
    };
  try {
    await serverApi(context, params).post('/client/auth/confirm', { body: parsed.data });
  } catch (error) {
    return failureFromApi(error);
  }
  return { confirmed: true, fields: {} };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/confirm',
    title: t('accounts:confirm.title'),
    robots: 'noindex',
  }));
}

export default function ConfirmPage({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const locale = routeLocale(params);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirmed = Boolean(actionData && 'confirmed' in actionData && actionData.confirmed);
  const { formError, busy, formRef } = useAccountForm(confirmed ? undefined : actionData);

  if (confirmed) {
    return (
      <AuthCard title={t('confirm.doneTitle')} testId="confirm-done">
        <p className="text-slate-700 dark:text-slate-300">{t('confirm.doneBody')}</p>
        <Link
          to={localePath(locale, '/login?confirmed=1')}
          className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('confirm.login')}
        </Link>
      </AuthCard>
    );
  }
  if (formError || !token) {
    return (
      <AuthCard title={formError ?? errorMessage('LINK_EXPIRED', locale)} testId="confirm-expired">
        <FormAlert tone="error">{t('confirm.expiredBody')}</FormAlert>
        <Link
          to={localePath(locale, '/register/sent')}
          className="inline-flex h-11 w-full items-center justify-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('confirm.requestNew')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('confirm.title')} subtitle={t('confirm.body')} testId="confirm-page">
      <Form method="post" ref={formRef}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton busy={busy} label={t('confirm.submit')} busyLabel={t('confirm.submitting')} />
      </Form>
    </AuthCard>
  );
}
