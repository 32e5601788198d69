import { data, redirect } from 'react-router';
import { SsoProblem } from '../features/profile/sso-problem.tsx';
import { finishExchangeLink, finishSso } from '../features/profile/sso-api.server.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { decodeSsoFlow } from '../features/profile/sso-flow.server.ts';
import {
  clearSsoFlowCookie,
  SSO_FLOW_COOKIE,
  sessionCookie,
} from '../features/profile/session-cookie.server.ts';
import { getI18n } from '../i18n/i18n.ts';
import { ApiError } from '../lib/api.ts';
import { readCookie } from '../lib/cookies.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/sso-callback';

/**
 * The provider sends the browser back here. The state must be the one this browser started with
 * (kept in its httpOnly cookie); then the server checks the code with the provider and opens a
 * session, which is set as the `session` cookie. A link (a signed-in user verifying with their
 * exchange account) is finished for the signed-in user instead, and goes back where it started.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const t = getI18n(locale).getFixedT(locale, 'profile');
  const query = new URL(request.url).searchParams;
  const flow = decodeSsoFlow(readCookie(request.headers.get('cookie'), SSO_FLOW_COOKIE));
  const clear = { 'set-cookie': clearSsoFlowCookie(request), 'cache-control': 'no-store' };
  const link = flow?.mode === 'link';
  const fail = (message: string, status = 400) => data({ message, link }, { status, headers: clear });

  if (query.get('error')) return fail(t('sso.cancelled'));
  const code = query.get('code');
  const state = query.get('state');
  if (!flow || !code || !state || state !== flow.state) return fail(t('sso.stateMismatch'));
  // The provider's name for itself (RFC 9207) goes along: the server checks it is the one asked.
  const answer = {
    code,
    state,
    codeVerifier: flow.codeVerifier,
    ...(query.get('iss') ? { iss: query.get('iss')! } : {}),
  };
  if (flow.mode === 'link') {
    try {
      await finishExchangeLink(context, locale, answer);
      const target = new URL(
        safeRedirect(flow.redirectTo, locale, `/${locale}/profile`),
        'http://site.invalid',
      );
      target.searchParams.set('linked', '1');
      return redirect(`${target.pathname}${target.search}#kyc`, { headers: clear });
    } catch (error) {
      if (error instanceof ApiError) return fail(error.body.message, error.status);
      throw error;
    }
  }
  try {
    const session = await finishSso(context, locale, answer);
    const headers = new Headers({ 'cache-control': 'no-store' });
    headers.append('set-cookie', clearSsoFlowCookie(request));
    headers.append('set-cookie', sessionCookie(request, session.token, new Date(session.expiresAt)));
    // Checked again here: the cookie came back from the browser.
    return redirect(safeRedirect(flow.redirectTo, locale, `/${locale}/profile`), { headers });
  } catch (error) {
    if (error instanceof ApiError) return fail(error.body.message, error.status);
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { path: '/login/sso/callback', robots: 'noindex' });
}

export default function SsoCallbackPage({ loaderData, params }: Route.ComponentProps) {
  return <SsoProblem locale={routeLocale(params)} message={loaderData.message} link={loaderData.link} />;
}
