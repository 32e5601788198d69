import { emailBodySchema, loginBodySchema, loginCodeBodySchema } from '@app/contracts/accounts';
import { CAPTCHA_FIELD, isCaptchaError } from '@app/contracts/captcha';
import { errorMessage } from '@app/contracts/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import { submitAccountForm } from '../features/accounts/account-form.server.ts';
import { loadCaptchaSettings } from '../features/accounts/accounts-api.server.ts';
import { AuthCard, FormAlert } from '../features/accounts/auth-card.tsx';
import { CaptchaWidget } from '../features/accounts/captcha-widget.tsx';
import { SubmitButton, TextField } from '../features/accounts/form-fields.tsx';
import type { FormFailure } from '../features/accounts/form-failure.ts';
import { SecondFactorStep } from '../features/accounts/second-factor-step.tsx';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { sessionCookie } from '../lib/session.server.ts';
import { useAccountForm } from '../features/accounts/use-account-form.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/login';

export async function loader({ context, params }: Route.LoaderArgs) {
  return { captcha: await loadCaptchaSettings(context, params) };
}

/** Codes of the second step whose message belongs under the code field. */
const CODE_FIELD = {
  TWO_FACTOR_CODE_INVALID: 'code',
  TWO_FACTOR_REQUIRED: 'code',
  TWO_FACTOR_RATE_LIMITED: 'code',
};

export async function action(args: Route.ActionArgs) {
  const posted = await args.request.clone().formData();
  const intent = posted.get('intent');
  if (intent === 'unlock') {
    // A locked sign-in: the owner asks for a one-time link by mail.
    const sent = await submitAccountForm(args, {
      schema: emailBodySchema,
      url: '/client/auth/unlock',
      fields: ['email'],
    });
    return sent.ok ? { unlockSent: true } : sent.response;
  }
  const second = intent === 'code';
  const sent = second
    ? await submitAccountForm(args, {
        schema: loginCodeBodySchema,
        url: '/client/auth/login/code',
        fields: ['challenge', 'code'],
        fieldFor: CODE_FIELD,
      })
    : await submitAccountForm(args, {
        schema: loginBodySchema,
        url: '/client/auth/login',
        fields: ['email', 'password', ...(posted.has('unlockToken') ? ['unlockToken'] : [])],
        captcha: true,
      });
  if (!sent.ok) {
    if (!second || !('data' in sent.response)) return sent.response;
    // A wrong code keeps the sign-in waiting for the next one (also without scripts).
    const failed = sent.response.data as Partial<FormFailure>;
    if (failed.code === 'SIGN_IN_CODE_EXPIRED') return sent.response;
    const challenge = String(posted.get('challenge') ?? '');
    return data({ ...failed, challenge }, sent.response.init ?? undefined);
  }
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
  const unlockToken = search.get('token');
  const sent = (actionData as { unlockSent?: boolean } | undefined)?.unlockSent === true;
  const notice = sent
    ? t('login.unlockSent')
    : search.get('reset')
      ? t('login.resetDone')
      : search.get('confirmed')
        ? t('login.confirmedDone')
        : null;

  if (failure?.challenge) {
    return (
      <AuthCard title={t('login.codeTitle')} subtitle={t('login.codeSubtitle')} testId="login-code-page">
        <SecondFactorStep
          challenge={failure.challenge}
          redirectTo={redirectTo}
          error={fields.code}
          formError={code === 'TWO_FACTOR_REQUIRED' ? undefined : formError}
          busy={busy}
          formRef={formRef}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} testId="login-page">
      {redirectTo && search.get('from') !== 'nav' && !formError && (
        <FormAlert tone="info">{errorMessage('UNAUTHENTICATED', locale)}</FormAlert>
      )}
      {unlockToken && !formError && <FormAlert tone="info">{t('login.unlockNotice')}</FormAlert>}
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
          {code === 'ACCOUNT_LOCKED' && (
            <>
              {' '}
              {t('login.lockedHelp')}{' '}
              <button
                type="submit"
                form="login-form"
                name="intent"
                value="unlock"
                data-testid="unlock-request"
                className="font-semibold underline"
              >
                {t('login.unlockRequest')}
              </button>
            </>
          )}
        </FormAlert>
      )}
      <Form method="post" noValidate ref={formRef} id="login-form" data-testid="login-form">
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {unlockToken && <input type="hidden" name="unlockToken" value={unlockToken} />}
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
