import { LOCALE_COOKIE, THEME_COOKIE, type Theme } from '@app/contracts/constants';
import { useSyncExternalStore } from 'react';
import { useFetchers } from 'react-router';
import { readCookie } from './cookies.ts';
import { resolveTheme } from './theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const YEAR_SECONDS = 60 * 60 * 24 * 365;
export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#020617' };

/**
 * Runs in `<head>` before the body is painted, on every page. The server renders the same page for
 * every visitor of a language (so a CDN can keep it), always in the light theme: this applies the
 * visitor's choice (the `theme` cookie), else the system's dark preference, before anything is
 * shown, so there is no light flash. It also remembers the page's language in the `lang` cookie,
 * which the server no longer sets on shared pages (a response that sets a cookie cannot be shared).
 * The text is fixed, so the Content Security Policy allows it by its hash.
 */
export const THEME_SCRIPT = `(function(){var d=document.documentElement,c=document.cookie,m=/(?:^|;\\s*)${THEME_COOKIE}=(dark|light)(?:;|$)/.exec(c),t=m?m[1]:matchMedia('${DARK_QUERY}').matches?'dark':'light',l=d.lang,s=document.querySelector('meta[name="theme-color"]');if(t==='dark')d.classList.add('dark');d.style.colorScheme=t;if(s)s.content=t==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}';if(l&&c.split(/;\\s*/).indexOf('${LOCALE_COOKIE}='+l)<0)document.cookie='${LOCALE_COOKIE}='+l+'; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax'})()`;

function subscribe(onChange: () => void) {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemTheme = (): Theme => (matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/**
 * Remembers a language the reader switches to. The head script does this on a full page load; a
 * switch within the app loads no new document, so the switcher calls this.
 */
export function rememberLocale(locale: string): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The visitor's own choice, from the cookie the `/theme` action sets; read again on every render. */
function chosenTheme(): Theme | undefined {
  const value = readCookie(document.cookie, THEME_COOKIE);
  return value === 'dark' || value === 'light' ? value : undefined;
}
const noSubscription = () => () => {};

/** The theme being switched to while the switch is in flight, so the page changes at once. */
function usePendingTheme(): Theme | undefined {
  const fetcher = useFetchers().find((f) => f.formAction === '/theme' && f.formData);
  const next = fetcher?.formData?.get('theme');
  return typeof next === 'string' ? resolveTheme(next) : undefined;
}

/**
 * The theme the page shows: one being switched to, else the visitor's choice (cookie), else the
 * system preference. The server knows neither, so it renders light and the head script above
 * corrects the page before paint; hydration starts from light too (matching the server's HTML),
 * then this hook reads the cookie and the preference and follows them.
 */
export function useEffectiveTheme(): Theme {
  const pending = usePendingTheme();
  const chosen = useSyncExternalStore(noSubscription, chosenTheme, () => undefined);
  const system = useSyncExternalStore(subscribe, systemTheme, (): Theme => 'light');
  return pending ?? chosen ?? system;
}
