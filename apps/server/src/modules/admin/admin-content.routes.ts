import {
  adminBannerBodySchema,
  adminBannerSchema,
  adminCategoryBodySchema,
  adminCategorySchema,
  adminGlossaryBodySchema,
  adminGlossaryTermSchema,
  adminIdParamsSchema,
  adminLegalBodySchema,
  adminLegalSchema,
  adminPartnerBodySchema,
  adminPartnerSchema,
  adminStepBodySchema,
  adminStepSchema,
  legalTypeParamsSchema,
  okSchema,
} from '@app/contracts/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditActor } from '../audit/audit.service.ts';
import { auditActor, CONTENT_STAFF } from '../../plugins/admin-access.ts';
import * as discovery from '../discovery/discovery-admin.service.ts';
import * as glossary from '../glossary/glossary-admin.service.ts';
import * as reference from '../reference/reference-admin.service.ts';
import type { AdminContext } from '../audit/audited-write.ts';

/** The list, create, update and delete calls of one kind of simple content. */
interface Resource<Body extends z.ZodType, Row extends z.ZodType> {
  path: string;
  label: string;
  body: Body;
  row: Row;
  list(ctx: AdminContext): Promise<{ data: z.infer<Row>[] }>;
  create(ctx: AdminContext, actor: AuditActor, body: z.infer<Body>): Promise<z.infer<Row>>;
  update(ctx: AdminContext, actor: AuditActor, id: number, body: z.infer<Body>): Promise<z.infer<Row>>;
  remove(ctx: AdminContext, actor: AuditActor, id: number): Promise<{ ok: true }>;
}

function resource<Body extends z.ZodType, Row extends z.ZodType>(r: Resource<Body, Row>) {
  return r as unknown as Resource<z.ZodType, z.ZodType>;
}

const RESOURCES = [
  resource({
    path: 'glossary',
    label: 'glossary terms',
    body: adminGlossaryBodySchema,
    row: adminGlossaryTermSchema,
    list: (ctx) => glossary.listGlossary(ctx.db),
    create: glossary.createGlossaryTerm,
    update: glossary.updateGlossaryTerm,
    remove: glossary.deleteGlossaryTerm,
  }),
  resource({
    path: 'get-started/steps',
    label: 'get-started steps',
    body: adminStepBodySchema,
    row: adminStepSchema,
    list: (ctx) => discovery.listSteps(ctx.db),
    create: discovery.createStep,
    update: discovery.updateStep,
    remove: discovery.deleteStep,
  }),
  resource({
    path: 'get-started/banners',
    label: 'get-started banners',
    body: adminBannerBodySchema,
    row: adminBannerSchema,
    list: (ctx) => discovery.listBanners(ctx.db),
    create: discovery.createBanner,
    update: discovery.updateBanner,
    remove: discovery.deleteBanner,
  }),
  resource({
    path: 'partners',
    label: 'partners',
    body: adminPartnerBodySchema,
    row: adminPartnerSchema,
    list: (ctx) => discovery.listPartners(ctx.db),
    create: discovery.createPartner,
    update: discovery.updatePartner,
    remove: discovery.deletePartner,
  }),
  resource({
    path: 'categories',
    label: 'categories',
    body: adminCategoryBodySchema,
    row: adminCategorySchema,
    list: (ctx) => reference.listCategories(ctx.db),
    create: reference.createCategory,
    update: reference.updateCategory,
    remove: reference.deleteCategory,
  }),
];

/** Glossary, get started, partners, categories and legal documents: editors and admins. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  const config = { adminRoles: CONTENT_STAFF };
  const actor = (request: FastifyRequest) => auditActor(request);

  for (const r of RESOURCES) {
    const base = `/api/admin/${r.path}`;
    app.get(
      base,
      {
        config,
        schema: {
          tags: ['admin'],
          summary: `All ${r.label}`,
          response: { 200: z.object({ data: z.array(r.row) }) },
        },
      },
      async () => r.list(ctx),
    );
    app.post(
      base,
      {
        config,
        schema: {
          tags: ['admin'],
          summary: `Adds one of the ${r.label}`,
          body: r.body,
          response: { 200: r.row },
        },
      },
      async (request) => r.create(ctx, actor(request), request.body),
    );
    app.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags: ['admin'],
          summary: `Saves one of the ${r.label}`,
          params: adminIdParamsSchema,
          body: r.body,
          response: { 200: r.row },
        },
      },
      async (request) => r.update(ctx, actor(request), request.params.id, request.body),
    );
    app.delete(
      `${base}/:id`,
      {
        config,
        schema: {
          tags: ['admin'],
          summary: `Removes one of the ${r.label}`,
          params: adminIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => r.remove(ctx, actor(request), request.params.id),
    );
  }

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
    async (request) => reference.saveLegal(ctx, actor(request), request.params.type, request.body),
  );
};
