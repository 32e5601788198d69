import { data, redirect } from 'react-router';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { ssoFlowCookie } from '../features/profile/session-cookie.server.ts';
import { startExchangeLink } from '../features/profile/sso-api.server.ts';
import { canonicalRestart, encodeSsoFlow, loginPath } from '../features/profile/sso-flow.server.ts';
import { SsoProblem } from '../features/profile/sso-problem.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/exchange-link';

/**
 * "Verify with your exchange account": links the signed-in account to an exchange account with
 * the same provider as the sign-in; the callback finishes it for this user only.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  try {
    const flow = await startExchangeLink(context, locale);
    // Opened on another host than the provider returns to: start again there (see canonicalRestart).
    const restart = canonicalRestart(request, flow.redirectUri);
    if (restart) return redirect(restart, { headers: { 'cache-control': 'no-store' } });
    const redirectTo = safeRedirect(
      new URL(request.url).searchParams.get('redirectTo'),
      locale,
      `/${locale}/profile`,
    );
    const cookie = encodeSsoFlow({
      state: flow.state,
      codeVerifier: flow.codeVerifier,
      redirectTo,
      mode: 'link',
    });
    return redirect(flow.authorizeUrl, {
      headers: { 'set-cookie': ssoFlowCookie(request, cookie, flow.expiresIn), 'cache-control': 'no-store' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPath(locale, request));
    if (error instanceof ApiError) return data({ message: error.body.message }, { status: error.status });
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { path: '/profile/exchange/link', robots: 'noindex' });
}

export default function ExchangeLinkPage({ loaderData, params }: Route.ComponentProps) {
  return <SsoProblem locale={routeLocale(params)} message={loaderData.message} link />;
}
