import { randomBytes } from 'node:crypto';
import { LOCALE_COOKIE, THEME_COOKIE } from '@app/contracts/constants';
import { isLocale } from '@app/contracts/locale';
import type { FastifyRequest } from 'fastify';

/** A page rendered for visitors, kept as the bytes around each place its nonce stood. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** Only ever the language cookie, whose value is the page's own language (see `isShareable`). */
  setCookies: string[];
  parts: Buffer[];
  /** Whether any visitor asking for the same key may be given this page. */
  shareable: boolean;
}

interface Entry {
  page: RenderedPage;
  bytes: number;
  expiresAt: number;
}

export interface PageCacheOptions {
  /** The most bytes of HTML held; the least recently served page goes first. */
  maxBytes?: number;
  now?: () => number;
}

/** Cookies that may change a visitor's page, and are part of the key; any other cookie bypasses. */
const KEYED_COOKIES = new Set([THEME_COOKIE, LOCALE_COOKIE]);
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** Headers that belong to one response, never to a stored page. */
const UNSTORED_HEADERS = new Set(['set-cookie', 'content-length', 'date', 'connection', 'transfer-encoding']);

/**
 * The cache key of a page request, or undefined when the page must be rendered for this request
 * alone: anything but a GET for a page under a locale, anyone with a session (or any cookie the
 * page could depend on that is not part of the key), and the router's data requests.
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  const url = request.url;
  const path = url.split('?', 1)[0] ?? '';
  if (!isLocale(path.split('/')[1]) || path.endsWith('.data')) return undefined;
  const cookies = request.cookies ?? {};
  if (Object.keys(cookies).some((name) => !KEYED_COOKIES.has(name))) return undefined;
  const locale = path.split('/')[1];
  // The two inputs the layout reads from cookies: the theme, and whether the language cookie
  // already names this page's language (if not, the page sets it).
  const theme = cookies[THEME_COOKIE] === 'dark' ? 'dark' : 'light';
  const remembered = cookies[LOCALE_COOKIE] === locale ? 'lang-set' : 'lang-unset';
  return `${request.protocol}://${request.host}${url} ${theme} ${remembered}`;
}

/**
 * Reads a rendered response into a page: its HTML split where `renderNonce` stood, so each
 * response can be given its own nonce, and whether it may be shared: a 200 HTML page that sets
 * no cookie but the language one, is not marked private, and varies on nothing outside the key.
 */
export async function readRenderedPage(response: Response, renderNonce: string): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const marker = Buffer.from(renderNonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (!UNSTORED_HEADERS.has(name)) headers.push([name, value]);
  }
  const setCookies = response.headers.getSetCookie();
  const cacheControl = response.headers.get('cache-control') ?? '';
  const vary = (response.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'accept-encoding');
  const shareable =
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    setCookies.every((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`)) &&
    !/private|no-store|no-cache/i.test(cacheControl) &&
    vary.length === 0;
  return { status: response.status, headers, setCookies, parts, shareable };
}

/** The page's HTML with `nonce` wherever the render's own nonce stood. */
export function withNonce(page: RenderedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0]!;
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** A nonce for a render whose HTML may be shared: hex, so no encoding can change how it reads. */
export function newRenderNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Server-rendered pages for visitors (no session), per URL, host, theme and language cookie, for
 * a few seconds. Concurrent requests for a page not yet cached share one render. Content writes
 * clear it on every instance (lib/content-invalidation.ts). Each response gets its own CSP
 * nonce: the cached HTML holds the places the render's nonce stood, never a nonce itself.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<RenderedPage | undefined>>();
  private readonly maxBytes: number;
  private readonly now: () => number;
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly ttlSeconds: number,
    options: PageCacheOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.now = options.now ?? Date.now;
  }

  /** A stored page, or the one being rendered for another visitor now, if it may be shared. */
  async lookup(key: string): Promise<RenderedPage | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Served again: now the most recently used, the last to be dropped for room.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.page;
    }
    if (entry) this.drop(key);
    return this.rendering.get(key);
  }

  /**
   * Renders the page for this request; while it runs, other visitors asking for the same key wait
   * for it. The page is stored only if it may be shared and no content changed meanwhile.
   */
  async render(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const generation = this.generation;
    const rendered = render();
    const shared = rendered.then(
      (page) => (page.shareable ? page : undefined),
      () => undefined,
    );
    this.rendering.set(key, shared);
    try {
      const page = await rendered;
      if (page.shareable && generation === this.generation && this.ttlSeconds > 0) this.store(key, page);
      return page;
    } finally {
      if (this.rendering.get(key) === shared) this.rendering.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.rendering.clear();
    this.bytes = 0;
  }

  private store(key: string, page: RenderedPage) {
    const bytes = page.parts.reduce((sum, part) => sum + part.length, 0);
    if (bytes > this.maxBytes) return;
    if (this.entries.has(key)) this.drop(key);
    this.entries.set(key, { page, bytes, expiresAt: this.now() + this.ttlSeconds * 1000 });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
