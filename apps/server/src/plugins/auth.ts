import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { resolveSession, SESSION_COOKIE, type SessionUser } from '../modules/identity/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: SessionUser | null;
  }
}

/** The session token: `Authorization: Bearer ...` from API clients, else the site's httpOnly cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { db: Db; clock: Clock }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = sessionToken(request);
    if (token) request.user = await resolveSession(options.db, options.clock, token);
  });
});

/** The signed-in user, or 'Please log in before continuing.'; a blocked user is refused everywhere. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  if (request.user.blocked) throw new AppError('ACCOUNT_RESTRICTED');
  return request.user;
}

export function requireRole(request: FastifyRequest, ...roles: SessionUser['role'][]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}
