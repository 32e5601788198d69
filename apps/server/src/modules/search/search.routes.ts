import { searchQuerySchema, searchResultSchema } from '@app/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { search } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/client/search',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['content'],
        summary: 'Search articles and glossary terms in English and Thai (ranked, with highlighted snippets)',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema },
      },
    },
    async (request) =>
      search(db, request.query, {
        locale: request.locale,
        isSubscriber: request.user?.isSubscriber ?? false,
      }),
  );
};
