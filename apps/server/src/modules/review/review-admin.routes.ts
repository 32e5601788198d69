import {
  adminReviewCredentialRevokeBodySchema,
  adminReviewCredentialSchema,
  reviewCredentialParamsSchema,
} from '@app/contracts/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import {
  getAdminReviewCredential,
  type ReviewCredentialAdminContext,
  revokeAdminReviewCredential,
} from './review-credential-admin.service.ts';

const tags = ['admin'];

/** "Topic mastered" credentials: found by code and revoked with a reason by an admin, like certificates. */
export const reviewAdminRoutes: FastifyPluginAsyncZod<{ ctx: ReviewCredentialAdminContext }> = async (
  app,
  { ctx },
) => {
  const config = { adminRoles: ADMIN_ONLY };
  app.get(
    '/api/admin/review/credentials/:code',
    {
      config,
      schema: {
        tags,
        summary: 'A "topic mastered" credential by its code, with its holder and status',
        params: reviewCredentialParamsSchema,
        response: { 200: adminReviewCredentialSchema },
      },
    },
    async (request) => getAdminReviewCredential(ctx.db, request.params.code),
  );
  app.post(
    '/api/admin/review/credentials/:code/revoke',
    {
      config,
      schema: {
        tags,
        summary:
          'Revokes a "topic mastered" credential with a reason; its page and status list say so from then on',
        params: reviewCredentialParamsSchema,
        body: adminReviewCredentialRevokeBodySchema,
        response: { 200: adminReviewCredentialSchema },
      },
    },
    async (request) =>
      revokeAdminReviewCredential(ctx, auditActor(request), request.params.code, request.body.reason),
  );
};
