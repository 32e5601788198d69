import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { accountsModule } from './accounts/accounts.module.ts';
import { adminModule } from './admin/admin.module.ts';
import { articlesAdminRoutes } from './articles/articles-admin.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import type { AdminContext } from './audit/audited-write.ts';
import { certificateAdminRoutes } from './certificates/certificates-admin.routes.ts';
import { certificateRoutes } from './certificates/certificates.routes.ts';
import { CertificateIssuer } from './certificates/certificates.service.ts';
import { couponsAdminRoutes } from './coupons/coupons-admin.routes.ts';
import { couponsRoutes } from './coupons/coupons.routes.ts';
import { discoveryAdminRoutes } from './discovery/discovery-admin.routes.ts';
import { favoritesRoutes } from './favorites/favorites.routes.ts';
import { glossaryAdminRoutes } from './glossary/glossary-admin.routes.ts';
import { pinRoutes } from './pin/pin.routes.ts';
import { popQuizzesAdminRoutes } from './pop-quizzes/pop-quizzes-admin.routes.ts';
import { profileSettings } from './profile/profile-settings.ts';
import { quizzesAdminRoutes } from './quizzes/quizzes-admin.routes.ts';
import { referenceAdminRoutes } from './reference/reference-admin.routes.ts';
import { ssoRoutes } from './sso/sso.routes.ts';
import { subscriptionsAdminRoutes } from './subscriptions/subscriptions-admin.routes.ts';
import { adminGate } from '../plugins/admin-access.ts';
import { assertBackOfficeFactor, secondFactorRequired } from './accounts/second-factor.service.ts';
import { articleRoutes } from './articles/articles.routes.ts';
import { seoRoutes } from './articles/seo.routes.ts';
import { earningRoutes } from './earning/earning.routes.ts';
import { discoveryRoutes } from './discovery/discovery.routes.ts';
import { wireFeatures, wireKyc } from './feature-wiring.ts';
import { healthRoutes } from './health.routes.ts';
import { learningModule } from './learning/learning.module.ts';
import { ledgerModule } from './ledger/ledger.module.ts';
import { legalRoutes } from './legal/legal.routes.ts';
import { payoutsModule } from './payouts/payouts.module.ts';
import { popQuizRoutes } from './pop-quizzes/pop-quizzes.routes.ts';
import { privacyModule } from './privacy/privacy.module.ts';
import { profileModule } from './profile/profile.module.ts';
import { quizzesModule } from './quizzes/quizzes.module.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { remindersModule } from './reminders/reminders.module.ts';
import { reviewAdminRoutes } from './review/review-admin.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { rewardsModule } from './rewards/rewards.module.ts';
import { searchRoutes } from './search/search.routes.ts';
import { walletMoneyModule } from './wallet/wallet-money.module.ts';
import { subscriptionsModule } from './subscriptions/subscriptions.module.ts';

/** One feature of the API: a name for logs and a function that registers its routes and jobs. */
export interface AppModule {
  name: string;
  register(app: FastifyInstance, ctx: AppContext): PromiseLike<unknown>;
}

/** What a back-office service of a content feature is given. */
function adminContext(app: FastifyInstance, { db, clock }: AppContext): AdminContext {
  return { db, clock, invalidation: app.contentInvalidation, log: app.log };
}

/** The certificate issuer, shared by the quizzes that award certificates and their public pages. */
function certificateIssuer({ db, clock, config: appConfig }: AppContext): CertificateIssuer {
  const config = appConfig as Partial<Config>;
  return new CertificateIssuer(
    db,
    clock,
    config.PUBLIC_URL ?? 'http://localhost:3000',
    config.CERTIFICATE_SIGNING_KEY,
  );
}

/**
 * The composition root: every feature module the API serves, in registration order. A new
 * feature adds one entry here (and, if it ships demo content, one seeder in seed/seed.ts). Each
 * entry registers one feature's own routes (its admin routes included); no feature registers
 * another's. Features that read each other are joined in feature-wiring.ts.
 */
