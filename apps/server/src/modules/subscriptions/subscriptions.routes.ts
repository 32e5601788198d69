import {
  countDataQuerySchema,
  countDataSchema,
  purchaseBodySchema,
  purchaseResultSchema,
  subscriptionOrderSchema,
  subscriptionPackageListSchema,
  subscriptionPackageParamsSchema,
  subscriptionPackageSchema,
  userSubscriptionDetailSchema,
  userSubscriptionListSchema,
  userSubscriptionSchema,
} from '@app/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdempotencyKey } from '../../lib/idempotency-key.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getPackage, listPackages } from './package.service.ts';
import { orderSummary, type PurchaseContext, purchasePackage } from './purchase.service.ts';
import {
  allSubscriptions,
  countData,
  currentSubscription,
  subscriptionById,
} from './user-subscription.service.ts';

/** Packages (public), the order summary, the purchase and the signed-in user's terms (spec §7). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ ctx: PurchaseContext }> = async (app, { ctx }) => {
  app.get(
    '/api/client/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The packages on sale, names and descriptions in the request language',
        response: { 200: subscriptionPackageListSchema },
      },
    },
    async (request) => listPackages(ctx.db, request.locale),
  );

  app.get(
    '/api/client/subscriptions/:id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'One package on sale',
        params: subscriptionPackageParamsSchema,
        response: { 200: subscriptionPackageSchema },
      },
    },
    async (request) => getPackage(ctx.db, request.params.id, request.locale),
  );

  app.get(
    '/api/client/subscriptions/:id/order',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: "Order summary: the package, the buyer's KUB balance, PIN and KYC state, and any refusal",
        params: subscriptionPackageParamsSchema,
        response: { 200: subscriptionOrderSchema },
      },
    },
    async (request) => orderSummary(ctx, requireUser(request), request.params.id, request.locale),
  );

  app.post(
    '/api/client/user-subscription-infos',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary:
          'Buys a package with KUB, confirmed by PIN. Send an Idempotency-Key header: a retry with the same key returns the first result',
        body: purchaseBodySchema,
        response: { 200: purchaseResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const key = requireIdempotencyKey(request);
      return purchasePackage(
        ctx,
        user,
        {
          packageId: request.body.packageId,
          pin: request.body.pin,
          expectedPrice: request.body.expectedPrice,
          idempotencyKey: key,
        },
        request.locale,
      );
    },
  );

  app.get(
    '/api/client/user-subscription-infos/detail',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: "The signed-in user's running term, else their latest (expired) one, else null",
        response: { 200: userSubscriptionDetailSchema },
      },
    },
    async (request) => ({ data: await currentSubscription(ctx, requireUser(request), request.locale) }),
  );

  app.get(
    '/api/client/user-subscription-infos/detail-all-subscription',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Every term the signed-in user bought, newest first',
        response: { 200: userSubscriptionListSchema },
      },
    },
    async (request) => ({ data: await allSubscriptions(ctx, requireUser(request), request.locale) }),
  );

  app.get(
    '/api/client/user-subscription-infos/me/countData',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: "The running term's quota and this month's hints (and completed main quizzes when asked)",
        querystring: countDataQuerySchema,
        response: { 200: countDataSchema },
      },
    },
    async (request) => countData(ctx, requireUser(request), request.query.needTotalMainQuiz),
  );

  app.get(
    '/api/client/user-subscription-infos/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'One term of the signed-in user',
        params: subscriptionPackageParamsSchema,
        response: { 200: userSubscriptionSchema },
      },
    },
    async (request) => subscriptionById(ctx, requireUser(request), request.params.id, request.locale),
  );
};
