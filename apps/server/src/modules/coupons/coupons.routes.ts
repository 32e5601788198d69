import {
  couponCheckQuerySchema,
  couponRedeemBodySchema,
  couponRedeemSchema,
  couponSchema,
} from '@app/contracts/rewards';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { checkCoupon, redeemCoupon } from './coupons.service.ts';

/**
 * Guessing codes is slowed per signed-in user (else per address): twenty tries a minute. Members
 * behind one school or office address do not share a limit.
 */
const couponRateLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `coupon-user:${request.user.id}` : request.ip),
};

/** Coupon codes: what a code gives, and using it. */
export const couponsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/client/coupon-codes/check',
    {
      config: { auth: 'user', rateLimit: couponRateLimit },
      schema: {
        tags: ['coupons'],
        summary: "What a coupon gives, or 'This coupon is invalid' (unknown, expired or used up)",
        querystring: couponCheckQuerySchema,
        response: { 200: couponSchema },
      },
    },
    async (request) => checkCoupon(db, clock, requireUser(request).id, request.query.code, request.locale),
  );

  app.post(
    '/api/client/coupon-codes/redeem',
    {
      config: { auth: 'user', rateLimit: couponRateLimit },
      schema: {
        tags: ['coupons'],
        summary: 'Uses a coupon once: credits its points, or redeems its reward (KYC needed for a reward)',
        body: couponRedeemBodySchema,
        response: { 200: couponRedeemSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return redeemCoupon(db, clock, { id: user.id, kyc: app.kycStatus }, request.body.code, request.locale);
    },
  );
};
