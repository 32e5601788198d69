import type { Locale } from '@app/contracts/locale';
import type { SsoLoginBody } from '@app/contracts/profile';
import type { AppLoadContext } from 'react-router';
import { createApi } from '../../lib/api.ts';

/**
 * The sign-in endpoints are called without the visitor's cookies: they need no session, and a
 * stale session cookie on an in-process POST would be taken for a cross-site request.
 */
const WITHOUT_SESSION = { cookie: '' };

export const startSso = (context: AppLoadContext, locale: Locale) =>
  createApi(context.api, locale).post('/client/user-clients/bitkubnext-login/start', {
    headers: WITHOUT_SESSION,
    body: { locale },
  });

export const finishSso = (context: AppLoadContext, locale: Locale, body: SsoLoginBody) =>
  createApi(context.api, locale).post('/client/user-clients/bitkubnext-login', {
    headers: WITHOUT_SESSION,
    body,
  });

/** Starts linking the signed-in visitor's account (their session cookie goes along). */
export const startExchangeLink = (context: AppLoadContext, locale: Locale) =>
  createApi(context.api, locale).post('/client/user-clients/bitkubnext-link/start', { body: { locale } });

/** Finishes the link for the signed-in visitor: the server checks the state was theirs. */
export const finishExchangeLink = (context: AppLoadContext, locale: Locale, body: SsoLoginBody) =>
  createApi(context.api, locale).post('/client/user-clients/bitkubnext-link', { body });
