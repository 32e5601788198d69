import { adminIdParamsSchema, okSchema } from '@app/contracts/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditActor, auditActor, CONTENT_STAFF } from './admin-access.ts';

/** The list, create, update and delete calls of one kind of simple content, served by its feature. */
export interface AdminResource<Ctx, Body extends z.ZodType, Row extends z.ZodType> {
  /** Under `/api/admin/`: `glossary`, `get-started/steps`... */
  path: string;
  /** In the API's summaries: `glossary terms`. */
  label: string;
  body: Body;
  row: Row;
  list(ctx: Ctx): Promise<{ data: z.infer<Row>[] }>;
  create(ctx: Ctx, actor: AuditActor, body: z.infer<Body>): Promise<z.infer<Row>>;
  update(ctx: Ctx, actor: AuditActor, id: number, body: z.infer<Body>): Promise<z.infer<Row>>;
  remove(ctx: Ctx, actor: AuditActor, id: number): Promise<{ ok: true }>;
}

type RoutesOf = Parameters<FastifyPluginAsyncZod>[0];

/** Registers one resource's four calls for editors and admins (`CONTENT_STAFF`). */
export function registerAdminResource<Ctx, Body extends z.ZodType, Row extends z.ZodType>(
  app: RoutesOf,
  ctx: Ctx,
  r: AdminResource<Ctx, Body, Row>,
): void {
  const config = { adminRoles: CONTENT_STAFF };
  const actor = (request: FastifyRequest) => auditActor(request);
  const base = `/api/admin/${r.path}`;
  // Widened once here: the route types cannot follow a generic schema, the calls below can.
  const body: z.ZodType = r.body;
  const row: z.ZodType = r.row;
  app.get(
    base,
    {
      config,
      schema: {
        tags: ['admin'],
        summary: `All ${r.label}`,
        response: { 200: z.object({ data: z.array(row) }) },
      },
    },
    async () => r.list(ctx),
  );
  app.post(
    base,
    {
      config,
      schema: { tags: ['admin'], summary: `Adds one of the ${r.label}`, body, response: { 200: row } },
    },
    async (request) => r.create(ctx, actor(request), request.body as z.infer<Body>),
  );
  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags: ['admin'],
        summary: `Saves one of the ${r.label}`,
        params: adminIdParamsSchema,
        body,
        response: { 200: row },
      },
    },
    async (request) => r.update(ctx, actor(request), request.params.id, request.body as z.infer<Body>),
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
