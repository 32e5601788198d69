import {
  adminBannerBodySchema,
  adminBannerSchema,
  adminPartnerBodySchema,
  adminPartnerSchema,
  adminStepBodySchema,
  adminStepSchema,
} from '@app/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminResource } from '../../plugins/admin-resource-routes.ts';
import type { AdminContext } from '../audit/audited-write.ts';
import * as discovery from './discovery-admin.service.ts';

/** Get started (steps and banners) and partners in the back office: editors and admins. */
export const discoveryAdminRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  registerAdminResource(app, ctx, {
    path: 'get-started/steps',
    label: 'get-started steps',
    body: adminStepBodySchema,
    row: adminStepSchema,
    list: (ctx) => discovery.listSteps(ctx.db),
    create: discovery.createStep,
    update: discovery.updateStep,
    remove: discovery.deleteStep,
  });
  registerAdminResource(app, ctx, {
    path: 'get-started/banners',
    label: 'get-started banners',
    body: adminBannerBodySchema,
    row: adminBannerSchema,
    list: (ctx) => discovery.listBanners(ctx.db),
    create: discovery.createBanner,
    update: discovery.updateBanner,
    remove: discovery.deleteBanner,
  });
  registerAdminResource(app, ctx, {
    path: 'partners',
    label: 'partners',
    body: adminPartnerBodySchema,
    row: adminPartnerSchema,
    list: (ctx) => discovery.listPartners(ctx.db),
    create: discovery.createPartner,
    update: discovery.updatePartner,
    remove: discovery.deletePartner,
  });
};
