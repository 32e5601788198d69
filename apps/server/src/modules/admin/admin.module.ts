import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { auditRoutes } from '../audit/audit.routes.ts';
import { secondFactorRequired } from '../accounts/second-factor.service.ts';
import { adminGate } from './admin-access.ts';
import { adminArticleRoutes } from './admin-articles.routes.ts';
import { adminCertificateRoutes } from './admin-certificates.routes.ts';
import { adminContentRoutes } from './admin-content.routes.ts';
import { adminInboxRoutes } from './admin-inbox.routes.ts';
import { adminMoneyRoutes } from './admin-money.routes.ts';
import { adminQuizRoutes } from './admin-quizzes.routes.ts';
import type { AdminContext } from './admin-write.ts';

/**
 * The back office's API. The gate covers every `/api/admin` path, including those other modules
 * serve (users live in the profile module; ledger adjustments, redemptions...). A new section is
 * one routes file registered here, each route naming its roles in `config.adminRoles`.
 */
export async function registerAdmin(app: FastifyInstance, { db, clock, config }: AppContext): Promise<void> {
  await app.register(adminGate, { db, secondFactorRequired: secondFactorRequired(config) });
  const ctx: AdminContext = { db, clock, invalidation: app.contentInvalidation, log: app.log };
  await app.register(adminArticleRoutes, { ctx });
  await app.register(adminContentRoutes, { ctx });
  await app.register(adminInboxRoutes, { ctx });
  await app.register(adminMoneyRoutes, { ctx: { db, clock } });
  await app.register(adminQuizRoutes, { ctx });
  await app.register(adminCertificateRoutes, { ctx });
  await app.register(auditRoutes, { db });
}
