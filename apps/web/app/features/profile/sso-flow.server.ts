import type { Locale } from '@app/contracts/locale';
import { safeRedirect as sameSitePath } from '../accounts/safe-redirect.ts';

export interface SsoFlow {
  state: string;
  codeVerifier: string;
  redirectTo: string;
}

/**
 * Where to return after signing in with the exchange: the page the reader came from, checked as a
 * same-site path by the site's one redirect check; without one, the profile.
 */
export function safeRedirect(value: string | null | undefined, locale: Locale): string {
  return value ? sameSitePath(value, locale) : `/${locale}/profile`;
}

export function encodeSsoFlow(flow: SsoFlow): string {
  return Buffer.from(JSON.stringify(flow)).toString('base64url');
}

export function decodeSsoFlow(value: string | undefined): SsoFlow | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<SsoFlow>;
    if (typeof parsed.state !== 'string' || typeof parsed.codeVerifier !== 'string') return null;
    return {
      state: parsed.state,
      codeVerifier: parsed.codeVerifier,
      redirectTo: String(parsed.redirectTo ?? ''),
    };
  } catch {
    return null;
  }
}

/** Where a visitor is sent from a page that needs a signed-in user. */
export function loginPath(locale: Locale, request: Request): string {
  const url = new URL(request.url);
  return `/${locale}/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}
