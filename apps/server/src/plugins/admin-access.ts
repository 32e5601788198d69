import type { StaffRole } from '@app/contracts/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireRole } from './auth.ts';
import type { SessionUser } from '../modules/identity/session.service.ts';

/**
 * The role rule of the back office, one line per kind of work: editors manage content; only
 * admins touch users and money. Every `/api/admin` route names its rule in `config.adminRoles`;
 * a route that names none (or a path no route serves) is admin-only, so a forgotten rule closes.
 */
export const ADMIN_ONLY: readonly StaffRole[] = ['admin'];
export const CONTENT_STAFF: readonly StaffRole[] = ['admin', 'editor'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this `/api/admin/...` route (checked before anything else runs). */
    adminRoles?: readonly StaffRole[];
  }
}

/** Who did something in the back office, as the audit log records it. */
export interface AuditActor {
  userId: number | null;
  email: string | null;
  role: string;
  requestId?: string | null;
}

export function isAdminPath(url: string): boolean {
  return url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');
}

/** The roles a request's route allows: its own rule, else admins only. */
export function allowedRoles(request: FastifyRequest): readonly StaffRole[] {
  return request.routeOptions.config?.adminRoles ?? ADMIN_ONLY;
}

/** The staff member making an admin call (already checked by the gate; this re-reads it typed). */
export function requireStaff(request: FastifyRequest): SessionUser {
  return requireRole(request, ...allowedRoles(request));
}

/** The actor of an audit row: who, in which role, with the request's id for the logs. */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = requireStaff(request);
  return { userId: user.id, email: user.email, role: user.role, requestId: request.id };
}

/**
 * One check for every call under `/api/admin`, whichever module serves it: visitors get 401,
 * signed-in users without an allowed role 403, blocked staff the restriction message, staff without
 * their second factor 403 (TWO_FACTOR_SETUP_REQUIRED or TWO_FACTOR_SESSION_UNVERIFIED). It runs
 * on the root instance, so routes added by other modules are covered without doing anything.
 */
export const adminGate = fp(
  async (app: FastifyInstance, options: { checkStaff: (staff: SessionUser) => Promise<void> }) => {
    app.addHook('onRequest', async (request) => {
      if (!isAdminPath(request.url)) return;
      // The composition root passes the second-factor check (see docs/decisions/022).
      await options.checkStaff(requireStaff(request));
    });
  },
  { name: 'admin-gate', dependencies: [] },
);
