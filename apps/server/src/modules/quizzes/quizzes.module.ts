import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CaptchaConfig } from '../captcha/captcha.service.ts';
import type { CertificateIssuer } from '../certificates/certificates.service.ts';
import { mainQuizHistorySources, registerQuizHistorySource } from './quiz-history.ts';
import { quizRoutes } from './quizzes.routes.ts';

export interface QuizzesModuleOptions {
  db: Db;
  clock: Clock;
  config: CaptchaConfig;
  /** Issues the certificate of a passed quiz (built by the composition root). */
  issuer: CertificateIssuer;
}

/**
 * Main quizzes. My quiz's sources are decorated on the root instance so
 * that the pop quiz module can add its own (registerQuizHistorySource).
 */
export const quizzesModule = fp(
  async (app: FastifyInstance, { db, clock, config, issuer }: QuizzesModuleOptions) => {
    for (const source of mainQuizHistorySources(db)) registerQuizHistorySource(app, source);
    await app.register(quizRoutes, { db, clock, captcha: config, issuer });
  },
  { name: 'quizzes-module' },
);
