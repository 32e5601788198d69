import type { WorkerMessage } from '../service-worker/messages.ts';

/**
 * Registers the service worker (`/sw.js`, built from app/service-worker) once the page has
 * loaded, so it never competes with the first paint. Production builds only: in development
 * Vite serves modules that change with every edit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

/** Tells the worker something once it is active (a no-op where there is none, as in development). */
export function tellWorker(message: WorkerMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** The built files this page loaded, for the worker to keep for offline reading. */
export function pageAssets(): string[] {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const linked = [
    ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]'),
  ].map((element) => ('href' in element ? element.href : element.src));
  return [...new Set([...loaded, ...linked])].filter((url) => url.startsWith(`${location.origin}/assets/`));
}

/** Whether the browser says it is offline (`navigator.onLine`); online while rendering on the server. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
