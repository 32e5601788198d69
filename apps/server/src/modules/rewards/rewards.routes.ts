import {
  IDEMPOTENCY_KEY_PATTERN,
  redeemHistoryPageSchema,
  redeemHistoryQuerySchema,
  redeemsAvailableSchema,
  redeemSubmitBodySchema,
  redeemSubmitSchema,
  rewardDetailSchema,
  rewardFaqSchema,
  rewardParamsSchema,
  rewardTrackingsSchema,
} from '@app/contracts/rewards';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { redeemReward } from './redeem-reward.service.ts';
import {
  availableRewards,
  redeemHistory,
  rewardDetail,
  rewardFaq,
  rewardTrackings,
  type Viewer,
} from './rewards.service.ts';

/** The Idempotency-Key header: the same key for a retried confirmation, a new one for the next. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  }
  return value;
}

/** The signed-in user as the catalogue sees them; a visitor (or a blocked user) browses as a visitor. */
function viewerOf(request: FastifyRequest): Viewer | null {
  const user = request.user;
  if (!user) return null;
  return { id: user.id, kycVerified: async () => (await request.server.kycStatus(user.id)).verified };
}

export const rewardsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/client/redeems-available',
    {
      config: { auth: 'optional', personal: true },
      schema: {
        tags: ['rewards'],
        summary:
          'Rewards to redeem (physical, crypto, point) with cost, stock, per-user limit and subscription need; ' +
          'for a signed-in user also their counts, points, PIN, KYC, subscription, address and wallet',
        response: { 200: redeemsAvailableSchema },
      },
    },
    async (request) => availableRewards(db, clock, viewerOf(request), request.locale),
  );

  app.get(
    '/api/client/redeems/:id',
    {
      config: { auth: 'optional', personal: true },
      schema: {
        tags: ['rewards'],
        summary: 'One reward, and what the signed-in user needs to redeem it',
        params: rewardParamsSchema,
        response: { 200: rewardDetailSchema },
      },
    },
    async (request) => rewardDetail(db, clock, viewerOf(request), request.params.id, request.locale),
  );

  app.post(
    '/api/client/redeems/:id/submit',
    {
      config: { auth: 'user' },
      // No rate limit: guessing is capped by the PIN lockout (five wrong PINs lock spending).
      schema: {
        tags: ['rewards'],
        summary:
          'Redeems a reward, confirmed with the 6-digit PIN; needs KYC and an Idempotency-Key header. ' +
          'The points are held until an admin fulfils (settled) or cancels (released) the redemption.',
        params: rewardParamsSchema,
        body: redeemSubmitBodySchema,
        response: { 200: redeemSubmitSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const idempotencyKey = idempotencyKeyOf(request);
      return redeemReward(
        db,
        clock,
        user.id,
        request.params.id,
        { pin: request.body.pin, idempotencyKey },
        request.locale,
        app.kycStatus,
      );
    },
  );

  app.get(
    '/api/client/redeem-histories',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['rewards'],
        summary: "The signed-in user's redemptions: redeem date, tracking id, reward, points used",
        querystring: redeemHistoryQuerySchema,
        response: { 200: redeemHistoryPageSchema },
      },
    },
    async (request) => redeemHistory(db, requireUser(request).id, request.query, request.locale),
  );

  app.get(
    '/api/client/reward-trackings-user',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['rewards'],
        summary: "Where the signed-in user's rewards are: status, tracking id and destination",
        response: { 200: rewardTrackingsSchema },
      },
    },
    async (request) => rewardTrackings(db, requireUser(request).id, request.locale),
  );

  app.get(
    '/api/client/getFAQ',
    {
      schema: {
        tags: ['rewards'],
        summary: 'Questions and answers about redeeming, in the request language',
        response: { 200: rewardFaqSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return rewardFaq(db, request.locale);
    },
  );
};
