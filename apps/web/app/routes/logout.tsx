import { redirect } from 'react-router';
import { assertSameSite } from '../features/accounts/accounts-api.server.ts';
import { clearedSessionCookie } from '../lib/session.server.ts';
import { ApiError } from '../lib/api.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/logout';

/** Logging out is a POST (a link could be followed by a prefetch or another site). */
export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameSite(request);
  try {
    await serverApi(context, params).post('/client/user-clients/logout');
  } catch (error) {
    // An already expired session is as good as logged out; anything else is a real failure.
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  return redirect(localePath(routeLocale(params)), {
    headers: { 'set-cookie': clearedSessionCookie(request) },
  });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(localePath(routeLocale(params)));
}
