import { adminIdParamsSchema } from '@app/contracts/admin';
import { adminCouponBodySchema, adminCouponListSchema, adminCouponSchema } from '@app/contracts/admin-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import type { MoneyAdminContext } from '../audit/audited-write.ts';
import { createCoupon, listAdminCoupons, updateCoupon } from './coupons-admin.service.ts';

const tags = ['admin'];

/** Coupons in the back office: value is at stake, so admins only (checked by the admin gate). */
export const couponsAdminRoutes: FastifyPluginAsyncZod<{ ctx: MoneyAdminContext }> = async (app, { ctx }) => {
  const config = { adminRoles: ADMIN_ONLY };
  const idParams = adminIdParamsSchema;

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
};
