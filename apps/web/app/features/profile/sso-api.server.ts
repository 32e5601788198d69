import type { ErrorBody } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import type { ExchangeLink, SsoLogin, SsoStart } from '@app/contracts/profile';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api.ts';

/**
 * Calls the sign-in endpoints without the visitor's cookies: they need no session, and a stale
 * session cookie on an in-process POST would be taken for a cross-site request.
 */
async function callWithoutSession<T>(
  context: AppLoadContext,
  locale: Locale,
  url: string,
  body: unknown,
): Promise<T> {
  const response = await context.api({
    method: 'POST',
    url,
    body,
    headers: { lang: locale, type: 'user', cookie: '' },
  });
  if (response.status >= 400) throw new ApiError(response.status, response.body as ErrorBody);
  return response.body as T;
}

export const startSso = (context: AppLoadContext, locale: Locale) =>
  callWithoutSession<SsoStart>(context, locale, '/api/client/user-clients/bitkubnext-login/start', {
    locale,
  });

export const finishSso = (
  context: AppLoadContext,
  locale: Locale,
  body: { code: string; state: string; codeVerifier: string },
) => callWithoutSession<SsoLogin>(context, locale, '/api/client/user-clients/bitkubnext-login', body);

/** Starts linking the signed-in visitor's account (their session cookie goes along). */
export async function startExchangeLink(context: AppLoadContext, locale: Locale): Promise<SsoStart> {
  const response = await context.api({
    method: 'POST',
    url: '/api/client/user-clients/bitkubnext-link/start',
    body: { locale },
    headers: { lang: locale, type: 'user' },
  });
  if (response.status >= 400) throw new ApiError(response.status, response.body as ErrorBody);
  return response.body as SsoStart;
}

/** Finishes the link for the signed-in visitor: the server checks the state was theirs. */
export async function finishExchangeLink(
  context: AppLoadContext,
  locale: Locale,
  body: { code: string; state: string; codeVerifier: string },
): Promise<ExchangeLink> {
  const response = await context.api({
    method: 'POST',
    url: '/api/client/user-clients/bitkubnext-link',
    body,
    headers: { lang: locale, type: 'user' },
  });
  if (response.status >= 400) throw new ApiError(response.status, response.body as ErrorBody);
  return response.body as ExchangeLink;
}
