import type { Locale } from '@app/contracts/locale';

const MAX_LENGTH = 500;
// C0 and C1 control characters: URL parsers drop tabs and line breaks, so `/\t/evil.example`
// becomes `//evil.example` on the way; CR and LF in a Location header would split it.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Percent-decodes until nothing changes (at most a few layers); null when it is malformed. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let layer = 0; layer < 4; layer++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A path part that a browser (or a hop that decodes it) could read as another host. */
function leavesSite(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || CONTROL.test(path);
}

/**
 * The one check for every redirect to a path someone else supplied (theme switch, login and
 * single sign-on return paths): a path on this site (`/en/profile?tab=1#top`), normalised, or
 * null for anything that could leave it: another host (`//evil.example`, `https://...`), a
 * backslash (`/\evil.example`, which browsers read as `//`), control characters (`/\t/evil`),
 * and the same tricks percent-encoded (`/%5Cevil`, `/%2F%2Fevil`, `/%09/evil`) or hidden behind
 * dot segments (`/.//evil.example`).
 */
export function sitePath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return null;
  if (CONTROL.test(target)) return null;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (leavesSite(path)) return null;
  const decoded = fullyDecoded(path);
  if (decoded === null || leavesSite(decoded)) return null;
  let url: URL;
  try {
    url = new URL(target, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  // Dot segments can leave an empty first segment behind: `/.//evil.example` reads `//evil.example`.
  if (leavesSite(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after logging in (or another step): a checked site path, else `fallback`. */
export function safeRedirect(target: unknown, locale: Locale, fallback: string = `/${locale}`): string {
  return sitePath(target) ?? fallback;
}

/** The login page that returns to `path` afterwards. */
export function loginPath(locale: Locale, path: string): string {
  return `/${locale}/login?redirectTo=${encodeURIComponent(safeRedirect(path, locale))}`;
}
