import { adminIdParamsSchema } from '@app/contracts/admin';
import {
  adminPrivacyActionSchema,
  adminPrivacyListSchema,
  adminPrivacyRequestSchema,
  PRIVACY_API,
} from '@app/contracts/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../../plugins/admin-access.ts';
import type { PrivacyContext } from './closure.service.ts';
import { actOnPrivacyRequest, listPrivacyRequests } from './privacy-admin.service.ts';

/** The back office's view of users' requests (admins only): deadlines, and a person's actions. */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{ ctx: PrivacyContext }> = async (app, { ctx }) => {
  app.get(
    PRIVACY_API.adminRequests,
    {
      schema: {
        tags: ['admin'],
        summary: 'Export and closure requests with their 30-day deadline, open ones first',
        response: { 200: adminPrivacyListSchema },
      },
    },
    async () => ({ items: await listPrivacyRequests(ctx.db, ctx.clock.now()) }),
  );
  app.post(
    PRIVACY_API.adminRequest,
    {
      schema: {
        tags: ['admin'],
        summary: 'Retries a refused or stuck request, cancels an open closure, or notes a step (audited)',
        params: adminIdParamsSchema,
        body: adminPrivacyActionSchema,
        response: { 200: adminPrivacyRequestSchema },
      },
    },
    async (request) => {
      const outcome = await actOnPrivacyRequest(
        ctx.db,
        ctx.clock,
        auditActor(request),
        request.params.id,
        request.body,
      );
      ctx.kick();
      return outcome;
    },
  );
};
