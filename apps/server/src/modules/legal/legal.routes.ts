import { footerQuerySchema, footerSchema } from '@app/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { getFooterDocument } from './legal.service.ts';

export const legalRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    '/api/client/footers',
    {
      schema: {
        tags: ['content'],
        summary: 'A legal document from the footer, in the request language (body as sanitised HTML)',
        querystring: footerQuerySchema,
        response: { 200: footerSchema },
      },
    },
    async (request, reply) => {
      const { type } = request.query;
      const entry = await cache.get(`footer:${type}:${request.locale}`, () =>
        getFooterDocument(db, type, request.locale),
      );
      return cache.send(request, reply, entry);
    },
  );
};
