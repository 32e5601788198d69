import { AVATAR_MAX_BYTES } from '@app/contracts/constants';
import { adminIdParamsSchema } from '@app/contracts/admin';
import {
  adminCouponBodySchema,
  adminCouponListSchema,
  adminCouponSchema,
  adminPackageBodySchema,
  adminPackageListSchema,
  adminPackageSchema,
  adminPopQuestionBodySchema,
  adminPopQuestionListSchema,
  adminPopQuestionSchema,
  adminPopQuizBodySchema,
  adminPopQuizScheduleSchema,
  adminPopQuizSchema,
  adminRewardBodySchema,
  adminRewardListSchema,
  adminRewardSchema,
} from '@app/contracts/admin-money';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/image-upload.ts';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import type { MoneyAdminContext } from '../audit/audited-write.ts';
import { createCoupon, listAdminCoupons, updateCoupon } from '../coupons/coupons-admin.service.ts';
import {
  createPackage,
  listAdminPackages,
  updatePackage,
} from '../subscriptions/subscriptions-admin.service.ts';
import {
  createPopQuestion,
  listPopQuestions,
  popQuizSchedule,
  updatePopQuestion,
  updatePopQuiz,
} from '../pop-quizzes/pop-quizzes-admin.service.ts';
import {
  createReward,
  listAdminRewards,
  loadRewardImage,
  REWARD_IMAGE_TYPE,
  setRewardImage,
  updateReward,
} from '../rewards/rewards-admin.service.ts';

const tags = ['admin'];

/**
 * Rewards, coupons, subscription packages and pop quizzes: value is at stake in each, so they
 * are admin-only (ADMIN_ONLY, checked by the admin gate before the body is read).
 */
export const adminMoneyRoutes: FastifyPluginAsyncZod<{ ctx: MoneyAdminContext }> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const config = { adminRoles: ADMIN_ONLY };
  const idParams = adminIdParamsSchema;

  // Rewards
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

  // Coupons
  app.get(
    '/api/admin/coupons',
    {
      config,
      schema: { tags, summary: 'Every coupon, newest first', response: { 200: adminCouponListSchema } },
    },
    async () => listAdminCoupons(ctx.db),
  );
  app.post(
    '/api/admin/coupons',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a coupon',
        body: adminCouponBodySchema,
        response: { 200: adminCouponSchema },
      },
    },
    async (request) => createCoupon(ctx, auditActor(request), request.body),
  );
  app.put(
    '/api/admin/coupons/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Saves a coupon; its maximum uses cannot go below the uses so far',
        params: idParams,
        body: adminCouponBodySchema,
        response: { 200: adminCouponSchema },
      },
    },
    async (request) => updateCoupon(ctx, auditActor(request), request.params.id, request.body),
  );

  // Subscription packages
  app.get(
    '/api/admin/packages',
    {
      config,
      schema: {
        tags,
        summary: 'Every subscription package, withdrawn ones included',
        response: { 200: adminPackageListSchema },
      },
    },
    async () => listAdminPackages(ctx.db),
  );
  app.post(
    '/api/admin/packages',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a subscription package (price in KUB, at most 8 decimals)',
        body: adminPackageBodySchema,
        response: { 200: adminPackageSchema },
      },
    },
    async (request) => createPackage(ctx, auditActor(request), request.body),
  );
  app.put(
    '/api/admin/packages/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Saves a package; terms already bought keep the price and entitlements they were bought with',
        params: idParams,
        body: adminPackageBodySchema,
        response: { 200: adminPackageSchema },
      },
    },
    async (request) => updatePackage(ctx, auditActor(request), request.params.id, request.body),
  );

  // Pop quizzes
  app.get(
    '/api/admin/pop-quizzes',
    {
      config,
      schema: {
        tags,
        summary: "Today's and the next days' pop quizzes with their pools and time limits",
        response: { 200: adminPopQuizScheduleSchema },
      },
    },
    async (request) => popQuizSchedule(ctx, request.locale),
  );
  app.put(
    '/api/admin/pop-quizzes/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Sets a window's pool size (rewards) and time limit; the pool is funded or drained by transfers",
        params: idParams,
        body: adminPopQuizBodySchema,
        response: { 200: adminPopQuizSchema },
      },
    },
    async (request) =>
      updatePopQuiz(ctx, auditActor(request), request.params.id, request.body, request.locale),
  );
  app.get(
    '/api/admin/pop-quiz-questions',
    {
      config,
      schema: { tags, summary: 'The pop quiz question bank', response: { 200: adminPopQuestionListSchema } },
    },
    async () => listPopQuestions(ctx.db),
  );
  app.post(
    '/api/admin/pop-quiz-questions',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a question to the bank',
        body: adminPopQuestionBodySchema,
        response: { 200: adminPopQuestionSchema },
      },
    },
    async (request) => createPopQuestion(ctx, auditActor(request), request.body),
  );
  app.put(
    '/api/admin/pop-quiz-questions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Saves a bank question; once answered, its options and correct answers stay fixed',
        params: idParams,
        body: adminPopQuestionBodySchema,
        response: { 200: adminPopQuestionSchema },
      },
    },
    async (request) => updatePopQuestion(ctx, auditActor(request), request.params.id, request.body),
  );
};
