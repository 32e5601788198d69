import { adminIdParamsSchema, okSchema } from '@app/contracts/admin';
import {
  adminQuizBodySchema,
  adminQuizCreateBodySchema,
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
import { ADMIN_ONLY, auditActor, CONTENT_STAFF } from '../../plugins/admin-access.ts';
import {
  createAdminQuiz,
  listAdminQuizzes,
  topUpQuizPool,
  updateAdminQuiz,
} from './quizzes-admin.service.ts';
import {
  addAdminQuizQuestion,
  removeAdminQuizQuestion,
  updateAdminQuizQuestion,
} from './quiz-questions-admin.service.ts';
import type { AdminContext } from '../audit/audited-write.ts';

const tags = ['admin'];

/**
 * Main quizzes in the back office. Editors write them (a quiz for an article, its questions, on
 * and off); what a grade pays stays as it is unless an admin saves it, and only admins fund a
 * pool, since pools hold points.
 */
export const quizzesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  const config = { adminRoles: CONTENT_STAFF };
  app.get(
    '/api/admin/quizzes',
    {
      config,
      schema: {
        tags,
        summary:
          'Every main quiz with its article, questions, reward tiers and pool left, and the articles without one',
        response: { 200: adminQuizListSchema },
      },
    },
    async () => listAdminQuizzes(ctx.db),
  );
  app.post(
    '/api/admin/quizzes',
    {
      config,
      schema: {
        tags,
        summary: 'Writes a quiz for an article that has none; it starts off, with an empty pool',
        body: adminQuizCreateBodySchema,
        response: { 200: adminQuizSchema },
      },
    },
    async (request) => createAdminQuiz(ctx, auditActor(request), request.body),
  );
  app.put(
    '/api/admin/quizzes/:id',
    {
      config,
      schema: {
        tags,
        summary: "Sets a quiz's active flag, pass mark and (admins only) the points of its grade tiers",
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
      config: { adminRoles: ADMIN_ONLY },
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
  app.post(
    '/api/admin/quizzes/:id/questions',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a question at the end of a quiz nobody has started yet',
        params: adminIdParamsSchema,
        body: adminQuizQuestionBodySchema,
        response: { 200: adminQuizQuestionSchema },
      },
    },
    async (request) => addAdminQuizQuestion(ctx, auditActor(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/quizzes/:id/questions/:qid',
    {
      config,
      schema: {
        tags,
        summary: 'Removes a question from a quiz nobody has started yet',
        params: adminQuizQuestionParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) =>
      removeAdminQuizQuestion(ctx, auditActor(request), request.params.id, request.params.qid),
  );
};
