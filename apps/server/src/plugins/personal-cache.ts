import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CDN_CACHE_CONTROL, clientHolds, etagOf, PUBLIC_CACHE_CONTROL } from '../web/public-page.ts';
import { isRenderCall } from '../web/render-call.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer belongs to the caller even when nobody is signed in yet (a new session token),
     * so no cache may keep it.
     */
    personal?: boolean;
  }
}

export const PERSONAL_CACHE_CONTROL = 'private, no-store';
/** Public answers differ by language (the `lang` header) and may differ for a signed-in caller. */
const PUBLIC_VARY = 'lang, authorization, cookie';

/**
 * Answers that depend on who asks (profile, favourites, sessions, the admin area) must not be
 * kept by a shared cache or the browser's disk cache, where the next person on the machine or
 * behind the proxy could read them. Decided in one place: an API answer to a signed-in (or
 * blocked) caller, or from a route marked `personal`, is `private, no-store` unless the route chose
 * its own caching (the public answers, which are the same for everyone, keep theirs).
 *
 * Any other successful read (a visitor's GET) is the same for every visitor asking in that
 * language: a CDN may keep it for a minute (PUBLIC_CACHE_CONTROL), and a client that holds it is
 * answered 304 from its ETag. Registered before compression, so the ETag is of the plain body.
 * A page's own in-process API calls get no ETag: nothing revalidates them, and hashing every answer
 * a page reads costs each render.
 */
export const personalCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    const personal =
      request.user !== null || request.blockedUser !== null || request.routeOptions.config?.personal === true;
    if (personal) {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      return payload;
    }
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', CDN_CACHE_CONTROL)
      .header('vary', PUBLIC_VARY);
    if (isRenderCall(request)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!clientHolds(request, etag)) return payload;
    reply.code(304);
    return '';
  });
});
