import {
  adminFeedbackHandleBodySchema,
  adminFeedbackPageSchema,
  adminFeedbackQuerySchema,
  adminFeedbackSchema,
  adminIdParamsSchema,
} from '@app/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor, CONTENT_STAFF } from '../../plugins/admin-access.ts';
import { listFeedback, setFeedbackHandled } from './admin-inbox.service.ts';
import type { AdminContext } from '../audit/audited-write.ts';

/** Feedback and content requests: what readers ask of the content, so editors handle them too. */
export const adminInboxRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  const config = { adminRoles: CONTENT_STAFF };
  app.get(
    '/api/admin/feedback',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Feedback and content requests, newest first; open ones by default',
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackPageSchema },
      },
    },
    async (request) => listFeedback(ctx.db, request.query),
  );
  app.post(
    '/api/admin/feedback/:id/handled',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Marks an item handled (with an optional note), or open again',
        params: adminIdParamsSchema,
        body: adminFeedbackHandleBodySchema,
        response: { 200: adminFeedbackSchema },
      },
    },
    async (request) =>
      setFeedbackHandled(ctx.db, ctx.clock, auditActor(request), request.params.id, request.body),
  );
};
