import {
  adminRedemptionPageSchema,
  adminRedemptionQuerySchema,
  cancelBodySchema,
  fulfilBodySchema,
  redemptionParamsSchema,
  redemptionSchema,
} from '@app/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import { cancelRedemption, fulfilRedemption, listRedemptionsForAdmin } from './fulfilment.service.ts';

/** The fulfilment API: admins ship (with a tracking id) or cancel what users redeemed. */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
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
