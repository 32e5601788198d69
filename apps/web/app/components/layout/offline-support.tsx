import type { CurrentUser } from '@app/contracts/accounts';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { isOffline, pageAssets, tellWorker } from '../../lib/offline-worker.ts';
import { useEffectiveTheme } from '../../lib/theme-preference.ts';

function subscribe(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/** Whether the browser is offline now, following its `online`/`offline` events. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/**
 * Offline, a link within the site loads the whole page, so the service worker answers it with its
 * kept copy or the offline page: a navigation inside the app would only fetch the page's data,
 * which nobody keeps, and fail.
 */
function loadWholePageOnClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(link instanceof HTMLAnchorElement) ||
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download')
  )
    return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
  event.preventDefault();
  location.assign(url.href);
}

/**
 * Tells the service worker who reads this page and in which theme (a change of reader clears what
 * it kept for the last one) and which built files the page needs; shows a banner while offline.
 */
export function OfflineSupport() {
  const { t } = useTranslation();
  const offline = useOffline();
  const user = useRouteLoaderData<{ user?: CurrentUser | null }>('root')?.user ?? null;
  const reader = user ? String(user.id) : null;
  const theme = useEffectiveTheme();

  useEffect(() => {
    // The page's own class: while hydrating, `theme` is still the server's light one.
    const shown = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
    tellWorker({ type: 'page', reader, theme: shown, assets: pageAssets() });
  }, [reader, theme]);

  useEffect(() => {
    if (!offline) return;
    // Capture, so it runs before the router's own handler on the link.
    addEventListener('click', loadWholePageOnClick, true);
    return () => removeEventListener('click', loadWholePageOnClick, true);
  }, [offline]);

  // The live region is always there, so a screen reader hears the banner when it appears.
  return (
    <div role="status">
      {offline && (
        <p
          data-testid="offline-banner"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
