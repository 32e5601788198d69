import { loginBodySchema } from '@app/contracts/accounts';
import { CAPTCHA_FIELD, isCaptchaError } from '@app/contracts/captcha';
import { errorMessage } from '@app/contracts/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { submitAccountForm } from '../features/accounts/account-form.server.ts';
import { loadCaptchaSettings } from '../features/accounts/accounts-api.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { CaptchaWidget } from '../features/accounts/captcha-widget.tsx';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import { safeRedirect } from '../features/accounts/safe-redirect.ts';
import { sessionCookie } from '../features/accounts/session.server.ts';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/login';

export async function loader({ context, params }: Route.LoaderArgs) {
  return { captcha: await loadCaptchaSettings(context, params) };
}

export async function action(args: Route.ActionArgs) {
  const sent = await submitAccountForm(args, {
    schema: loginBodySchema,
    url: '/client/auth/login',
    fields: ['email', 'password'],
    captcha: true,
  });
  if (!sent.ok) return sent.response;
  const session = sent.body;
  return redirect(safeRedirect(sent.form.get('redirectTo'), routeLocale(args.params)), {
    headers: { 'set-cookie': sessionCookie(args.request, session.token, session.expiresAt) },
  });
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({ path: '/login', title: t('accounts:login.title'), robots: 'noindex' }));
}

export default function LoginPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const locale = routeLocale(params);
  const [search] = useSearchParams();
  const { failure, fields, formError, code, busy, formRef } = useAccountForm(actionData);
  // The API asks for the captcha with the failure that makes it necessary (or refuses an attempt
  // without it); every later attempt needs it too.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  if (!captchaAsked && (failure?.captchaRequired || isCaptchaError(code))) setCaptchaAsked(true);
  const { captcha } = loaderData;
  const redirectTo = search.get('redirectTo');
  const notice = search.get('reset')
    ? t('login.resetDone')
    : search.get('confirmed')
      ? t('login.confirmedDone')
      : null;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} testId="login-page">
      {redirectTo && search.get('from') !== 'nav' && !formError && (
        <FormAlert tone="info">{errorMessage('UNAUTHENTICATED', locale)}</FormAlert>
      )}
      {notice && !formError && <FormAlert tone="success">{notice}</FormAlert>}
      {formError && (
        <FormAlert tone="error">
          {formError}
          {code === 'EMAIL_NOT_VERIFIED' && (
            <>
              {' '}
              <Link to={localePath(locale, '/register/sent')} className="font-semibold underline">
                {t('login.resendLink')}
              </Link>
            </>
          )}
        </FormAlert>
      )}
      <Form method="post" noValidate ref={formRef} data-testid="login-form">
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
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
          autoComplete="current-password"
          error={fields.password}
        />
        <div className="-mt-1 mb-4 text-right text-sm">
          <Link
            to={localePath(locale, '/forgot-password')}
            className="font-medium text-primary-700 hover:underline dark:text-primary-300"
          >
            {t('login.forgot')}
          </Link>
        </div>
        {captcha.enabled && captchaAsked && (
          <CaptchaWidget settings={captcha} locale={locale} error={fields[CAPTCHA_FIELD]} attempt={failure} />
        )}
        <SubmitButton busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
      </Form>

      <div className="my-6 flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400" aria-hidden>
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('login.or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      {/* Single sign-on with the exchange account: its flow lives under /login/sso. */}
      <a
        href={`${localePath(locale, '/login/sso')}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`}
        data-testid="sso-login"
        className="flex h-11 w-full items-center justify-center rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:border-primary-600 hover:text-primary-800 dark:border-slate-600 dark:text-slate-100 dark:hover:text-primary-200"
      >
        {t('login.sso')}
      </a>

      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('login.noAccount')}{' '}
        <Link
          to={localePath(locale, '/register')}
          className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
        >
          {t('login.register')}
        </Link>
      </p>
    </AuthCard>
  );
}
