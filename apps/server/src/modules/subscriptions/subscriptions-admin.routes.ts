import { adminIdParamsSchema } from '@app/contracts/admin';
import {
  adminPackageBodySchema,
  adminPackageListSchema,
  adminPackageSchema,
} from '@app/contracts/admin-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import type { MoneyAdminContext } from '../audit/audited-write.ts';
import { createPackage, listAdminPackages, updatePackage } from './subscriptions-admin.service.ts';

const tags = ['admin'];

/** Subscription packages in the back office: value is at stake, so admins only. */
export const subscriptionsAdminRoutes: FastifyPluginAsyncZod<{ ctx: MoneyAdminContext }> = async (
  app,
  { ctx },
) => {
  const config = { adminRoles: ADMIN_ONLY };
  const idParams = adminIdParamsSchema;

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
};
