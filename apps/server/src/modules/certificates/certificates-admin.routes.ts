import {
  adminCertificateCodeParamsSchema,
  adminCertificateKeyCompromiseBodySchema,
  adminCertificateKeyListSchema,
  adminCertificateKeyParamsSchema,
  adminCertificateKeySchema,
  adminCertificateReissueResultSchema,
  adminCertificateRevokeBodySchema,
  adminCertificateSchema,
} from '@app/contracts/admin-quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import {
  type CertificateKeysContext,
  compromiseCertificateKey,
  listCertificateKeys,
  reissueCertificates,
} from './certificate-keys-admin.service.ts';
import { getAdminCertificate, revokeAdminCertificate } from './certificates-admin.service.ts';

const tags = ['admin'];

/** Certificates of quizzes and learning paths: found by code, revoked by an admin with a reason. */
export const certificateAdminRoutes: FastifyPluginAsyncZod<{ ctx: CertificateKeysContext }> = async (
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

  app.get(
    '/api/admin/certificate-keys',
    {
      config,
      schema: {
        tags,
        summary: 'Every key that has signed certificates, the current one marked, with how many each signed',
        response: { 200: adminCertificateKeyListSchema },
      },
    },
    async () => ({ data: await listCertificateKeys(ctx) }),
  );
  app.post(
    '/api/admin/certificate-keys/:number/compromise',
    {
      config,
      schema: {
        tags,
        summary: 'Withdraws a signing key as compromised: what it signed fails verification from then on',
        params: adminCertificateKeyParamsSchema,
        body: adminCertificateKeyCompromiseBodySchema,
        response: { 200: adminCertificateKeySchema },
      },
    },
    async (request) =>
      compromiseCertificateKey(ctx, auditActor(request), request.params.number, request.body.reason),
  );
  app.post(
    '/api/admin/certificate-keys/:number/reissue',
    {
      config,
      schema: {
        tags,
        summary: 'Signs every certificate of that key anew with the current key (after a compromise)',
        params: adminCertificateKeyParamsSchema,
        response: { 200: adminCertificateReissueResultSchema },
      },
    },
    async (request) => reissueCertificates(ctx, auditActor(request), request.params.number),
  );
};
