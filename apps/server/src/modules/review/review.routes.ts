import {
  reviewAnswerBodySchema,
  reviewAnswerResultSchema,
  reviewCardParamsSchema,
  reviewCredentialParamsSchema,
  reviewCredentialViewSchema,
  reviewNextSchema,
  reviewProgressSchema,
  reviewRatingBodySchema,
  reviewRatingResultSchema,
} from '@app/contracts/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { readableFromAnyOrigin } from '../certificates/public-document-headers.ts';
import { answerCard, rateCard } from './review-answer.service.ts';
import type { ReviewContext } from './review-context.ts';
import { reviewCredentialDocument, reviewCredentialView } from './review-credential.service.ts';
import { nextCard } from './review-next.service.ts';
import { reviewProgress } from './review-progress.service.ts';

const tags = ['review'];

/**
 * The review deck: one due card at a time (never with its answer), the answer and its schedule,
 * the learner's progress, and the public check of a "topic mastered" credential. No KYC: reviews
 * pay nothing.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: ReviewContext }> = async (app, { ctx }) => {
  app.get(
    '/api/client/review/next',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Serves the learner's next due card (or resumes the one served), without its answer",
        response: { 200: reviewNextSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return nextCard(ctx, requireUser(request).id, request.locale);
    },
  );

  app.post(
    '/api/client/review/cards/:id/answer',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Answers the served card once: right or wrong, the explanation, the right options and the next due date',
        params: reviewCardParamsSchema,
        body: reviewAnswerBodySchema,
        response: { 200: reviewAnswerResultSchema },
      },
    },
    async (request) =>
      answerCard(ctx, requireUser(request).id, request.params.id, request.body, request.locale),
  );

  app.post(
    '/api/client/review/cards/:id/rating',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'After a right answer, replaces the rating from the clock with the one the learner chose',
        params: reviewCardParamsSchema,
        body: reviewRatingBodySchema,
        response: { 200: reviewRatingResultSchema },
      },
    },
    async (request) => rateCard(ctx, requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/client/review/progress',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Review streak (Bangkok days), cards due today and this week, and mastery per topic',
        response: { 200: reviewProgressSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reviewProgress(ctx, requireUser(request).id, request.locale);
    },
  );

  app.get(
    '/api/client/review/credentials/:code',
    {
      schema: {
        tags,
        summary: 'Public verification of a "topic mastered" credential by its code',
        params: reviewCredentialParamsSchema,
        response: { 200: reviewCredentialViewSchema },
      },
    },
    async (request) => reviewCredentialView(ctx, request.params.code),
  );

  app.get(
    '/api/client/review/credentials/:code/credential',
    {
      onRequest: readableFromAnyOrigin,
      schema: {
        tags,
        summary: 'The signed "topic mastered" credential (Open Badges 3.0, W3C Verifiable Credential)',
        params: reviewCredentialParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const credential = await reviewCredentialDocument(ctx, request.params.code);
      reply.header('content-disposition', `attachment; filename="topic-${request.params.code}.json"`);
      return credential;
    },
  );
};
