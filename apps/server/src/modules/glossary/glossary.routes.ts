import {
  glossaryListSchema,
  glossaryQuerySchema,
  glossaryTermSchema,
  idParamsSchema,
} from '@app/contracts/discovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { GLOSSARY_PAGE_API, glossaryPageQuerySchema, glossaryPageSchema } from '@app/contracts/glossary-page';
import { getGlossaryPage, getGlossaryTerm, listGlossary } from './glossary.service.ts';

export const glossaryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/client/glossaries',
    {
      schema: {
        tags: ['discovery'],
        summary:
          'Glossary terms: by index letter (sort=tag:asc, limit=-1 for all), newest first (sort=created_at:desc&limit=n), or matching search in either language',
        querystring: glossaryQuerySchema,
        response: { 200: glossaryListSchema },
      },
    },
    async (request) => listGlossary(db, request.query, request.locale),
  );

  app.get(
    GLOSSARY_PAGE_API.page,
    {
      schema: {
        tags: ['discovery'],
        summary:
          'One page of the glossary as the page shows it: 20 terms with summaries under their letters, where each letter starts, counts',
        querystring: glossaryPageQuerySchema,
        response: { 200: glossaryPageSchema },
      },
    },
    async (request) => getGlossaryPage(db, request.query, request.locale),
  );

  app.get(
    '/api/client/glossaries/:id',
    {
      schema: {
        tags: ['discovery'],
        summary: 'One glossary term',
        params: idParamsSchema,
        response: { 200: glossaryTermSchema },
      },
    },
    async (request) => getGlossaryTerm(db, request.params.id, request.locale),
  );
};
