import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/client.ts';

const status = z.object({ status: z.enum(['ok']) });

/** `/healthz` answers without touching anything; `/readyz` also checks the database. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  // For load balancers, not API clients: left out of the API document.
  app.get('/healthz', { schema: { hide: true, tags: ['health'], response: { 200: status } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { hide: true, tags: ['health'], response: { 200: status } } },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database is not reachable');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const };
    },
  );
};
