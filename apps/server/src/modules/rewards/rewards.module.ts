import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { rewardsAdminRoutes } from './rewards-admin.routes.ts';
import { rewardsRoutes } from './rewards.routes.ts';

/** Rewards catalogue, redemption with PIN, history and tracking, FAQ, and fulfilment in the back office. */
export async function rewardsModule(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  await app.register(rewardsRoutes, { db, clock });
  await app.register(rewardsAdminRoutes, { db, clock });
}
