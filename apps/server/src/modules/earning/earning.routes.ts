import { EARNING_API, earningChecklistSchema } from '@app/contracts/earning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getEarningChecklist } from './earning-checklist.service.ts';

/** The signed-in user's own steps to earning, for the "How earning works" page and the dashboard. */
export const earningRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    EARNING_API.checklist,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['earning'],
        summary:
          "The signed-in user's earning checklist: exchange account with KYC, PIN, KUB deposited, a package that earns points, proven wallet",
        response: { 200: earningChecklistSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return getEarningChecklist(db, clock, (userId) => app.kycStatus(userId), user.id);
    },
  );
};
