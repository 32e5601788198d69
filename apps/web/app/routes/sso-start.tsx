import { data, redirect } from 'react-router';
import { SsoProblem } from '../features/profile/sso-problem.tsx';
import { startSso } from '../features/profile/sso-api.server.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { canonicalRestart, encodeSsoFlow } from '../features/profile/sso-flow.server.ts';
import { ssoFlowCookie } from '../features/profile/session-cookie.server.ts';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import type { Route } from './+types/sso-start';

/** Starts a sign-in with the exchange: remembers state and PKCE verifier, then goes to the provider. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  try {
    const flow = await startSso(context, locale);
    // Opened on another host than the provider returns to: start again there (see canonicalRestart).
    const restart = canonicalRestart(request, flow.redirectUri);
    if (restart) return redirect(restart, { headers: { 'cache-control': 'no-store' } });
    const redirectTo = safeRedirect(
      new URL(request.url).searchParams.get('redirectTo'),
      locale,
      `/${locale}/profile`,
    );
    const cookie = encodeSsoFlow({ state: flow.state, codeVerifier: flow.codeVerifier, redirectTo });
    return redirect(flow.authorizeUrl, {
      headers: { 'set-cookie': ssoFlowCookie(request, cookie, flow.expiresIn), 'cache-control': 'no-store' },
    });
  } catch (error) {
    if (error instanceof ApiError) return data({ message: error.body.message }, { status: error.status });
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { path: '/login/sso', robots: 'noindex' });
}

export default function SsoStartPage({ loaderData, params }: Route.ComponentProps) {
  return <SsoProblem locale={routeLocale(params)} message={loaderData.message} />;
}
