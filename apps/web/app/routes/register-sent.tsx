import { emailBodySchema } from '@app/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { MAILBOX_PATH, useDemoMode } from '../components/layout/demo-banner.tsx';
import { assertSameSite, failureFromApi } from '../features/accounts/accounts-api.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { formValues, validateForm } from '../features/accounts/form-errors.ts';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/register-sent';

/** Resends the confirmation mail: the spec's answer is a success message or 'Request something went wrong.' */
export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameSite(request);
  const locale = routeLocale(params);
  const checked = validateForm(emailBodySchema, formValues(await request.formData(), ['email']), locale);
  if (!checked.ok) return checked.response;
  try {
    await serverApi(context, params).post('/client/auth/resend', { body: checked.value });
  } catch (error) {
    return failureFromApi(error);
  }
  return { resent: true, fields: {} };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/register/sent',
    title: t('accounts:sent.title'),
    robots: 'noindex',
  }));
}

export default function RegisterSentPage({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const locale = routeLocale(params);
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const { fields, formError, busy, formRef } = useAccountForm(
    actionData && 'resent' in actionData ? undefined : actionData,
  );
  const resent = Boolean(actionData && 'resent' in actionData);
  const demo = useDemoMode();
  return (
    <AuthCard title={t('sent.title')} testId="register-sent-page">
      <div
        className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-100 text-2xl dark:bg-primary-950"
        aria-hidden
      >
        ✉️
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        {email ? t('sent.body', { email }) : t('sent.bodyNoEmail')}
      </p>
      {email && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('sent.notReceived')}</p>}
      {demo && <DemoMailboxNote />}
      <div className="mt-6">
        {resent && <FormAlert tone="success">{t('sent.resent')}</FormAlert>}
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <Form method="post" noValidate ref={formRef} data-testid="resend-form">
          {email ? (
            <input type="hidden" name="email" value={email} />
          ) : (
            <TextField
              name="email"
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              error={fields.email}
            />
          )}
          {email && fields.email && <FormAlert tone="error">{fields.email}</FormAlert>}
          <SubmitButton busy={busy} label={t('sent.resend')} busyLabel={t('sent.resending')} />
        </Form>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link
          to={localePath(locale, '/login')}
          className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
        >
          {t('sent.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** Demo mode sends no mail: the confirmation waits in the mailbox, one click away. */
function DemoMailboxNote() {
  const { t } = useTranslation('shell');
  return (
    <div
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      data-testid="demo-mailbox-note"
    >
      <p>{t('demo.registerHint')}</p>
      <a href={MAILBOX_PATH} className="mt-1 inline-block font-semibold underline underline-offset-2">
        {t('demo.registerLink')}
      </a>
    </div>
  );
}
