import {
  activityPageSchema,
  activityQuerySchema,
  dashboardSchema,
  depositListQuerySchema,
  depositPageSchema,
  keptKkubSchema,
  redeemTokenBodySchema,
  redeemTokenResultSchema,
  sendKkubBodySchema,
  sendKkubResultSchema,
  WALLET_API,
} from '@app/contracts/wallet';
import {
  DASHBOARD_PAGE_API,
  dashboardPageQuerySchema,
  dashboardPageSchema,
} from '@app/contracts/dashboard-page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireUser } from '../../plugins/auth.ts';
import { withPinField } from '../pin/pin-field-error.ts';
import { getDashboard, listActivities } from './dashboard.service.ts';
import { listDeposits } from './deposit-history.service.ts';
import { requireIdempotencyKey } from '../../lib/idempotency-key.ts';
import { redeemToken } from './redeem-token.service.ts';
import { getKeptKkub, sendKkubBalance } from './send-kkub.service.ts';
import type { PayoutSettings } from '../payouts/payout-settings.ts';
import { getDashboardPage } from './dashboard-page.service.ts';

/** The signed-in user's money: converting points to KKUB, the dashboard and the activity history. */
export const walletMoneyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  payouts?: PayoutSettings;
  /** Called after a conversion queued a payout, so the worker sends it without waiting to poll. */
  payoutQueued?: () => void;
}> = async (app, { db, clock, payouts, payoutQueued }) => {
  const noStore = { 'cache-control': 'private, no-store' };

  app.post(
    WALLET_API.redeemToken,
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['wallet'],
        summary:
          'Redeem Token: converts points to KKUB (100 points = 1 KKUB), confirmed by the PIN; ' +
          'needs KYC and an Idempotency-Key header',
        body: redeemTokenBodySchema,
        response: { 200: redeemTokenResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const key = requireIdempotencyKey(request);
      const result = await withPinField(request.locale, { PIN_INCORRECT: 'pin' }, () =>
        redeemToken(db, clock, user.id, key, request.body, app.kycStatus, payouts),
      );
      if (result.payout && !result.replayed) payoutQueued?.();
      return result;
    },
  );

  app.get(
    WALLET_API.keptKkub,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary:
          'KKUB kept on the site (converted while payouts were off) that can be sent to the proven wallet',
        response: { 200: keptKkubSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getKeptKkub(db, requireUser(request).id, payouts);
    },
  );

  app.post(
    WALLET_API.sendKkub,
    {
      config: { auth: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['wallet'],
        summary:
          'Sends kept KKUB to the proven wallet as one payout, under the rules of Redeem Token: ' +
          'KYC, the PIN, the daily limit and an Idempotency-Key header',
        body: sendKkubBodySchema,
        response: { 200: sendKkubResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const key = requireIdempotencyKey(request);
      const result = await withPinField(request.locale, { PIN_INCORRECT: 'pin' }, () =>
        sendKkubBalance(db, clock, user.id, key, request.body, app.kycStatus, payouts),
      );
      if (!result.replayed) payoutQueued?.();
      return result;
    },
  );

  app.get(
    WALLET_API.dashboard,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'Package info, points and KUB balance, totals, remaining quota and hints',
        response: { 200: dashboardSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getDashboard(db, clock, requireUser(request).id, request.locale);
    },
  );

  app.get(
    DASHBOARD_PAGE_API.page,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary:
          'The dashboard page in one answer: package, balances and totals, a page of the activity history ' +
          '(page, limit, type, status as for the activities), the earning checklist, payouts and kept KKUB',
        querystring: dashboardPageQuerySchema,
        response: { 200: dashboardPageSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const context = {
        db,
        clock,
        payouts,
        kycStatus: (userId: number, facts: Parameters<typeof app.kycStatusRead>[1]) =>
          app.kycStatusRead(userId, facts),
      };
      return getDashboardPage(context, requireUser(request), request.query, request.locale);
    },
  );

  app.get(
    WALLET_API.activities,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'The activity history, newest first, paged; filter by type and status',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listActivities(db, requireUser(request).id, request.query);
    },
  );

  app.get(
    WALLET_API.deposits,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['wallet'],
        summary:
          "The user's own deposits from the exchange, newest first, paged, with their status " +
          '(pending, credited) and the linked exchange account they arrive from',
        querystring: depositListQuerySchema,
        response: { 200: depositPageSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listDeposits(db, requireUser(request).id, request.query);
    },
  );
};
