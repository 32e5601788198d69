import { AVATAR_MAX_BYTES } from '@app/contracts/constants';
import {
  adminArticleBodySchema,
  adminArticleListQuerySchema,
  adminArticlePageSchema,
  adminArticleSchema,
  adminIdParamsSchema,
  adminMarkdownPreviewBodySchema,
  adminMarkdownPreviewSchema,
} from '@app/contracts/admin';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/image-upload.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { auditActor, CONTENT_STAFF } from '../../plugins/admin-access.ts';
import {
  createArticle,
  getAdminArticle,
  listAdminArticles,
  setArticlePublished,
  updateArticle,
} from './articles-admin.service.ts';
import { COVER_CONTENT_TYPE, loadCover, setArticleCover } from './article-covers-admin.service.ts';
import type { AdminContext } from '../audit/audited-write.ts';

/** Articles: editors and admins write them; the public cover images are served here too. */
export const articlesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const config = { adminRoles: CONTENT_STAFF };

  app.post(
    '/api/admin/articles/preview',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Renders Markdown as readers will see it, sanitised by the same code; saves nothing',
        body: adminMarkdownPreviewBodySchema,
        response: { 200: adminMarkdownPreviewSchema },
      },
    },
    async (request) => ({ html: renderMarkdown(request.body.markdown) }),
  );

  app.get(
    '/api/admin/articles',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Articles, drafts included, last changed first; `q` finds by slug or title',
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticlePageSchema },
      },
    },
    async (request) => listAdminArticles(ctx.db, request.query, request.locale),
  );

  app.get(
    '/api/admin/articles/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One article with both language versions',
        params: adminIdParamsSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => getAdminArticle(ctx.db, request.params.id),
  );

  app.post(
    '/api/admin/articles',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Creates an article as a draft',
        body: adminArticleBodySchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => createArticle(ctx, auditActor(request), request.body),
  );

  app.put(
    '/api/admin/articles/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Saves an article; a published one changes for readers (and search) at once',
        params: adminIdParamsSchema,
        body: adminArticleBodySchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => updateArticle(ctx, auditActor(request), request.params.id, request.body),
  );

  for (const [verb, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/admin/articles/:id/${verb}`,
      {
        config,
        schema: {
          tags: ['admin'],
          summary: published ? 'Publishes an article in both languages' : 'Takes an article off the site',
          params: adminIdParamsSchema,
          response: { 200: adminArticleSchema },
        },
      },
      async (request) => setArticlePublished(ctx, auditActor(request), request.params.id, published),
    );
  }

  app.post(
    '/api/admin/articles/:id/cover',
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Uploads a cover (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        response: { 200: z.object({ coverImage: z.string() }) },
      },
    },
    async (request) =>
      setArticleCover(ctx, auditActor(request), request.params.id, await readUpload(request)),
  );

  app.get(
    '/api/client/article-covers/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'An article cover uploaded in the admin (WebP); never changes, so cached for a year',
        params: adminIdParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await loadCover(ctx.db, request.params.id);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.type(COVER_CONTENT_TYPE).send(image);
    },
  );
};
