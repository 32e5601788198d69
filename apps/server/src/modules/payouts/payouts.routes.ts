import {
  adminPayoutCancelBodySchema,
  adminPayoutIdParamsSchema,
  adminPayoutPauseBodySchema,
  adminPayoutQuerySchema,
  adminPayoutQueueSchema,
  clientPayoutsSchema,
  PAYOUTS_API,
  payoutViewSchema,
  reconciliationSchema,
} from '@app/contracts/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { ADMIN_ONLY, auditActor, requireStaff } from '../../plugins/admin-access.ts';
import type { PayoutChain } from './payout-chain.ts';
import { reconcilePayouts } from './payout-reconcile.ts';
import { listMyPayouts } from './payout-views.ts';
import {
  cancelPayout,
  type PayoutAdminContext,
  payoutQueue,
  retryPayout,
  setPayoutsPaused,
} from './payouts-admin.service.ts';

/** The user's payouts (dashboard) and the back office's payout queue. */
export const payoutsRoutes: FastifyPluginAsyncZod<{
  ctx: PayoutAdminContext;
  chain: PayoutChain | null;
}> = async (app, { ctx, chain }) => {
  const config = { adminRoles: ADMIN_ONLY };
  const tags = ['admin'];

  app.get(
    PAYOUTS_API.mine,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary: "The signed-in user's KKUB payouts on chain, newest first, with status and transaction hash",
        response: { 200: clientPayoutsSchema },
      },
    },
    async (request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return { enabled: ctx.enabled, data: await listMyPayouts(ctx.db, requireUser(request).id) };
    },
  );

  app.get(
    PAYOUTS_API.adminQueue,
    {
      config,
      schema: {
        tags,
        summary: 'The payout queue: state of the hot wallet, pause, last reconciliation and payouts',
        querystring: adminPayoutQuerySchema,
        response: { 200: adminPayoutQueueSchema },
      },
    },
    async (request) => {
      requireStaff(request);
      return payoutQueue(ctx, request.query);
    },
  );

  app.post(
    PAYOUTS_API.adminPause,
    {
      config,
      schema: {
        tags,
        summary: 'Pauses or resumes every payout not yet signed (audited)',
        body: adminPayoutPauseBodySchema,
        response: { 200: z.object({ paused: z.boolean() }) },
      },
    },
    async (request) => setPayoutsPaused(ctx, auditActor(request), request.body),
  );

  app.post(
    PAYOUTS_API.adminRetry,
    {
      config,
      schema: {
        tags,
        summary: 'Looks at a waiting payout again now (audited)',
        params: adminPayoutIdParamsSchema,
        response: { 200: payoutViewSchema },
      },
    },
    async (request) => retryPayout(ctx, auditActor(request), request.params.id),
  );

  app.post(
    PAYOUTS_API.adminCancel,
    {
      config,
      schema: {
        tags,
        summary: 'Cancels a payout not yet signed: the points go back to the user (audited)',
        params: adminPayoutIdParamsSchema,
        body: adminPayoutCancelBodySchema,
        response: { 200: payoutViewSchema },
      },
    },
    async (request) => cancelPayout(ctx, auditActor(request), request.params.id, request.body.reason),
  );

  app.post(
    PAYOUTS_API.adminReconcile,
    {
      config,
      schema: {
        tags,
        summary: 'Compares the ledger with the Transfer events of the hot wallet now',
        description: 'PAYOUT_CHAIN_NOT_CONFIGURED (409) on a site without KKUB payouts set up.',
        response: { 200: reconciliationSchema },
      },
    },
    async (request) => {
      requireStaff(request);
      if (!chain) throw new AppError('PAYOUT_CHAIN_NOT_CONFIGURED');
      return reconcilePayouts(ctx.db, ctx.clock, chain);
    },
  );
};
