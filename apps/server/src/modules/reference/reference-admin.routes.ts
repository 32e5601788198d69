import {
  adminCategoryBodySchema,
  adminCategorySchema,
  adminLegalBodySchema,
  adminLegalSchema,
  legalTypeParamsSchema,
} from '@app/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor, CONTENT_STAFF } from '../../plugins/admin-access.ts';
import { registerAdminResource } from '../../plugins/admin-resource-routes.ts';
import type { AdminContext } from '../audit/audited-write.ts';
import * as reference from './reference-admin.service.ts';

/** Categories and legal documents in the back office: editors and admins. */
export const referenceAdminRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  const config = { adminRoles: CONTENT_STAFF };
  registerAdminResource(app, ctx, {
    path: 'categories',
    label: 'categories',
    body: adminCategoryBodySchema,
    row: adminCategorySchema,
    list: (ctx) => reference.listCategories(ctx.db),
    create: reference.createCategory,
    update: reference.updateCategory,
    remove: reference.deleteCategory,
  });

  app.get(
    '/api/admin/legal',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every legal document, in English and Thai',
        response: { 200: z.object({ data: z.array(adminLegalSchema) }) },
      },
    },
    async () => reference.listLegal(ctx.db),
  );
  app.put(
    '/api/admin/legal/:type',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Saves a legal document in both languages',
        params: legalTypeParamsSchema,
        body: adminLegalBodySchema,
        response: { 200: adminLegalSchema },
      },
    },
    async (request) => reference.saveLegal(ctx, auditActor(request), request.params.type, request.body),
  );
};
