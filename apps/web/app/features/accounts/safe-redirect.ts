import type { Locale } from '@app/contracts/locale';

/**
 * Where to go after logging in: only a path on this site (`/en/profile?tab=1`), never another
 * host (`//evil.example`, `/\evil.example`, `https://...`), else the home page.
 */
export function safeRedirect(target: unknown, locale: Locale): string {
  const fallback = `/${locale}`;
  if (typeof target !== 'string' || target.length > 500) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and could join `/` and `/`.
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const url = new URL(target, 'http://site.invalid');
    if (url.host !== 'site.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login page that returns to `path` afterwards. */
export function loginPath(locale: Locale, path: string): string {
  return `/${locale}/login?redirectTo=${encodeURIComponent(safeRedirect(path, locale))}`;
}
