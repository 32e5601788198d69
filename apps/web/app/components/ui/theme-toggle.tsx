import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { useEffectiveTheme } from '../../lib/theme-preference.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { MoonIcon, SunIcon } from './icons.tsx';

/**
 * Switches between light and dark. The choice is kept in the `theme` cookie, which the page's head
 * script applies before the next load is painted (no flash). Without JavaScript it is a plain form
 * post. Its icon follows the page's `dark` class, so it is right before the page is interactive too.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  // The theme shown now: the visitor's choice, else their system's (switching sets the cookie).
  const theme = useEffectiveTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.switchToDark') : t('theme.switchToLight');
  return (
    <fetcher.Form method="post" action="/theme">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="mode" value="fetch" />}
      <button
        type="submit"
        data-testid="theme-toggle"
        aria-label={label}
        title={label}
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <span className="dark:hidden">
          <MoonIcon />
        </span>
        <span className="hidden dark:inline">
          <SunIcon />
        </span>
      </button>
    </fetcher.Form>
  );
}
