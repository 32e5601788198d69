import type { CurrentUser } from '@app/contracts/accounts';
import type { Locale } from '@app/contracts/locale';
import { type AppLoadContext, redirect } from 'react-router';
import { createApi, settle } from './api.ts';
import { readCookie } from './cookies.ts';
import { loginPath } from './safe-redirect.ts';

export const SESSION_COOKIE = 'session';

/** Loopback hosts served over plain HTTP (a local `npm start`) cannot keep a Secure cookie. */
function secureCookie(request: Request): boolean {
  const url = new URL(request.url);
  if (url.protocol === 'https:') return true;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return import.meta.env.PROD && !loopback;
}

/** The httpOnly session cookie: scripts cannot read it and other sites' POSTs do not carry it. */
export function sessionCookie(request: Request, token: string, expiresAt: string): string {
  const maxAge = Math.max(0, Math.floor((new Date(expiresAt).getTime() - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${
    secureCookie(request) ? '; Secure' : ''
  }`;
}

export function clearedSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureCookie(request) ? '; Secure' : ''}`;
}

/**
 * The signed-in user for server rendering, or null. Only asked when a session cookie exists; the
 * token goes as a Bearer header because this is the server speaking for the page, not a form.
 */
export async function loadSignedInUser(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<CurrentUser | null> {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (!token) return null;
  const me = await settle(
    createApi(context.api, locale).post('/client/user-clients/me', {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  return me.ok ? me.value : null;
}

/**
 * For loaders of pages that need a signed-in user: sends a visitor to the login page, which
 * says 'Please log in before continuing.' and comes back here afterwards.
 */
export async function requireSignedIn(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<CurrentUser> {
  const user = await loadSignedInUser(request, context, locale);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(locale, `${url.pathname}${url.search}`));
  }
  return user;
}
