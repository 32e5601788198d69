import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ApiTransport } from '@app/contracts/api-transport';
import { RENDERED_HTML, type RenderedHtml, type WebLoadContext } from '@app/contracts/web-context';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import injectRequest from 'light-my-request';
import type { ContentInvalidation } from '../lib/content-invalidation.ts';
import { PERSONAL_CACHE_CONTROL } from '../plugins/personal-cache.ts';
import { PageCache, pageCacheKey, readRenderedPage, type RenderedPage } from './page-cache.ts';
import { CDN_CACHE_CONTROL, clientHolds, isVisitorRequest, PUBLIC_CACHE_CONTROL } from './public-page.ts';
import { renderCallHeaders } from './render-call.ts';
import { SHARED_SESSION_HEADER, shareSession } from '../plugins/auth.ts';

export interface WebOptions {
  mode: 'production' | 'development';
  /** Demo mode: pages carry the demo banner and link to the mailbox. */
  demo?: boolean;
  /** The React Router server build: the built module in production, Vite's in development. */
  loadBuild: () => Promise<ServerBuild>;
  /** Built browser assets, served statically in production. */
  clientDir?: string;
  /** Development only: Vite's middleware, which serves modules and hot updates. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}

const FORWARDED_HEADERS = ['cookie', 'authorization', 'user-agent', 'accept-language'] as const;

/**
 * The API, called in-process for server rendering: same routes, hooks and errors, no socket.
 * `sharedSession` lets its calls look the visitor's session up once (see plugins/auth.ts).
 */
export function inProcessApi(
  app: FastifyInstance,
  request: FastifyRequest,
  sharedSession?: string,
): ApiTransport {
  const forwarded: Record<string, string> = renderCallHeaders();
  if (sharedSession) forwarded[SHARED_SESSION_HEADER] = sharedSession;
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return async ({ method, url, headers, body }) => {
    // Into the router itself rather than app.inject(), which refuses once the app is closing: a
    // page that reached this process before SIGTERM still renders while it drains.
    const response = await injectRequest(app.routing, {
      method,
      url,
      remoteAddress: request.ip,
      headers: {
        ...forwarded,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string | string[] | undefined>,
      body: isJson && response.body ? JSON.parse(response.body) : response.body,
    };
  };
}

/**
 * The request as React Router takes it. `reply` ties it to the visitor's connection (a closed
 * connection aborts the render); a render other visitors may share is left without.
 */
/**
 * The address the site renders for a request. Leading slashes collapse to one (`//` would read
 * as a host). An encoded NUL anywhere (`/en/verify/%00`, `?q=%00`) names no page and no value the
 * database can hold, so it renders the language's not-found page instead of reaching a loader.
 */
export function pagePath(raw: string): string {
  const path = raw.replace(/^[/\\]+/, '/');
  if (!/%00/i.test(path)) return path;
  const lang = /^\/(en|th)(?=[/?#]|$)/.exec(path)?.[1] ?? 'en';
  // A client-side navigation asks for the page's data (`.data`) and must get data back.
  const data = (path.split('?', 1)[0] ?? '').endsWith('.data') ? '.data' : '';
  return `/${lang}/__not-found${data}`;
}

function toWebRequest(request: FastifyRequest, reply?: FastifyReply): Request {
  const url = new URL(pagePath(request.url), `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply?.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // A page rendered whole carries its bytes beside the response (see RENDERED_HTML).
  const rendered = (response as Response & { [RENDERED_HTML]?: RenderedHtml })[RENDERED_HTML];
  if (rendered) return reply.send(rendered.body);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * A visitor's page: the same bytes for everyone, its scripts allowed by hash. A shareable one is
 * public for a CDN too, and answered 304 when the visitor already holds it.
 */
function sendVisitorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  outcome: 'hit' | 'miss' | 'bypass',
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.setCookies.length > 0) reply.header('set-cookie', page.setCookies);
  reply.allowScriptHashes(page.scriptHashes);
  reply.header('x-page-cache', page.shareable ? outcome : 'bypass');
  if (!page.shareable) return reply.send(page.body);
  reply
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('cdn-cache-control', CDN_CACHE_CONTROL)
    .header('etag', page.etag);
  if (clientHolds(request, page.etag)) return reply.status(304).send();
  return reply.send(page.body);
}

/**
 * Serves the React Router app for every path outside `/api`: server rendering, data requests
 * and form actions. Unknown `/api/...` paths stay JSON errors.
 */
export async function webPlugin(
  app: FastifyInstance,
  options: WebOptions & {
    root: FastifyInstance;
    /** Seconds a visitor's page is kept (production only; 0 renders every page). */
    pageCacheTtlSeconds?: number;
    invalidation?: ContentInvalidation;
  },
) {
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      // Cache headers come from setHeaders below, per file.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Built asset names carry a content hash, so they never change. The service worker is
        // checked on every visit, so a fixed one reaches readers at once (031-offline-reading.md).
        const immutable = path.includes('/assets/');
        const worker = path.endsWith('/sw.js');
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  if (options.devMiddleware) {
    await app.register(middie);
    app.use(options.devMiddleware);
  }

  // The router reads bodies itself (form actions), so nothing here parses them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  let production: ReturnType<typeof createRequestHandler> | undefined;
  const handlerFor = async () => {
    if (options.mode === 'development') return createRequestHandler(await options.loadBuild(), 'development');
    if (!production) {
      const build = await options.loadBuild();
      // The production build brings its own React Router (see entry.server.tsx): its handler, so
      // the router that renders a page is the one that handles its request.
      const create =
        (build.entry.module as { createRequestHandler?: typeof createRequestHandler }).createRequestHandler ??
        createRequestHandler;
      production = create(build, 'production');
    }
    return production;
  };

  // Development pages change with every edit, so only production keeps them.
  const ttl = options.mode === 'production' ? (options.pageCacheTtlSeconds ?? 0) : 0;
  const pageCache = ttl > 0 ? new PageCache(ttl) : undefined;
  if (pageCache) options.invalidation?.subscribe(() => pageCache.clear());

  // Cached and uncached renders see the same context, so a cached page is the page a visitor would get.
  const loadContext = (request: FastifyRequest, nonce: string, sharedSession?: string): WebLoadContext => ({
    api: inProcessApi(options.root, request, sharedSession),
    nonce,
    requestId: request.id,
    demo: options.demo === true,
  });

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
        return options.root.apiNotFound(request, reply);
      }
      const handle = await handlerFor();
      // In production a visitor's page carries no nonce: it is rendered whole, the same for every
      // visitor, and kept for a few seconds (here, and by a CDN). Development streams every page.
      if (options.mode === 'production' && isVisitorRequest(request)) {
        const render = async () =>
          readRenderedPage(await handle(toWebRequest(request), loadContext(request, '') as never));
        const key = pageCache ? pageCacheKey(request) : undefined;
        if (!pageCache || !key) return sendVisitorPage(request, reply, await render(), 'bypass');
        const cached = await pageCache.lookup(key);
        if (cached) return sendVisitorPage(request, reply, cached, 'hit');
        return sendVisitorPage(request, reply, await pageCache.render(key, render), 'miss');
      }
      const session =
        request.method === 'GET' || request.method === 'HEAD' ? shareSession(options.root) : undefined;
      try {
        const context = loadContext(request, reply.scriptNonce, session?.ref);
        const response = await handle(toWebRequest(request, reply), context as never);
        // A signed-in reader's page (or a form's answer) is theirs alone: no cache may keep it.
        if (!response.headers.has('cache-control'))
          response.headers.set('cache-control', PERSONAL_CACHE_CONTROL);
        return await sendWebResponse(reply, response);
      } finally {
        session?.forget();
      }
    },
  });
}
