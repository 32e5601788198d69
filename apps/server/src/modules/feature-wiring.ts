import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { users } from '../db/schema/index.ts';
import { kycStatusFrom, type KycFacts } from '../policies/kyc.policy.ts';
import type {} from '../plugins/kyc-guard.ts';
import { recordAudit } from './audit/audit.service.ts';
import { getKycStatusAndFreshness } from './profile/kyc.service.ts';
import { profileSettings } from './profile/profile-settings.ts';
import { refreshIfStale } from './sso/exchange-link.service.ts';
import { installLearningSeams } from './learning/seams.ts';
import { popQuizAnswerDays } from './pop-quizzes/pop-quiz-days.ts';
import { popQuizHistorySource } from './pop-quizzes/pop-quiz-history-source.ts';
import { registerQuizHistorySource } from './quizzes/quiz-history.ts';
import { articlesWithPassedQuiz, quizzesByArticle } from './quizzes/quiz-lookups.ts';

/**
 * Joins features that were built apart: the pop quizzes become a source of My quiz, and the
 * learning paths, campaigns and games read the main quizzes, the pop quizzes and write the admin
 * audit log through their seams. Both helpers create their decorator if it is missing, so this
 * works whatever order the modules load in; it is listed last in APP_MODULES all the same.
 */
export async function wireFeatures(app: FastifyInstance, { db, clock }: AppContext): Promise<void> {
  registerQuizHistorySource(app, popQuizHistorySource(db, clock));
  installLearningSeams(app, {
    articleQuizzes: (lookupDb, articleIds) => quizzesByArticle(lookupDb, articleIds),
    quizPasses: (lookupDb, userId, articleIds, window) =>
      articlesWithPassedQuiz(lookupDb, userId, articleIds, window),
    popQuizDays: (lookupDb, userId, window) => popQuizAnswerDays(lookupDb, userId, window),
    recordAdminAction: async (tx, entry) => {
      const [actor] = await tx
        .select({ email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, entry.actorUserId));
      await recordAudit(tx, {
        actor: { userId: entry.actorUserId, email: actor?.email ?? null, role: actor?.role ?? 'admin' },
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        after: entry.detail ?? null,
        at: clock.now(),
      });
    },
  });
}

/**
 * Every feature's KYC gate (`requireKyc`, plugins/kyc-guard.ts) asks `app.kycStatus`: the profile's
 * reading of the user's KYC facts, with a background refresh (single sign-on) of exchange data
 * that has gone stale. Decorated on the root instance before any feature registers.
 */
export function wireKyc(app: FastifyInstance, { db, clock, config }: AppContext): void {
  const settings = profileSettings(config);
  app.decorate('kycStatus', async (userId: number) => {
    const { status, ...freshness } = await getKycStatusAndFreshness(db, settings.kycMinLevel, userId);
    refreshIfStale(db, clock, settings, userId, freshness, (error) =>
      app.log.warn({ err: error, userId }, 'background refresh of the exchange data failed'),
    );
    return status;
  });
  app.decorate('kycStatusFrom', (facts: KycFacts) => kycStatusFrom(facts, settings.kycMinLevel));
  app.decorate(
    'kycStatusRead',
    (userId: number, facts: KycFacts & { refreshedAt: Date | null; canRefresh: boolean }) => {
      refreshIfStale(db, clock, settings, userId, facts, (error) =>
        app.log.warn({ err: error, userId }, 'background refresh of the exchange data failed'),
      );
      return kycStatusFrom(facts, settings.kycMinLevel);
    },
  );
}
