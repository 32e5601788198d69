import {
  closureBodySchema,
  closureViewSchema,
  confirmClosureBodySchema,
  downloadQuerySchema,
  exportCreatedSchema,
  PRIVACY_API,
  privacyStatusSchema,
} from '@app/contracts/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { cancelClosure, confirmClosure, type PrivacyContext, requestClosure } from './closure.service.ts';
import { downloadExport, requestExport } from './data-export.service.ts';
import { privacyStatus } from './privacy-status.service.ts';

const noStore = { 'cache-control': 'private, no-store' };

/** The signed-in user's rights over their data: see what is asked, close the account. */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: PrivacyContext }> = async (app, { ctx }) => {
  app.get(
    PRIVACY_API.status,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['privacy'],
        summary: "The user's closure request and data downloads, and what closing asks for",
        response: { 200: privacyStatusSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return privacyStatus(ctx, requireUser(request).id);
    },
  );

  app.post(
    PRIVACY_API.closure,
    {
      config: { auth: 'user', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['privacy'],
        summary:
          'Asks to close the account (password or fresh exchange sign-in, PIN); mails a confirmation link',
        body: closureBodySchema,
        response: { 200: closureViewSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return requestClosure(ctx, requireUser(request), request.body, request.locale);
    },
  );

  app.delete(
    PRIVACY_API.closure,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['privacy'],
        summary: 'Cancels a closure awaiting its confirmation or in its cooling-off period',
        response: { 200: closureViewSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return cancelClosure(ctx, requireUser(request));
    },
  );

  app.post(
    PRIVACY_API.confirmClosure,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['privacy'],
        summary: 'Confirms a closure with the mailed one-time token; the cooling-off period starts',
        body: confirmClosureBodySchema,
        response: { 200: closureViewSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return confirmClosure(ctx, request.body.token);
    },
  );

  app.post(
    PRIVACY_API.exports,
    {
      config: { auth: 'user', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['privacy'],
        summary: 'Asks for a copy of everything held about the user; a job builds it and a mail says when',
        response: { 200: exportCreatedSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { export: await requestExport(ctx, requireUser(request)) };
    },
  );

  app.get(
    PRIVACY_API.download,
    {
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['privacy'],
        summary: "The owner's one-time download: the JSON archive, or its readable summary (format=html)",
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await downloadExport(ctx, requireUser(request), request.query.token, request.query.format);
      const json = file.format === 'json';
      return reply
        .headers(noStore)
        .header('content-type', json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="kub-academy-my-data.${json ? 'json' : 'html'}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
