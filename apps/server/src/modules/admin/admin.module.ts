import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AdminContext } from '../audit/audited-write.ts';
import { adminInboxRoutes } from './admin-inbox.routes.ts';
import { adminRoutes } from './admin.routes.ts';

/**
 * What is the back office's own: users (list, detail, block, KYC override) and the inbox. Every
 * feature serves its own `/api/admin/...` routes; the gate (plugins/admin-access.ts, registered
 * first by the composition root) checks each route's `config.adminRoles` for all of them.
 */
export async function adminModule(app: FastifyInstance, { db, clock }: AppContext): Promise<void> {
  const ctx: AdminContext = { db, clock, invalidation: app.contentInvalidation, log: app.log };
  await app.register(adminRoutes, { db, clock });
  await app.register(adminInboxRoutes, { ctx });
}
