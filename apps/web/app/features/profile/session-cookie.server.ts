import { SESSION_COOKIE_NAME } from './constants.ts';

export const SSO_FLOW_COOKIE = 'sso_flow';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Cookies are Secure in production. Loopback hosts are the exception, so the production build can
 * be exercised over plain http on this machine (browsers treat loopback as a secure context).
 */
function secureAttribute(request: Request): string {
  const url = new URL(request.url);
  if (url.protocol === 'https:') return '; Secure';
  const production = process.env.NODE_ENV === 'production';
  return production && !LOOPBACK.has(url.hostname) ? '; Secure' : '';
}

/** The session cookie the server reads on every request: httpOnly, so no script can read the token. */
export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureAttribute(request)}`;
}

/**
 * The started sign-in: state, PKCE verifier and where to go afterwards. SameSite=Lax still sends
 * it on the provider's top-level redirect back to the callback.
 */
export function ssoFlowCookie(request: Request, value: string, maxAgeSeconds: number): string {
  return `${SSO_FLOW_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secureAttribute(request)}`;
}

export function clearSsoFlowCookie(request: Request): string {
  return ssoFlowCookie(request, '', 0);
}
