/**
 * The site's service worker (`/sw.js`, scope `/`): offline reading, and Web Push notifications.
 * See docs/decisions/031-offline-reading.md.
 */
import { offlinePage } from './offline-page.ts';
import type { WorkerMessage } from './messages.ts';
import { changesReader, isCover, isReadingPage, isStaticAsset, pageLocale } from './page-rules.ts';
import { openNotification, showPushNotification } from './push.ts';
import {
  cacheFirst,
  dropFavourite,
  dropOldCaches,
  forgetPages,
  keepAssets,
  keepFavourite,
  keepOnlyFavourites,
  keepReadVersion,
  keptFonts,
  keptPage,
  keptPages,
  networkFirstImage,
  readMeta,
  writeMeta,
} from './stores.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => {
  // The icons and the mark of the offline page; built files are kept as pages use them.
  event.waitUntil(keepAssets(['/favicon.svg', '/icons/icon-192.png']).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages already open are served from now on (the one that registered it, first of all).
      await self.clients.claim();
      await dropOldCaches();
      // The page's request starts while the worker wakes up, rather than after.
      await self.registration.navigationPreload?.enable();
    })(),
  );
});

/**
 * Whatever was kept for another reader goes: a shared device shows the next person nothing of it.
 * `undefined` (a sign-in or sign-out went by) forgets at once; the next page then names its
 * reader, who owns whatever is kept from then on (as on a new worker, nothing being known yet).
 */
async function forgetReader(reader: string | null | undefined): Promise<void> {
  const meta = await readMeta();
  if (reader === undefined || (meta.reader !== undefined && meta.reader !== reader)) await forgetPages();
  await writeMeta({ ...meta, reader });
}

/** Windows showing a kept copy: it reports a visitor, which says nothing about who is signed in. */
const keptCopyClients = new Set<string>();

async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  const reading = isReadingPage(url);
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(event.request));
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (reading && response.status === 200 && response.type === 'basic' && html) {
      // Only a visitor's page is kept as answered; a signed-in reader's is fetched again as a
      // visitor sees it, so no kept page ever carries a name or an e-mail address.
      const copy = response.clone();
      event.waitUntil(readMeta().then((meta) => keepReadVersion(url.href, copy, meta.reader === null)));
    }
    return response;
  } catch {
    // No answer (offline, or the site unreachable): the kept copy of a reading page, else the
    // offline page. A page that needs the server (a quiz, money) is never kept, so it gets that.
    const kept = reading ? await keptPage(url.href) : undefined;
    if (kept) {
      // A kept copy is the visitor's page: what it reports of its reader is not news (see below).
      if (event.resultingClientId) keptCopyClients.add(event.resultingClientId);
      return kept;
    }
    const meta = await readMeta();
    return offlinePage(url, pageLocale(url), meta.theme, await keptPages(12), reading, await keptFonts());
  }
}

let queue: Promise<void> = Promise.resolve();

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // `/en?` (a form sent with no fields, like the error page's retry) is the page `/en`.
  if (url.search === '') url.search = '';
  if (changesReader(request, url)) {
    queue = queue.then(() => forgetReader(undefined)).catch(() => undefined);
    event.waitUntil(queue);
  }
  // Everything else (API answers, router data, form posts) goes to the network untouched.
  if (request.method !== 'GET' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event, url));
  else if (isStaticAsset(url)) event.respondWith(cacheFirst(request));
  else if (isCover(url)) event.respondWith(networkFirstImage(request));
});

function sameOriginPaths(urls: unknown): string[] {
  if (!Array.isArray(urls)) return [];
  return urls.flatMap((raw) => {
    if (typeof raw !== 'string') return [];
    const url = new URL(raw, self.location.origin);
    return url.origin === self.location.origin ? [url.href] : [];
  });
}

/**
 * Handles a message; what may take a while and need not hold the next message back (fetching
 * built files) is answered as a promise to wait for after.
 */
async function handleMessage(
  message: WorkerMessage,
  fromKeptCopy: boolean,
): Promise<Promise<void> | undefined> {
  switch (message.type) {
    case 'page': {
      if (!fromKeptCopy) await forgetReader(typeof message.reader === 'string' ? message.reader : null);
      const theme = message.theme === 'dark' ? 'dark' : 'light';
      await writeMeta({ ...(await readMeta()), theme });
      return keepAssets(sameOriginPaths(message.assets).filter((href) => isStaticAsset(new URL(href))));
    }
    case 'keep-favourites': {
      const urls = sameOriginPaths(message.urls).filter((href) => isReadingPage(new URL(href)));
      if (message.complete) await keepOnlyFavourites(urls);
      for (const url of urls) await keepFavourite(url).catch(() => undefined);
      return;
    }
    case 'drop-favourite':
      for (const url of sameOriginPaths([message.url])) await dropFavourite(url);
      return;
  }
  return undefined;
}

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (!message || typeof message !== 'object') return;
  // Messages run one after another: a favourite dropped right after being kept stays dropped.
  const source = event.source as Client | null;
  const fromKeptCopy = source !== null && keptCopyClients.has(source.id);
  const handled = queue.then(() => handleMessage(message, fromKeptCopy));
  queue = handled.then(
    () => undefined,
    () => undefined,
  );
  event.waitUntil(handled.then((later) => later).catch(() => undefined));
});

self.addEventListener('push', showPushNotification);
self.addEventListener('notificationclick', openNotification);
