import {
  campaignClaimSchema,
  campaignListSchema,
  certificateCodeParamsSchema,
  gamesSchema,
  learningSettingsSchema,
  pathCertificateSchema,
  pathDetailSchema,
  pathListSchema,
  recordReadBodySchema,
  recordReadSchema,
  slugParamsSchema,
} from '@app/contracts/learning';
import { idParamsSchema } from '@app/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { claimCampaignReward, listCampaigns } from './campaigns.service.ts';
import { getGames, getSettings, updateSettings } from './games.service.ts';
import type { LearningContext } from './learning-context.ts';
import { claimPathCertificate, verifyCertificate } from './path-certificates.service.ts';
import { getPath, listPaths, recordRead } from './paths.service.ts';

/** Learning paths, events and games for readers; a visitor browses, progress needs a session. */
export const learningRoutes: FastifyPluginAsyncZod<{ ctx: LearningContext }> = async (app, { ctx }) => {
  const tags = ['learning'];

  app.get(
    '/api/client/learning/paths',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Learning paths; with a session, the reader’s progress on each',
        response: { 200: pathListSchema },
      },
    },
    async (request) => listPaths(ctx, request.locale, request.user?.id ?? null),
  );

  app.get(
    '/api/client/learning/paths/:slug',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'One learning path with its articles and quizzes; with a session, the state of each step',
        params: slugParamsSchema,
        response: { 200: pathDetailSchema },
      },
    },
    async (request) => getPath(ctx, request.locale, request.params.slug, request.user?.id ?? null),
  );

  app.post(
    '/api/client/learning/paths/:slug/certificate',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Issues (or returns) the certificate of a finished path',
        params: slugParamsSchema,
        response: { 200: pathCertificateSchema },
      },
    },
    async (request) =>
      claimPathCertificate(ctx, request.locale, requireUser(request).id, request.params.slug),
  );

  app.post(
    '/api/client/learning/reads',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Records that the reader opened an article; answers with the progress of its paths',
        body: recordReadBodySchema,
        response: { 200: recordReadSchema },
      },
    },
    async (request) => recordRead(ctx, request.locale, requireUser(request), request.body.articleId),
  );

  app.get(
    '/api/client/learning/certificates/:code',
    {
      schema: {
        tags,
        summary: 'Verifies a path certificate: holder, path, date and status',
        params: certificateCodeParamsSchema,
        response: { 200: pathCertificateSchema },
      },
    },
    async (request) => verifyCertificate(ctx, request.locale, request.params.code),
  );

  app.get(
    '/api/client/learning/campaigns',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Events: running, upcoming and recently ended, with the pool left and the rules',
        response: { 200: campaignListSchema },
      },
    },
    async (request) => listCampaigns(ctx, request.locale, request.user?.id ?? null),
  );

  app.post(
    '/api/client/learning/campaigns/:id/claim',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Pays a qualified reader the event’s reward from its pool, once per identity',
        params: idParamsSchema,
        response: { 200: campaignClaimSchema },
      },
    },
    async (request) => claimCampaignReward(ctx, request.locale, requireUser(request), request.params.id),
  );

  app.get(
    '/api/client/learning/games',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'The week’s quiz leaderboard; with a session, the reader’s points, rank and pop quiz streak',
        response: { 200: gamesSchema },
      },
    },
    async (request) => getGames(ctx, request.user?.id ?? null),
  );

  app.get(
    '/api/client/learning/settings',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'The reader’s learning settings', response: { 200: learningSettingsSchema } },
    },
    async (request) => getSettings(ctx.db, requireUser(request).id),
  );

  app.put(
    '/api/client/learning/settings',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Changes the reader’s learning settings (staying off the leaderboard)',
        body: learningSettingsSchema,
        response: { 200: learningSettingsSchema },
      },
    },
    async (request) => updateSettings(ctx.db, ctx.clock, requireUser(request).id, request.body),
  );
};
