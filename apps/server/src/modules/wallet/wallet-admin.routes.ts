import { ledgerAdjustmentBodySchema, ledgerAdjustmentResultSchema, WALLET_API } from '@app/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireRole } from '../../plugins/auth.ts';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import { requireIdempotencyKey } from '../../lib/idempotency-key.ts';
import { adjustLedger } from './wallet-admin.service.ts';

/** Admin credits and debits of a user's points or KUB: admins only, a reason and a key each. */
export const walletAdminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.post(
    WALLET_API.adjustments,
    {
      config: { adminRoles: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          "Credits (positive amount) or debits (negative) a user's POINT or KUB balance with a reason; " +
          'needs an Idempotency-Key header',
        body: ledgerAdjustmentBodySchema,
        response: { 200: ledgerAdjustmentResultSchema },
      },
      // The role is checked before the body, so a non-admin learns nothing about its shape.
      onRequest: async (request) => {
        requireRole(request, 'admin');
      },
    },
    async (request) => {
      return adjustLedger(db, clock, auditActor(request), requireIdempotencyKey(request), request.body);
    },
  );
};
