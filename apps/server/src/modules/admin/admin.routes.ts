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
import { blockUser, listUsers, setKycOverride, unblockUser } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  // Every admin call: visitors get 401, signed-in non-admins 403, blocked admins the restriction.
  app.addHook('onRequest', async (request) => {
    requireRole(request, 'admin');
  });

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first, paged; `email` filters by part of the address',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.post(
    '/api/admin/users/:id/block',
    {
      schema: {
        tags: ['admin'],
        summary: "Blocks a user and ends all of the user's sessions at once",
        params: userIdParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => blockUser(db, clock, requireRole(request, 'admin'), request.params.id),
  );

  app.post(
    '/api/admin/users/:id/unblock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lifts a block; the user signs in again',
        params: userIdParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => unblockUser(db, clock, request.params.id),
  );

  app.put(
    '/api/admin/users/:id/kyc-override',
    {
      schema: {
        tags: ['admin'],
        summary: "Overrides the exchange's KYC level for a user (true, false, or null to clear)",
        params: userIdParamsSchema,
        body: kycOverrideBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => setKycOverride(db, clock, request.params.id, request.body.override),
  );
};