export const APP_MODULES: readonly AppModule[] = [
  // Before any `/api/admin` route: one role check covers the whole back office.
  {
    name: 'admin-gate',
    register: (app, { db, config }) =>
      app.register(adminGate, {
        checkStaff: (staff) => assertBackOfficeFactor(db, staff, secondFactorRequired(config)),
      }),
  },
  // Before the features whose routes ask for KYC.
  { name: 'kyc', register: async (app, ctx) => wireKyc(app, ctx) },
  { name: 'health', register: (app, { database }) => app.register(healthRoutes, { database }) },
  {
    name: 'reference',
    register: async (app, ctx) => {
      await app.register(referenceRoutes, { db: ctx.db, cache: ctx.cache });
      await app.register(referenceAdminRoutes, { ctx: adminContext(app, ctx) });
    },
  },
  { name: 'legal', register: (app, { db, cache }) => app.register(legalRoutes, { db, cache }) },
  { name: 'search', register: (app, { db }) => app.register(searchRoutes, { db }) },
  {
    name: 'accounts',
    register: (app, { db, clock, config }) => app.register(accountsModule, { db, clock, config }),
  },
  {
    name: 'discovery',
    register: async (app, ctx) => {
      await app.register(discoveryRoutes, { db: ctx.db, clock: ctx.clock, config: ctx.config });
      await app.register(discoveryAdminRoutes, { ctx: adminContext(app, ctx) });
    },
  },
  {
    name: 'glossary',
    register: (app, ctx) => app.register(glossaryAdminRoutes, { ctx: adminContext(app, ctx) }),
  },
  {
    name: 'articles',
    register: async (app, ctx) => {
      await app.register(articleRoutes, {
        db: ctx.db,
        clock: ctx.clock,
        ttlSeconds: ctx.config.CACHE_TTL_SECONDS,
      });
      await app.register(articlesAdminRoutes, { ctx: adminContext(app, ctx) });
    },
  },
  { name: 'seo', register: (app, { db }) => app.register(seoRoutes, { db }) },
  {
    name: 'profile',
    register: (app, { db, clock, config }) => app.register(profileModule, { db, clock, config }),
  },
  {
    name: 'sso',
    register: (app, { db, clock, config }) =>
      app.register(ssoRoutes, { db, clock, settings: profileSettings(config) }),
  },
  { name: 'favorites', register: (app, { db, clock }) => app.register(favoritesRoutes, { db, clock }) },
  { name: 'rewards', register: (app, { db, clock }) => app.register(rewardsModule, { db, clock }) },
  {
    name: 'coupons',
    register: async (app, { db, clock }) => {
      await app.register(couponsRoutes, { db, clock });
      await app.register(couponsAdminRoutes, { ctx: { db, clock } });
    },
  },
  { name: 'ledger', register: (app, ctx) => ledgerModule(app, ctx) },
  {
    name: 'pin',
    register: (app, { db, clock, config, jobs }) =>
      app.register(pinRoutes, {
        db,
        clock,
        publicUrl: (config as Partial<Config>).PUBLIC_URL ?? 'http://localhost:3000',
        mailQueued: () => jobs.kick(),
      }),
  },
  { name: 'wallet', register: (app, ctx) => walletMoneyModule(app, ctx) },
  {
    name: 'subscriptions',
    register: async (app, ctx) => {
      await subscriptionsModule(app, ctx);
      await app.register(subscriptionsAdminRoutes, { ctx: { db: ctx.db, clock: ctx.clock } });
    },
  },
  { name: 'payouts', register: (app, ctx) => payoutsModule(app, ctx) },
  {
    name: 'pop-quizzes',
    register: async (app, { db, clock }) => {
      await app.register(popQuizRoutes, { db, clock });
      await app.register(popQuizzesAdminRoutes, { ctx: { db, clock } });
    },
  },
  { name: 'admin', register: adminModule },
  { name: 'audit', register: (app, { db }) => app.register(auditRoutes, { db }) },
  {
    name: 'quizzes',
    register: async (app, ctx) => {
      const issuer = certificateIssuer(ctx);
      await app.register(quizzesModule, { db: ctx.db, clock: ctx.clock, config: ctx.config, issuer });
      await app.register(quizzesAdminRoutes, { ctx: adminContext(app, ctx) });
      await app.register(certificateRoutes, { db: ctx.db, clock: ctx.clock, issuer });
      await app.register(certificateAdminRoutes, {
        ctx: { db: ctx.db, clock: ctx.clock, invalidation: app.contentInvalidation, issuer },
      });
    },
  },
  { name: 'earning', register: (app, { db, clock }) => app.register(earningRoutes, { db, clock }) },
  { name: 'learning', register: (app, { db, clock }) => app.register(learningModule, { db, clock }) },
  { name: 'reminders', register: (app, ctx) => remindersModule(app, ctx) },
  {
    name: 'review',
    register: async (app, ctx) => {
      await app.register(reviewRoutes, {
        ctx: { db: ctx.db, clock: ctx.clock, issuer: certificateIssuer(ctx) },
      });
      await app.register(reviewAdminRoutes, {
        ctx: { db: ctx.db, clock: ctx.clock, invalidation: app.contentInvalidation },
      });
    },
  },
  { name: 'privacy', register: (app, ctx) => privacyModule(app, ctx) },
  { name: 'wiring', register: wireFeatures },
];
