import { LOCALE_COOKIE, THEME_COOKIE } from '@app/contracts/constants';
import { isLocale } from '@app/contracts/locale';
import { RENDERED_HTML, type RenderedHtml } from '@app/contracts/web-context';
import type { FastifyRequest } from 'fastify';
import { etagOf, inlineScriptHashes, inlineScriptHashesIn } from './public-page.ts';

/** A page rendered for visitors, as sent to each of them. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  setCookies: string[];
  body: Buffer;
  /** The body's validator, for conditional requests (`If-None-Match`). */
  etag: string;
  /** The CSP sources of its inline scripts (see public-page.ts). */
  scriptHashes: string[];
  /** Whether any visitor asking for the same key, and any shared cache, may be given this page. */
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

/**
 * Cookies the site sets for visitors, which no page's HTML depends on (the browser applies them);
 * any other cookie could matter to a page, and bypasses the cache.
 */
const VISITOR_COOKIES = new Set([THEME_COOKIE, LOCALE_COOKIE]);
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
  if (Object.keys(cookies).some((name) => !VISITOR_COOKIES.has(name))) return undefined;
  return `${request.protocol}://${request.host}${url}`;
}

/**
 * Reads a rendered response into a page, and whether it may be shared: a 200 that sets no cookie,
 * is not marked private, and varies on nothing outside the key.
 */
export async function readRenderedPage(response: Response): Promise<RenderedPage> {
  // A page the web app rendered whole carries its bytes (see RENDERED_HTML); anything
  // else (a redirect, an error, a HEAD request's answer) is read from its body.
  const rendered = (response as Response & { [RENDERED_HTML]?: RenderedHtml })[RENDERED_HTML];
  if (rendered) void response.body?.cancel();
  const body = rendered?.body ?? Buffer.from(await response.arrayBuffer());
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
    setCookies.length === 0 &&
    !/private|no-store|no-cache/i.test(cacheControl) &&
    vary.length === 0;
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  return {
    status: response.status,
    headers,
    setCookies,
    body,
    etag: etagOf(body),
    scriptHashes: !html
      ? []
      : rendered
        ? inlineScriptHashesIn(body)
        : inlineScriptHashes(body.toString('utf8')),
    shareable,
  };
}

/**
 * Server-rendered pages for visitors (no session), per URL and host, for a few seconds: the same
 * bytes for every visitor, theme and language cookie included (the browser applies those), so a
 * CDN may keep them too. Concurrent requests for a page not yet cached share one render. Content
 * writes clear it on every instance (lib/content-invalidation.ts).
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
    const bytes = page.body.length;
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
