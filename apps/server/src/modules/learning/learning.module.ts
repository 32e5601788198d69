import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { learningAdminRoutes } from './learning-admin.routes.ts';
import type { LearningContext } from './learning-context.ts';
import { learningRoutes } from './learning.routes.ts';
import { installLearningSeams, type LearningSeams } from './seams.ts';

export interface LearningModuleOptions {
  db: Db;
  clock: Clock;
  /** Replacements for the default seams (see seams.ts). */
  seams?: Partial<LearningSeams>;
}

/**
 * Learning paths, campaigns (events) and the games page. The seams are decorated on the root
 * instance as `app.learningSeams`, so the composition root (or a test) can wire other features in.
 */
export const learningModule = fp(
  async (app: FastifyInstance, { db, clock, seams }: LearningModuleOptions) => {
    const ctx: LearningContext = { db, clock, seams: installLearningSeams(app, seams) };
    await app.register(learningRoutes, { ctx });
    await app.register(learningAdminRoutes, { ctx });
  },
  { name: 'learning-module' },
);
