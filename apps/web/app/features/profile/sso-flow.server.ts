import type { Locale } from '@app/contracts/locale';

export interface SsoFlow {
  state: string;
  codeVerifier: string;
  redirectTo: string;
  /** 'link': a signed-in user links their exchange account (for KYC) instead of signing in. */
  mode?: 'link';
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
      ...(parsed.mode === 'link' ? { mode: 'link' as const } : {}),
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

/** Marks a request already sent to the canonical origin, so a proxy that rewrites hosts cannot loop it. */
export const CANONICAL_HOP = 'canonical';

/**
 * Where to restart a flow when it was opened on another origin than the provider sends the
 * browser back to (the site opened as 127.0.0.1 while PUBLIC_URL says localhost): the cookie
 * holding state and verifier is kept per host, so a callback on the other host would not find it.
 * Null when the origins match, or when this request was already sent over once.
 */
export function canonicalRestart(request: Request, redirectUri: string | undefined): string | null {
  if (!redirectUri) return null;
  const here = new URL(request.url);
  const canonical = new URL(redirectUri);
  if (here.origin === canonical.origin || here.searchParams.has(CANONICAL_HOP)) return null;
  const target = new URL(here.pathname + here.search, canonical.origin);
  target.searchParams.set(CANONICAL_HOP, '1');
  return target.toString();
}
