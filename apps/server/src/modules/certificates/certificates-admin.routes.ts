import {
  adminCertificateCodeParamsSchema,
  adminCertificateRevokeBodySchema,
  adminCertificateSchema,
} from '@app/contracts/admin-quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import {
  type CertificateAdminContext,
  getAdminCertificate,
  revokeAdminCertificate,
} from './certificates-admin.service.ts';

const tags = ['admin'];

/** Certificates of quizzes and learning paths: found by code, revoked by an admin with a reason. */
export const certificateAdminRoutes: FastifyPluginAsyncZod<{ ctx: CertificateAdminContext }> = async (
  app,
  { ctx },
) => {
  const config = { adminRoles: ADMIN_ONLY };
  app.get(
    '/api/admin/certificates/:code',
    {
      config,
      schema: {
        tags,
        summary: "A quiz's or a learning path's certificate by its code, with its holder and status",
        params: adminCertificateCodeParamsSchema,
        response: { 200: adminCertificateSchema },
      },
    },
    async (request) => getAdminCertificate(ctx.db, request.params.code),
  );
  app.post(
    '/api/admin/certificates/:code/revoke',
    {
      config,
      schema: {
        tags,
        summary: 'Revokes a certificate with a reason; its verify page says so from then on',
        params: adminCertificateCodeParamsSchema,
        body: adminCertificateRevokeBodySchema,
        response: { 200: adminCertificateSchema },
      },
    },
    async (request) =>
      revokeAdminCertificate(ctx, auditActor(request), request.params.code, request.body.reason),
  );
};
