import type { Locale } from '@app/contracts/locale';

export interface SsoFlow {
  state: string;
  codeVerifier: string;
  redirectTo: string;
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
