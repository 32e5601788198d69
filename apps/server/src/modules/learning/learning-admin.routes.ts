import { idParamsSchema } from '@app/contracts/ids';
import {
  adminCampaignBodySchema,
  adminCampaignListSchema,
  adminCampaignSchema,
  adminFundBodySchema,
  adminPathBodySchema,
  adminPathListSchema,
  adminPathSchema,
  certificateCodeParamsSchema,
  pathCertificateSchema,
} from '@app/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.ts';
import {
  fundCampaign,
  listAdminCampaigns,
  listAdminPaths,
  saveCampaign,
  savePath,
} from './learning-admin.service.ts';
import type { LearningContext } from './learning-context.ts';
import { revokeCertificate } from './path-certificates.service.ts';

/** The back office's learning API: paths, campaigns and their reward pools. Admins only. */
export const learningAdminRoutes: FastifyPluginAsyncZod<{ ctx: LearningContext }> = async (app, { ctx }) => {
  const tags = ['admin', 'learning'];
  // Visitors get 401, signed-in non-admins 403, blocked admins the restriction.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/admin/learning/')) requireRole(request, 'admin');
  });
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin').id;

  app.get(
    '/api/admin/learning/paths',
    {
      schema: {
        tags,
        summary: 'Every learning path, hidden ones too',
        response: { 200: adminPathListSchema },
      },
    },
    async () => listAdminPaths(ctx.db),
  );

  app.post(
    '/api/admin/learning/paths',
    {
      schema: {
        tags,
        summary: 'Creates a learning path from article slugs in order',
        body: adminPathBodySchema,
        response: { 201: adminPathSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await savePath(ctx, admin(request), request.body)),
  );

  app.put(
    '/api/admin/learning/paths/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a learning path’s texts, level, articles and visibility',
        params: idParamsSchema,
        body: adminPathBodySchema,
        response: { 200: adminPathSchema },
      },
    },
    async (request) => savePath(ctx, admin(request), request.body, request.params.id),
  );

  app.post(
    '/api/admin/learning/certificates/:code/revoke',
    {
      schema: {
        tags,
        summary: 'Revokes a path certificate; its verify page then says so',
        params: certificateCodeParamsSchema,
        response: { 200: pathCertificateSchema },
      },
    },
    async (request) => revokeCertificate(ctx, admin(request), request.locale, request.params.code),
  );

  app.get(
    '/api/admin/learning/campaigns',
    {
      schema: {
        tags,
        summary: 'Every campaign with its pool balance, claims and points paid',
        response: { 200: adminCampaignListSchema },
      },
    },
    async () => listAdminCampaigns(ctx),
  );

  app.post(
    '/api/admin/learning/campaigns',
    {
      schema: {
        tags,
        summary: 'Creates a campaign (its pool starts empty: fund it)',
        body: adminCampaignBodySchema,
        response: { 201: adminCampaignSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await saveCampaign(ctx, admin(request), request.body)),
  );

  app.put(
    '/api/admin/learning/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'Edits a campaign; once started, its rules, reward and start are fixed',
        params: idParamsSchema,
        body: adminCampaignBodySchema,
        response: { 200: adminCampaignSchema },
      },
    },
    async (request) => saveCampaign(ctx, admin(request), request.body, request.params.id),
  );

  app.post(
    '/api/admin/learning/campaigns/:id/fund',
    {
      schema: {
        tags,
        summary: 'Adds points to the campaign’s pool from ISSUANCE (idempotent on the key)',
        params: idParamsSchema,
        body: adminFundBodySchema,
        response: { 200: adminCampaignSchema },
      },
    },
    async (request) => fundCampaign(ctx, admin(request), request.params.id, request.body),
  );
};
