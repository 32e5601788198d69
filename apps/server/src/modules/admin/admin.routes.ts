import { adminBlockBodySchema, adminUserDetailSchema, optionalText } from '@app/contracts/admin';
import {
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  kycOverrideBodySchema,
  userIdParamsSchema,
} from '@app/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireRole } from '../../plugins/auth.ts';
import { ADMIN_ONLY, auditActor } from '../../plugins/admin-access.ts';
import { getUserDetail } from './admin-user-detail.service.ts';
import { blockUser, listUsers, setKycOverride, unblockUser } from './admin.service.ts';

/** Users: only admins, never editors (the role rule in admin-access.ts). */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  // Every call here: visitors get 401, signed-in non-admins 403, blocked admins the restriction.
  app.addHook('onRequest', async (request) => {
    requireRole(request, 'admin');
  });
  const config = { adminRoles: ADMIN_ONLY };

  app.get(
    '/api/admin/users',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first, paged; `email` filters by part of the address',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One user: profile, balances, subscription, recent activities and sessions',
        params: userIdParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => getUserDetail(db, clock, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/block',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Blocks a user (a reason is required) and ends all of the user's sessions at once",
        params: userIdParamsSchema,
        body: adminBlockBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => blockUser(db, clock, auditActor(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/unblock',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Lifts a block (a reason is required); the user signs in again',
        params: userIdParamsSchema,
        body: adminBlockBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => unblockUser(db, clock, auditActor(request), request.params.id, request.body.reason),
  );

  app.put(
    '/api/admin/users/:id/kyc-override',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Overrides the exchange's KYC level for a user (true, false, or null to clear)",
        params: userIdParamsSchema,
        body: kycOverrideBodySchema.extend({ reason: optionalText(500) }),
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      setKycOverride(
        db,
        clock,
        auditActor(request),
        request.params.id,
        request.body.override,
        request.body.reason,
      ),
  );
};
