import type { Theme } from '@app/contracts/constants';
import { useSyncExternalStore } from 'react';
import { useFetchers, useRouteLoaderData } from 'react-router';
import { resolveTheme } from './theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Runs in `<head>` before the body is painted, on pages of a visitor who has not chosen a theme
 * (no `theme` cookie): it applies the system's dark preference at once, so there is no light flash.
 */
export const SYSTEM_THEME_SCRIPT = `if(matchMedia('${DARK_QUERY}').matches){var e=document.documentElement;e.classList.add('dark');e.style.colorScheme='dark'}`;

function subscribe(onChange: () => void) {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemTheme = (): Theme => (matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/** What the root loader says about the theme: the cookie's choice, if the visitor made one. */
export interface ThemeData {
  theme: Theme;
  themeChosen: boolean;
}

/** The theme being switched to while the switch is in flight, so the page changes at once. */
function usePendingTheme(): Theme | undefined {
  const fetcher = useFetchers().find((f) => f.formAction === '/theme' && f.formData);
  const next = fetcher?.formData?.get('theme');
  return typeof next === 'string' ? resolveTheme(next) : undefined;
}

/**
 * The theme the page shows: one being switched to, else the visitor's choice (cookie), else the
 * system preference. The server cannot know the last, so it renders light and the head script
 * above corrects it before paint; after hydration this hook reads the preference and follows it.
 */
export function useEffectiveTheme(): Theme {
  const data = useRouteLoaderData<ThemeData>('root');
  const pending = usePendingTheme();
  const chosen = data?.themeChosen ? data.theme : undefined;
  const system = useSyncExternalStore(subscribe, systemTheme, () => data?.theme ?? 'light');
  return pending ?? chosen ?? system;
}
