import { idParamsSchema } from '@app/contracts/ids';
import {
  certificateIssueResultSchema,
  quizAttemptViewSchema,
  quizCountSchema,
  quizFinishBodySchema,
  quizHintBodySchema,
  quizHintResultSchema,
  quizHistoryPageSchema,
  quizHistoryQuerySchema,
  quizIdParamsSchema,
  quizListPageSchema,
  quizListQuerySchema,
  quizMineQuerySchema,
  quizPendingSchema,
  quizQuestionParamsSchema,
  quizResultSchema,
  quizSaveBodySchema,
  quizSaveResultSchema,
  quizSlugParamsSchema,
  quizStartBodySchema,
  quizSubmitBodySchema,
  quizSubmitResultSchema,
  quizSummarySchema,
  rewardTrackingBodySchema,
  rewardTrackingSchema,
} from '@app/contracts/quizzes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type CaptchaConfig, verifyCaptcha } from '../captcha/captcha.service.ts';
import type { CertificateIssuer } from '../certificates/certificates.service.ts';
import {
  pendingQuizzes,
  type QuizActor,
  quizProgress,
  saveProgress,
  startQuiz,
  submitAnswer,
  useQuestionHint,
} from './quiz-attempt.service.ts';
import { countQuizzes, listQuizzes, quizBySlug, quizOfArticle } from './quiz-catalog.service.ts';
import { finishQuiz, issueLaterCertificate, quizResult } from './quiz-finish.service.ts';
import { quizHistory, quizHistoryCount } from './quiz-history.ts';
import { claimReward, rewardTracking } from './reward-tracking.service.ts';

export interface QuizRoutesOptions {
  db: Db;
  clock: Clock;
  captcha: CaptchaConfig;
  issuer: CertificateIssuer;
}

const BASE = '/api/client/v2/quiz_v2';

