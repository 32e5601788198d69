import {
  popQuizAvailableSchema,
  popQuizClaimSchema,
  popQuizHintSchema,
  popQuizHistoryPageSchema,
  popQuizPageQuerySchema,
  popQuizParamsSchema,
  popQuizQuestionParamsSchema,
  popQuizQuestionSchema,
  popQuizSubmitBodySchema,
  popQuizSubmitResultSchema,
} from '@app/contracts/pop-quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { startAttempt, submitAnswer, useAttemptHint } from './pop-quiz-attempt.service.ts';
import { claimReward } from './pop-quiz-claim.service.ts';
import { listAvailable, listCompletedPopQuizzes, listHistory } from './pop-quiz-list.service.ts';

const tags = ['pop quiz'];

/** Pop quizzes: today's list, one timed question per attempt, the reward claim and the history. */
export const popQuizRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/client/pop-quizs-available',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          "Today's pop quizzes (active, expired, outofreward) with countdowns; the caller's attempts when signed in",
        response: { 200: popQuizAvailableSchema },
      },
    },
    async (request, reply) => {
      // Countdowns and the caller's attempts change by the second: nothing may cache the answer.
      reply.header('cache-control', 'private, no-store');
      return listAvailable(db, clock, request.user?.id ?? null, request.locale);
    },
  );

  app.get(
    '/api/client/pop-quizs/:id/question',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Starts (or resumes) the caller's attempt: the server stamps the start and the deadline",
        params: popQuizParamsSchema,
        response: { 200: popQuizQuestionSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return startAttempt(db, clock, user.id, request.params.id, request.locale, app.kycStatus);
    },
  );

  app.post(
    '/api/client/pop-quizs/:id/questions/:qid/submit',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Answers the question once, before the deadline plus the grace; reveals the correct answers',
        params: popQuizQuestionParamsSchema,
        body: popQuizSubmitBodySchema,
        response: { 200: popQuizSubmitResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, qid } = request.params;
      return submitAnswer(
        db,
        clock,
        user.id,
        { popQuizId: id, questionId: qid },
        request.body.selectedAnswers,
        request.locale,
        app.kycStatus,
      );
    },
  );

  app.post(
    '/api/client/pop-quizs/:id/questions/:qid/hint',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Shows the question's hint, using one of the subscriber's monthly hints the first time",
        params: popQuizQuestionParamsSchema,
        response: { 200: popQuizHintSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, qid } = request.params;
      return useAttemptHint(
        db,
        clock,
        user.id,
        { popQuizId: id, questionId: qid },
        request.locale,
        app.kycStatus,
      );
    },
  );

  app.post(
    '/api/client/pop-quizs/:id/claim',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Claims a won reward from the pop quiz pool within the claim window (one per person)',
        params: popQuizParamsSchema,
        response: { 200: popQuizClaimSchema },
      },
    },
    async (request) =>
      claimReward(db, clock, requireUser(request).id, request.params.id, {
        of: app.kycStatus,
        from: app.kycStatusFrom,
      }),
  );

  app.get(
    '/api/client/pop-quiz-histories-by-user',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's pop quiz attempts, newest first",
        querystring: popQuizPageQuerySchema,
        response: { 200: popQuizHistoryPageSchema },
      },
    },
    async (request) => listHistory(db, clock, requireUser(request).id, request.locale, request.query),
  );

  app.get(
    '/api/client/pop-quiz-completed-histories',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The caller's answered pop quizzes; start = page index × limit",
        querystring: popQuizPageQuerySchema,
        response: { 200: popQuizHistoryPageSchema },
      },
    },
    async (request) =>
      listCompletedPopQuizzes(db, clock, requireUser(request).id, request.locale, request.query),
  );
};
