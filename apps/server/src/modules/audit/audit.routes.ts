import { auditPageSchema, auditQuerySchema } from '@app/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ADMIN_ONLY } from '../../plugins/admin-access.ts';
import { listAudit } from './audit.service.ts';

/** The audit log, read-only: nothing in the API can change or remove a row. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { adminRoles: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Audit log, newest first; filter by actor (e-mail part or id), action prefix, target, days',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(db, request.query),
  );
};
