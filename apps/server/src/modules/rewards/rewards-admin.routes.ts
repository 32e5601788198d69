import {
  adminRedemptionPageSchema,
  adminRedemptionQuerySchema,
  cancelBodySchema,
  fulfilBodySchema,
  redemptionParamsSchema,
  redemptionSchema,
} from '@app/contracts/rewards';
import { AVATAR_MAX_BYTES } from '@app/contracts/constants';
import { adminIdParamsSchema } from '@app/contracts/admin';
import { adminRewardBodySchema, adminRewardListSchema, adminRewardSchema } from '@app/contracts/admin-money';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/image-upload.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import { cancelRedemption, fulfilRedemption, listRedemptionsForAdmin } from './fulfilment.service.ts';
import {
  createReward,
  listAdminRewards,
  loadRewardImage,
  REWARD_IMAGE_TYPE,
  setRewardImage,
  updateReward,
} from './rewards-admin.service.ts';

const tags = ['admin'];

/**
 * The rewards catalogue (with pictures) and the fulfilment API: admins add and price rewards, and
 * ship (with a tracking id) or cancel what users redeemed.
 */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const config = { adminRoles: ADMIN_ONLY };
  const idParams = adminIdParamsSchema;
  const ctx = { db, clock };

  app.get(
    '/api/admin/rewards',
    {
      config,
      schema: {
        tags,
        summary: 'Every reward, hidden ones included',
        response: { 200: adminRewardListSchema },
      },
    },
    async () => listAdminRewards(ctx.db),
  );
  app.post(
    '/api/admin/rewards',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a reward',
        body: adminRewardBodySchema,
        response: { 200: adminRewardSchema },
      },
    },
    async (request) => createReward(ctx, auditActor(request), request.body),
  );
  app.put(
    '/api/admin/rewards/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Saves a reward; the stock cannot go below what is already redeemed',
        params: idParams,
        body: adminRewardBodySchema,
        response: { 200: adminRewardSchema },
      },
    },
    async (request) => updateReward(ctx, auditActor(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/rewards/:id/image',
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Uploads a reward picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: z.object({ image: z.string() }) },
      },
    },
    async (request) => setRewardImage(ctx, auditActor(request), request.params.id, await readUpload(request)),
  );
  app.get(
    '/api/client/reward-images/:id',
    {
      schema: {
        tags: ['rewards'],
        summary: 'A reward picture uploaded in the admin (WebP); never changes, so cached for a year',
        params: idParams,
      },
    },
    async (request, reply) => {
      const image = await loadRewardImage(ctx.db, request.params.id);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.type(REWARD_IMAGE_TYPE).send(image);
    },
  );

  app.get(
    '/api/admin/redemptions',
    {
      config: { adminRoles: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Redemptions to fulfil, oldest first; filter by status (PENDING, COMPLETED, FAILED)',
        querystring: adminRedemptionQuerySchema,
        response: { 200: adminRedemptionPageSchema },
      },
    },
    async (request) => listRedemptionsForAdmin(db, request.query, request.locale),
  );

  app.post(
    '/api/admin/redemptions/:id/fulfil',
    {
      config: { adminRoles: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Marks a pending redemption delivered with its tracking id and settles the held points',
        params: redemptionParamsSchema,
        body: fulfilBodySchema,
        response: { 200: redemptionSchema },
      },
    },
    async (request) =>
      fulfilRedemption(
        db,
        clock,
        auditActor(request),
        request.params.id,
        request.body.trackingId,
        request.locale,
      ),
  );

  app.post(
    '/api/admin/redemptions/:id/cancel',
    {
      config: { adminRoles: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          'Cancels a pending redemption with a reason: the held points go back, the reward back into stock',
        params: redemptionParamsSchema,
        body: cancelBodySchema,
        response: { 200: redemptionSchema },
      },
    },
    async (request) =>
      cancelRedemption(
        db,
        clock,
        auditActor(request),
        request.params.id,
        request.body.reason,
        request.locale,
      ),
  );
};
