import type { FastifyContextConfig } from 'fastify';
import { isAdminPath } from './admin-access.ts';

/**
 * Who may call a route, declared once on the route (`config.auth`, see plugins/auth.ts) and read by
 * both the guard that enforces it and the API document (security schemes, 401/403 answers):
 * - `public`: anyone; a session, if sent, changes nothing (the default).
 * - `optional`: anyone; a signed-in user gets a personal answer (their standing, their counts).
 * - `user`: a signed-in user who is not blocked, else 401 (or 403 for a blocked account).
 * - `staff`: every `/api/admin` route, checked by the admin gate (role and second factor).
 */
export type RouteAccess = 'public' | 'optional' | 'user' | 'staff';

/** The access rule of the route at `url`: admin paths are staff-only, others say it in `config.auth`. */
export function routeAccess(url: string, config: FastifyContextConfig | undefined): RouteAccess {
  if (isAdminPath(url)) return 'staff';
  return config?.auth ?? 'public';
}

/** Whether a caller must be signed in to be served at all. */
export function needsSession(access: RouteAccess): boolean {
  return access === 'user' || access === 'staff';
}
