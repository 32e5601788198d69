import { adminIdParamsSchema } from '@app/contracts/admin';
import {
  adminPopQuestionBodySchema,
  adminPopQuestionListSchema,
  adminPopQuestionSchema,
  adminPopQuizBodySchema,
  adminPopQuizScheduleSchema,
  adminPopQuizSchema,
} from '@app/contracts/admin-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import type { MoneyAdminContext } from '../audit/audited-write.ts';
import { createPopQuestion, listPopQuestions, updatePopQuestion } from './pop-quiz-bank-admin.service.ts';
import { popQuizSchedule, updatePopQuiz } from './pop-quizzes-admin.service.ts';

const tags = ['admin'];

/** Pop quiz pools, time limits and the question bank: reward pools are at stake, so admins only. */
export const popQuizzesAdminRoutes: FastifyPluginAsyncZod<{ ctx: MoneyAdminContext }> = async (
  app,
  { ctx },
) => {
  const config = { adminRoles: ADMIN_ONLY };
  const idParams = adminIdParamsSchema;

  app.get(
    '/api/admin/pop-quizzes',
    {
      config,
      schema: {
        tags,
        summary: "Today's and the next days' pop quizzes with their pools and time limits",
        response: { 200: adminPopQuizScheduleSchema },
      },
    },
    async (request) => popQuizSchedule(ctx, request.locale),
  );
  app.put(
    '/api/admin/pop-quizzes/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Sets a window's pool size (rewards) and time limit; the pool is funded or drained by transfers",
        params: idParams,
        body: adminPopQuizBodySchema,
        response: { 200: adminPopQuizSchema },
      },
    },
    async (request) =>
      updatePopQuiz(ctx, auditActor(request), request.params.id, request.body, request.locale),
  );
  app.get(
    '/api/admin/pop-quiz-questions',
    {
      config,
      schema: { tags, summary: 'The pop quiz question bank', response: { 200: adminPopQuestionListSchema } },
    },
    async () => listPopQuestions(ctx.db),
  );
  app.post(
    '/api/admin/pop-quiz-questions',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a question to the bank',
        body: adminPopQuestionBodySchema,
        response: { 200: adminPopQuestionSchema },
      },
    },
    async (request) => createPopQuestion(ctx, auditActor(request), request.body),
  );
  app.put(
    '/api/admin/pop-quiz-questions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Saves a bank question; once answered, its options and correct answers stay fixed',
        params: idParams,
        body: adminPopQuestionBodySchema,
        response: { 200: adminPopQuestionSchema },
      },
    },
    async (request) => updatePopQuestion(ctx, auditActor(request), request.params.id, request.body),
  );
};
