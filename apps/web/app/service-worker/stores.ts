/**
 * The worker's caches. Built files and icons are public and survive a change of reader. Pages are
 * kept as a visitor sees them (see visitorCopy), so they carry no personal data; they still go when
 * the reader changes, since which articles were read and saved says something about the reader.
 * (v2: copies of v1 were kept as the signed-in reader saw them, with their name; they are dropped.)
 */
const ASSETS = 'assets-v1';
const PAGES = 'pages-v2';
const FAVOURITES = 'favourites-v2';
const META = 'meta-v1';
const KNOWN = new Set([ASSETS, PAGES, FAVOURITES, META]);
/** Pages read recently (favourites are not counted): enough for a commute, small on a phone. */
const MAX_PAGES = 40;
/** Old builds' files are dropped, oldest first, past this many. */
const MAX_ASSETS = 400;
const META_URL = '/__offline/meta';

export interface OfflineMeta {
  /** Whose pages are kept: a user id, null for a visitor, undefined before any page reported. */
  reader?: string | null;
  theme?: 'light' | 'dark';
}

/** A page kept with its title, for the list of what can be read offline. */
export interface KeptPage {
  url: string;
  title: string;
}

/** Caches of an older version of this worker. */
export async function dropOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !KNOWN.has(name)).map((name) => caches.delete(name)));
}

/** Everything personal: every kept page, favourites included. */
export async function forgetPages(): Promise<void> {
  await Promise.all([caches.delete(PAGES), caches.delete(FAVOURITES)]);
}

export async function readMeta(): Promise<OfflineMeta> {
  const response = await (await caches.open(META)).match(META_URL);
  return response ? ((await response.json()) as OfflineMeta) : {};
}

export async function writeMeta(meta: OfflineMeta): Promise<void> {
  await (await caches.open(META)).put(META_URL, Response.json(meta));
}

function titleOf(html: string): string {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return raw
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/**
 * Keeps a page as answered, with its title. The copy is rebuilt from the body: a response that
 * followed a redirect may not answer a navigation, and the body is already decoded, so its
 * encoding and length headers no longer apply. Returns the HTML.
 */
async function keepPage(cacheName: string, url: string, response: Response): Promise<string> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'set-cookie']) headers.delete(name);
  // Header values are bytes: the title (Thai too) travels percent-encoded.
  headers.set('x-offline-title', encodeURIComponent(titleOf(html)));
  const cache = await caches.open(cacheName);
  await cache.put(url, new Response(html, { status: response.status, headers }));
  return html;
}

/** A reading page just fetched; the oldest go past MAX_PAGES. */
export async function keepReadPage(url: string, response: Response): Promise<void> {
  await keepPage(PAGES, url, response);
  await trim(PAGES, MAX_PAGES);
}

/**
 * The page as a visitor sees it, fetched without cookies: it carries nobody's name, e-mail or
 * points, so a copy kept on the device tells nothing about its reader even when their session
 * ends elsewhere (a sign-out on another device, a closed account) and this device never hears of
 * it. Undefined when it is not an HTML page.
 */
export async function visitorCopy(url: string): Promise<Response | undefined> {
  const response = await fetch(url, { credentials: 'omit', headers: { accept: 'text/html' } });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return undefined;
  return response;
}

/** A reading page just read: the reader's own answer if they are a visitor, else the visitor's copy. */
export async function keepReadVersion(url: string, response: Response, visitor: boolean): Promise<void> {
  const copy = visitor ? response : await visitorCopy(url);
  if (copy) await keepReadPage(url, copy);
}

/**
 * A favourite article, fetched now as a visitor sees it (see visitorCopy), and the built files and covers it
 * needs, so it reads (and runs) offline even if never opened on this device.
 */
export async function keepFavourite(url: string): Promise<void> {
  const response = await visitorCopy(url);
  if (!response) return;
  const html = await keepPage(FAVOURITES, url, response);
  // Every quoted address of a built file or cover: links, images, and the route modules the
  // page's loader script lists (lib/scripts-after-paint.server.ts).
  const files = [...html.matchAll(/["'](\/(?:assets|covers)\/[^"'\s\\]+)["']/g)].map((m) => m[1] ?? '');
  await keepAssets(files);
}

export async function dropFavourite(url: string): Promise<void> {
  await Promise.all([
    caches.open(FAVOURITES).then((cache) => cache.delete(url)),
    caches.open(PAGES).then((cache) => cache.delete(url)),
  ]);
}

/** Drops favourites no longer in the list (when the list is the whole of them). */
export async function keepOnlyFavourites(urls: readonly string[]): Promise<void> {
  const wanted = new Set(urls);
  const cache = await caches.open(FAVOURITES);
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}

/** The kept copy of a page: a favourite first, else the last one read. */
export async function keptPage(url: string): Promise<Response | undefined> {
  for (const name of [FAVOURITES, PAGES]) {
    const response = await (await caches.open(name)).match(url, { ignoreVary: true });
    if (response) return response;
  }
  return undefined;
}

/** Articles and pages that can be read offline now, favourites first, newest first. */
export async function keptPages(limit: number): Promise<KeptPage[]> {
  const seen = new Set<string>();
  const pages: KeptPage[] = [];
  for (const name of [FAVOURITES, PAGES]) {
    const cache = await caches.open(name);
    for (const request of [...(await cache.keys())].reverse()) {
      if (seen.has(request.url) || pages.length >= limit) continue;
      seen.add(request.url);
      const title = decodeURIComponent((await cache.match(request))?.headers.get('x-offline-title') ?? '');
      pages.push({ url: request.url, title: title || new URL(request.url).pathname });
    }
  }
  return pages;
}

/** The site's text faces, where kept: the offline page uses them (Thai needs its own). */
export async function keptFonts(): Promise<{ latin?: string; thai?: string }> {
  const urls = (await (await caches.open(ASSETS)).keys()).map((request) => new URL(request.url).pathname);
  const latin = urls.find((path) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(path));
  const thai = urls.find((path) => /\/noto-sans-thai-thai-wght-normal-[\w-]+\.woff2$/.test(path));
  return { ...(latin ? { latin } : {}), ...(thai ? { thai } : {}) };
}

const TEXT_FACES = /\/assets\/(?:inter-latin|noto-sans-thai-thai)-wght-normal-[\w-]+\.woff2/g;

/**
 * Same-origin built files and covers not kept yet (usually from the HTTP cache, so cheap). With
 * the stylesheet come the Latin and Thai text faces it names, which the offline page needs in
 * either language (a browser fetches a face only once a page shows its script).
 */
export async function keepAssets(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(ASSETS);
  const wanted = [...new Set(urls)];
  for (const raw of wanted) {
    const url = new URL(raw, self.location.origin);
    if (url.origin !== self.location.origin || (await cache.match(url.href))) continue;
    const response = await fetch(url.href).catch(() => undefined);
    if (!response?.ok) continue;
    if (url.pathname.endsWith('.css')) {
      for (const [face] of (await response.clone().text()).matchAll(TEXT_FACES)) {
        if (!wanted.includes(face)) wanted.push(face);
      }
    }
    await cache.put(url.href, response);
  }
  await trim(ASSETS, MAX_ASSETS);
}

/** A built file: from the cache, else fetched and kept (its name changes when its content does). */
export async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** A cover: fresh when online (it may be replaced), the kept copy when not. */
export async function networkFirstImage(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function trim(cacheName: string, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}
