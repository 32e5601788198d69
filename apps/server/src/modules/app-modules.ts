import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { accountsModule } from './accounts/accounts.module.ts';
import { registerAdmin } from './admin/admin.module.ts';
import { articleRoutes } from './articles/articles.routes.ts';
import { seoRoutes } from './articles/seo.routes.ts';
import { earningRoutes } from './earning/earning.routes.ts';
import { discoveryRoutes } from './discovery/discovery.routes.ts';
import { wireFeatures } from './feature-wiring.ts';
import { healthRoutes } from './health.routes.ts';
import { learningModule } from './learning/learning.module.ts';
import { ledgerModule } from './ledger/ledger.module.ts';
import { legalRoutes } from './legal/legal.routes.ts';
import { payoutsModule } from './payouts/payouts.module.ts';
import { popQuizRoutes } from './pop-quizzes/pop-quizzes.routes.ts';
import { profileModule } from './profile/profile.module.ts';
import { quizzesModule } from './quizzes/quizzes.module.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { rewardsModule } from './rewards/rewards.module.ts';
import { searchRoutes } from './search/search.routes.ts';
import { walletMoneyModule } from './wallet/wallet-money.module.ts';
import { subscriptionsModule } from './subscriptions/subscriptions.module.ts';

/** One feature of the API: a name for logs and a function that registers its routes and jobs. */
export interface AppModule {
  name: string;
  register(app: FastifyInstance, ctx: AppContext): PromiseLike<unknown>;
}

/**
 * The composition root: every feature module the API serves, in registration order. A new
 * feature adds one entry here (and, if it ships demo content, one seeder in seed/seed.ts).
 */
export const APP_MODULES: readonly AppModule[] = [
  { name: 'health', register: (app, { database }) => app.register(healthRoutes, { database }) },
  { name: 'reference', register: (app, { db, cache }) => app.register(referenceRoutes, { db, cache }) },
  { name: 'legal', register: (app, { db, cache }) => app.register(legalRoutes, { db, cache }) },
  { name: 'search', register: (app, { db }) => app.register(searchRoutes, { db }) },
  {
    name: 'accounts',
    register: (app, { db, clock, config }) => app.register(accountsModule, { db, clock, config }),
  },
  {
    name: 'discovery',
    register: (app, { db, clock, config }) => app.register(discoveryRoutes, { db, clock, config }),
  },
  {
    name: 'articles',
    register: (app, { db, clock, config }) =>
      app.register(articleRoutes, { db, clock, ttlSeconds: config.CACHE_TTL_SECONDS }),
  },
  { name: 'seo', register: (app, { db }) => app.register(seoRoutes, { db }) },
  {
    name: 'profile',
    register: (app, { db, clock, config }) => app.register(profileModule, { db, clock, config }),
  },
  { name: 'rewards', register: (app, { db, clock }) => app.register(rewardsModule, { db, clock }) },
  { name: 'ledger', register: (app, ctx) => ledgerModule(app, ctx) },
  { name: 'wallet', register: (app, ctx) => walletMoneyModule(app, ctx) },
  { name: 'subscriptions', register: (app, ctx) => subscriptionsModule(app, ctx) },
  { name: 'payouts', register: (app, ctx) => payoutsModule(app, ctx) },
  { name: 'pop-quizzes', register: (app, { db, clock }) => app.register(popQuizRoutes, { db, clock }) },
  { name: 'admin', register: registerAdmin },
  {
    name: 'quizzes',
    register: (app, { db, clock, config }) => app.register(quizzesModule, { db, clock, config }),
  },
  { name: 'earning', register: (app, { db, clock }) => app.register(earningRoutes, { db, clock }) },
  { name: 'learning', register: (app, { db, clock }) => app.register(learningModule, { db, clock }) },
  { name: 'wiring', register: wireFeatures },
];
