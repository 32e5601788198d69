import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/**
 * Answers that depend on who asks (profile, favourites, sessions, the admin area) must not be
 * kept by a shared cache or the browser's disk cache, where the next person on the machine or
 * behind the proxy could read them. Decided in one place: an API answer to a signed-in (or
 * blocked) caller, or from a route marked `personal`, is `private, no-store` unless the route chose
 * its own caching (the public answers, which are the same for everyone, keep theirs).
 */
export const personalCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    const personal =
      request.user !== null || request.blockedUser !== null || request.routeOptions.config?.personal === true;
    if (personal) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    return payload;
  });
});
