import type { Locale } from '@app/contracts/locale';
import { useLocation } from 'react-router';
import { loginPath } from './safe-redirect.ts';

/** Pages about signing in: a sign-in link there keeps the return path it was given, if any. */
const AUTH_PAGES = /^\/(en|th)\/(login|register|forgot-password|reset-password|confirm|logout)(\/|$)/;

/**
 * The sign-in page that brings the reader back to `path` afterwards (checked as a same-site path
 * by safe-redirect.ts). `voluntary` marks the navbar's own link: the login page then skips its
 * 'Please log in before continuing.' notice, which is meant for pages that need a signed-in user.
 */
export function signInPath(locale: Locale, path: string, voluntary = false): string {
  const [pathname = '', query = ''] = path.split('?');
  if (AUTH_PAGES.test(pathname)) {
    const kept = new URLSearchParams(query).get('redirectTo');
    if (!kept) return `/${locale}/login`;
    return `${loginPath(locale, kept)}${voluntary ? '&from=nav' : ''}`;
  }
  return `${loginPath(locale, path)}${voluntary ? '&from=nav' : ''}`;
}

/** `signInPath` for the page being shown. */
export function useSignInPath(locale: Locale, voluntary = false): string {
  const { pathname, search } = useLocation();
  return signInPath(locale, `${pathname}${search}`, voluntary);
}
