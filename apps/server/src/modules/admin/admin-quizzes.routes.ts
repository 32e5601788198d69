import { adminIdParamsSchema } from '@app/contracts/admin';
import {
  adminQuizBodySchema,
  adminQuizListSchema,
  adminQuizPoolBodySchema,
  adminQuizPoolResultSchema,
  adminQuizQuestionBodySchema,
  adminQuizQuestionParamsSchema,
  adminQuizQuestionSchema,
  adminQuizSchema,
} from '@app/contracts/admin-quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdempotencyKey } from '../../lib/idempotency-key.ts';
import { ADMIN_ONLY, auditActor } from './admin-access.ts';
import type { MoneyAdminContext } from './admin-audited-write.ts';
import {
  listAdminQuizzes,
  topUpQuizPool,
  updateAdminQuiz,
  updateAdminQuizQuestion,
} from './admin-quizzes.service.ts';

const tags = ['admin'];

/** Main quizzes in the back office: their pools hold points, so admins only. */
export const adminQuizRoutes: FastifyPluginAsyncZod<{ ctx: MoneyAdminContext }> = async (app, { ctx }) => {
  const config = { adminRoles: ADMIN_ONLY };
  app.get(
    '/api/admin/quizzes',
    {
      config,
      schema: {
        tags,
        summary: 'Every main quiz with its article, questions, reward tiers and pool left',
        response: { 200: adminQuizListSchema },
      },
    },
    async () => listAdminQuizzes(ctx.db),
  );
  app.put(
    '/api/admin/quizzes/:id',
    {
      config,
      schema: {
        tags,
        summary: "Sets a quiz's active flag, pass mark and the points of its grade tiers",
        params: adminIdParamsSchema,
        body: adminQuizBodySchema,
        response: { 200: adminQuizSchema },
      },
    },
    async (request) => updateAdminQuiz(ctx, auditActor(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/quizzes/:id/pool',
    {
      config,
      schema: {
        tags,
        summary: "Tops up a quiz's reward pool from ISSUANCE with a reason; needs an Idempotency-Key header",
        params: adminIdParamsSchema,
        body: adminQuizPoolBodySchema,
        response: { 200: adminQuizPoolResultSchema },
      },
    },
    async (request) =>
      topUpQuizPool(
        ctx,
        auditActor(request),
        request.params.id,
        requireIdempotencyKey(request),
        request.body,
      ),
  );
  app.put(
    '/api/admin/quizzes/:id/questions/:qid',
    {
      config,
      schema: {
        tags,
        summary: 'Saves a question; once answered, its options and correct answers stay fixed',
        params: adminQuizQuestionParamsSchema,
        body: adminQuizQuestionBodySchema,
        response: { 200: adminQuizQuestionSchema },
      },
    },
    async (request) =>
      updateAdminQuizQuestion(ctx, auditActor(request), request.params.id, request.params.qid, request.body),
  );
};