export const quizRoutes: FastifyPluginAsyncZod<QuizRoutesOptions> = async (
  app,
  { db, clock, captcha, issuer },
) => {
  const actor = (request: FastifyRequest): QuizActor => ({
    userId: requireUser(request).id,
    locale: request.locale,
  });
  const viewer = (request: FastifyRequest) => request.user?.id ?? null;
  const tags = ['quizzes'];

  app.get(
    '/api/client/v2/articles/:id/quiz',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "An article's main quiz, with the signed-in user's standing",
        params: idParamsSchema,
        response: { 200: quizSummarySchema },
      },
    },
    async (request) => quizOfArticle(db, request.params.id, request.locale, viewer(request)),
  );

  app.get(
    `${BASE}/slug/:slug`,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'A main quiz by its slug (isMyQuiz=true needs a sign-in and adds the user standing)',
        params: quizSlugParamsSchema,
        querystring: quizMineQuerySchema,
        response: { 200: quizSummarySchema },
      },
    },
    async (request) => {
      const userId = request.query.isMyQuiz === 'true' ? requireUser(request).id : viewer(request);
      return quizBySlug(db, request.params.slug, request.locale, userId);
    },
  );

  app.post(
    `${BASE}/:id/start`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Starts the quiz (uses one main-quiz quota) or resumes the open attempt',
        params: quizIdParamsSchema,
        body: quizStartBodySchema,
        response: { 200: quizAttemptViewSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const existing = await db.query.quizAttempts.findFirst({
        where: (t, { and, eq, isNull }) =>
          and(eq(t.userId, user.id), eq(t.quizId, request.params.id), isNull(t.finishedAt)),
        columns: { id: true },
      });
      // Only a new attempt needs the captcha: resuming on another device does not.
      if (!existing) await verifyCaptcha(captcha, request.body?.captchaToken, request.ip);
      return startQuiz(
        db,
        clock,
        { userId: user.id, locale: request.locale },
        request.params.id,
        app.kycStatus,
      );
    },
  );

  app.get(
    `${BASE}/:id/progress`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The open attempt: answered questions revealed, the rest without answers',
        params: quizIdParamsSchema,
        response: { 200: quizAttemptViewSchema },
      },
    },
    async (request) => quizProgress(db, clock, actor(request), request.params.id),
  );

  app.post(
    `${BASE}/:id/questions/:qid/submit`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Answers one question; the answer and explanation come back only now',
        params: quizQuestionParamsSchema,
        body: quizSubmitBodySchema,
        response: { 200: quizSubmitResultSchema },
      },
    },
    async (request) =>
      submitAnswer(db, clock, actor(request), request.params.id, request.params.qid, request.body),
  );

  app.post(
    `${BASE}/:id/questions/:qid/hint`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Spends one of the subscription's hints on a question: removes wrong options, shows a clue",
        params: quizQuestionParamsSchema,
        body: quizHintBodySchema,
        response: { 200: quizHintResultSchema },
      },
    },
    async (request) => useQuestionHint(db, clock, actor(request), request.params.id, request.params.qid),
  );

  app.post(
    `${BASE}/:id/save`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Saves the attempt to finish later, on any device',
        params: quizIdParamsSchema,
        body: quizSaveBodySchema,
        response: { 200: quizSaveResultSchema },
      },
    },
    async (request) => saveProgress(db, clock, actor(request), request.params.id, request.body),
  );

  app.post(
    `${BASE}/:id/finish`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Finishes the attempt: the server grades it, pays the reward once, issues the certificate',
        params: quizIdParamsSchema,
        body: quizFinishBodySchema,
        response: { 200: quizResultSchema },
      },
    },
    async (request) => finishQuiz(db, clock, issuer, actor(request), request.params.id),
  );

  app.get(
    `${BASE}/:id/result`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The user's latest finished attempt, graded, with its reward and certificate",
        params: quizIdParamsSchema,
        response: { 200: quizResultSchema },
      },
    },
    async (request) => quizResult(db, clock, actor(request), request.params.id),
  );

  app.post(
    `${BASE}/:id/certificate`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Issues the certificate of a passed quiz once the profile has a name',
        params: quizIdParamsSchema,
        response: { 200: certificateIssueResultSchema },
      },
    },
    async (request) => issueLaterCertificate(db, issuer, actor(request), request.params.id),
  );

  app.post(
    '/api/client/v2/progress-pending-quiz',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The user's started or saved quizzes that are not finished",
        response: { 200: quizPendingSchema },
      },
    },
    async (request) => pendingQuizzes(db, actor(request)),
  );

  app.get(
    '/api/client/v2/quiz-history_v2',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'My quiz: completed main and pop quizzes and saved quizzes, newest first',
        querystring: quizHistoryQuerySchema,
        response: { 200: quizHistoryPageSchema },
      },
    },
    async (request) => {
      const { userId, locale } = actor(request);
      return quizHistory(db, clock, app.quizHistorySources, { userId, locale }, request.query);
    },
  );

  app.get(
    '/api/client/v2/quiz-history_v2/count',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'How many lines My quiz has for the query',
        querystring: quizHistoryQuerySchema,
        response: { 200: quizCountSchema },
      },
    },
    async (request) => {
      const { userId, locale } = actor(request);
      return quizHistoryCount(app.quizHistorySources, { userId, locale }, request.query);
    },
  );

  app.get(
    '/api/client/v2/article-quiz-list',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Every main quiz with its article, reward and state (search by quiz, article or question)',
        querystring: quizListQuerySchema,
        response: { 200: quizListPageSchema },
      },
    },
    async (request) => listQuizzes(db, request.locale, viewer(request), request.query),
  );

  app.get(
    '/api/client/v2/article-quiz-list/count',
    {
      schema: {
        tags,
        summary: 'How many main quizzes match the search',
        querystring: quizListQuerySchema,
        response: { 200: quizCountSchema },
      },
    },
    async (request) => ({ count: await countQuizzes(db, request.query.search) }),
  );

  app.get(
    '/api/client/reward-trackings/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'A prize won in a quiz and its delivery',
        params: idParamsSchema,
        response: { 200: rewardTrackingSchema },
      },
    },
    async (request) => rewardTracking(db, requireUser(request).id, request.params.id, request.locale),
  );

  app.put(
    '/api/client/reward-trackings/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Claims a prize: where to deliver it',
        params: idParamsSchema,
        body: rewardTrackingBodySchema,
        response: { 200: rewardTrackingSchema },
      },
    },
    async (request) =>
      claimReward(db, clock, requireUser(request).id, request.params.id, request.body, request.locale),
  );
};
