import { categorySchema, listOf, provinceSchema } from '@app/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { getCategories, getProvinces } from './reference.service.ts';

export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    '/api/client/categories',
    {
      schema: {
        tags: ['content'],
        summary: 'Topic tags, sorted by ranking ascending (all of them, no paging)',
        response: { 200: listOf(categorySchema) },
      },
    },
    async (request, reply) => {
      const entry = await cache.get(`categories:${request.locale}`, () => getCategories(db, request.locale));
      return cache.send(request, reply, entry);
    },
  );

  app.get(
    '/api/client/provinces',
    {
      schema: {
        tags: ['content'],
        summary: 'The 77 provinces of Thailand with English and Thai names',
        response: { 200: listOf(provinceSchema) },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, await cache.get('provinces', () => getProvinces(db))),
  );
};
