import { adminGlossaryBodySchema, adminGlossaryTermSchema } from '@app/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminResource } from '../../plugins/admin-resource-routes.ts';
import type { AdminContext } from '../audit/audited-write.ts';
import * as glossary from './glossary-admin.service.ts';

/** Glossary terms in the back office: editors and admins. */
export const glossaryAdminRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  registerAdminResource(app, ctx, {
    path: 'glossary',
    label: 'glossary terms',
    body: adminGlossaryBodySchema,
    row: adminGlossaryTermSchema,
    list: (ctx) => glossary.listGlossary(ctx.db),
    create: glossary.createGlossaryTerm,
    update: glossary.updateGlossaryTerm,
    remove: glossary.deleteGlossaryTerm,
  });
};
