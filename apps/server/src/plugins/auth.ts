import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { resolveSession, SESSION_COOKIE, type SessionUser } from '../modules/identity/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (and for a blocked user, see `blockedUser`). */
    user: SessionUser | null;
    /**
     * A user blocked by an admin who still sends a session token. Kept apart from `user` so that
     * no route serves a blocked user as signed in (a subscriber's articles, say); every route that
     * needs a user answers ACCOUNT_RESTRICTED instead.
     */
    blockedUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Whether the route needs a signed-in user (`user`: visitors get 401 before the input is
     * read) or reads one when present (`optional`). The API document's security and 401/403
     * answers come from it (plugins/route-access.ts).
     */
    auth?: 'optional' | 'user';
  }
  interface FastifyInstance {
    /** Sessions shared by the API calls of one page render, by reference (see `shareSession`). */
    sharedSessions: Map<string, SharedSession>;
  }
}

interface SharedSession {
  token?: string;
  resolved?: Promise<SessionUser | null>;
}

/** Names a page render's shared session on the API calls it makes in-process. */
export const SHARED_SESSION_HEADER = 'x-shared-session';

/**
 * One session lookup per page: a page's loaders make several API calls in-process, each carrying
 * the visitor's cookie, and each would look the session up again. Answers a reference for their
 * SHARED_SESSION_HEADER and a function that forgets it. Only for pages that change nothing (GET):
 * a form action may sign in or out, or change what the session grants.
 */
export function shareSession(app: FastifyInstance): { ref: string; forget: () => void } {
  const ref = randomUUID();
  app.sharedSessions.set(ref, {});
  return { ref, forget: () => app.sharedSessions.delete(ref) };
}

/** The session token: `Authorization: Bearer ...` from API clients, else the site's httpOnly cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return sessionCredential(request)?.token;
}

/** The session token and where it came from: only a cookie is sent by the browser on its own. */
export function sessionCredential(
  request: FastifyRequest,
): { token: string; source: 'bearer' | 'cookie' } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token ? { token, source: 'bearer' } : undefined;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : undefined;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request was sent by a page of this site: its Origin (else its Referer) names this
 * host. Browsers attach the session cookie to requests that other sites trigger, so a change
 * made with the cookie alone needs this proof; Bearer tokens are never sent automatically.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const source = typeof origin === 'string' && origin !== '' ? origin : request.headers.referer;
  const host = hostOf(typeof source === 'string' ? source : undefined);
  return host !== undefined && host === request.host;
}

/**
 * Requests the app sends itself while rendering a page (`inject`) have no network socket. The
 * browser request that caused them has passed the check below already, so they are trusted;
 * this is what lets loaders call read-only POST routes such as `/client/user-clients/me`.
 */
export function isInProcess(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}

export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; clock: Clock }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('blockedUser', null);
  app.decorate('sharedSessions', new Map<string, SharedSession>());

  /** The session behind a token, looked up once for all the API calls of one page render. */
  const sessionOf = (request: FastifyRequest, token: string): Promise<SessionUser | null> => {
    const ref = request.headers[SHARED_SESSION_HEADER];
    // Only the app's own calls may name a shared session; a client's header is ignored.
    const shared = typeof ref === 'string' && isInProcess(request) ? app.sharedSessions.get(ref) : undefined;
    const lookUp = () => resolveSession(options.db, options.clock, token);
    if (!shared) return lookUp();
    shared.token ??= token;
    if (shared.token !== token) return lookUp();
    shared.resolved ??= lookUp();
    return shared.resolved;
  };
  app.addHook('onRequest', async (request) => {
    const credential = sessionCredential(request);
    // Covers the API and the site's form actions alike: a change made with the session cookie
    // must come from one of this site's pages.
    if (
      credential?.source === 'cookie' &&
      UNSAFE_METHODS.has(request.method) &&
      !isInProcess(request) &&
      !isSameOrigin(request)
    ) {
      throw new AppError('CSRF_REJECTED');
    }
    if (credential && request.url.startsWith('/api/')) {
      const resolved = await sessionOf(request, credential.token);
      if (resolved?.blocked) request.blockedUser = resolved;
      else request.user = resolved;
    }
    // The route's declared rule is its guard, so what the API document says is what is enforced.
    if (request.routeOptions.config?.auth === 'user') requireUser(request);
  });
});

/** The signed-in user, or 'Please log in before continuing.'; a blocked user is refused everywhere. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (request.blockedUser) throw new AppError('ACCOUNT_RESTRICTED');
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  if (request.user.blocked) throw new AppError('ACCOUNT_RESTRICTED');
  return request.user;
}

export function requireRole(request: FastifyRequest, ...roles: SessionUser['role'][]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}
