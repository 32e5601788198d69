import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CaptchaConfig } from '../captcha/captcha.service.ts';
import { CertificateIssuer } from '../certificates/certificates.service.ts';
import { certificateAdminRoutes } from '../certificates/certificates-admin.routes.ts';
import { certificateRoutes } from '../certificates/certificates.routes.ts';
import { mainQuizHistorySources, registerQuizHistorySource } from './quiz-history.ts';
import { quizRoutes } from './quizzes.routes.ts';

export interface QuizzesModuleOptions {
  db: Db;
  clock: Clock;
  config: CaptchaConfig & { PUBLIC_URL?: string; CERTIFICATE_SIGNING_KEY?: string | undefined };
}

/**
 * Main quizzes and their certificates (the public verify API and the back office's revoke). My quiz's sources are decorated on the root instance so
 * that the pop quiz module can add its own (registerQuizHistorySource).
 */
export const quizzesModule = fp(
  async (app: FastifyInstance, { db, clock, config }: QuizzesModuleOptions) => {
    for (const source of mainQuizHistorySources(db)) registerQuizHistorySource(app, source);
    const issuer = new CertificateIssuer(
      db,
      clock,
      config.PUBLIC_URL ?? 'http://localhost:3000',
      config.CERTIFICATE_SIGNING_KEY,
    );
    await app.register(quizRoutes, { db, clock, captcha: config, issuer });
    await app.register(certificateRoutes, { db, clock, issuer });
    await app.register(certificateAdminRoutes, {
      ctx: { db, clock, invalidation: app.contentInvalidation },
    });
  },
  { name: 'quizzes-module' },
);
