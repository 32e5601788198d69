import {
  articleDetailSchema,
  articleFilterSchema,
  articleListQuerySchema,
  articlePageSchema,
  articleSlugParamsSchema,
  articleViewParamsSchema,
  articleViewSchema,
} from '@app/contracts/articles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { PublicCache } from '../../lib/public-cache.ts';
import { ArticleCounts } from './article-counts.ts';
import {
  canReadExclusive,
  countArticleView,
  filterArticles,
  getArticle,
  listArticles,
} from './articles.service.ts';

export const articleRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; ttlSeconds: number }> = async (
  app,
  { db, clock, ttlSeconds },
) => {
  // Filters and page numbers come from the client, so the keys are the client's to multiply.
  const cache = new PublicCache(ttlSeconds, { maxEntries: 1000 }).clearOn(app.contentInvalidation, [
    'articles',
    'categories',
  ]);
  // Totals outlive the pages: every page and sort of one filter shares its count.
  const totals = new ArticleCounts(ttlSeconds).clearOn(app.contentInvalidation);

  app.get(
    '/api/client/blogs',
    {
      schema: {
        tags: ['content'],
        summary: 'Published, active articles with a slug, newest first (paged, at most 50 a page)',
        querystring: articleListQuerySchema,
        response: { 200: articlePageSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const entry = await cache.get(`list:${request.locale}:${page}:${pageSize}`, () =>
        listArticles(db, request.locale, request.query, totals),
      );
      return cache.send(request, reply, entry);
    },
  );

  app.post(
    '/api/client/blogs/filtered',
    {
      schema: {
        tags: ['content'],
        summary: 'Articles by topic, difficulty and reading time, sorted and paged (1 to 50 a page)',
        body: articleFilterSchema,
        response: { 200: articlePageSchema },
      },
    },
    async (request, reply) => {
      const filter = request.body;
      const key = JSON.stringify([
        request.locale,
        [...new Set(filter.topics)].sort((a, b) => a - b),
        [...new Set(filter.difficulty)].sort(),
        [...new Set(filter.readingTime)].sort(),
        filter.highlighted ?? null,
        filter.exclusive ?? null,
        filter.sort,
        filter.page,
        filter.pageSize,
      ]);
      const entry = await cache.get(`filtered:${key}`, () =>
        filterArticles(db, request.locale, filter, totals),
      );
      return cache.send(request, reply, entry);
    },
  );

  app.get(
    '/api/client/blogs/slug/:slug',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['content'],
        summary:
          'One article in the request language with related and more articles; exclusive bodies only for subscribers',
        params: articleSlugParamsSchema,
        response: { 200: articleDetailSchema },
      },
    },
    async (request, reply) => {
      const reader = request.user;
      // The audience is part of the key, so a subscriber's full body is never served to anyone else.
      const audience = canReadExclusive(reader) ? 'subscriber' : 'reader';
      const entry = await cache.get(`slug:${request.params.slug}:${request.locale}:${audience}`, () =>
        getArticle(db, request.locale, request.params.slug, reader),
      );
      return cache.send(request, reply, entry, { perReader: true, private: reader !== null });
    },
  );

  app.put(
    '/api/client/blogs/blogview/:id',
    {
      config: { auth: 'optional', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['content'],
        summary:
          'Counts a view: once per visitor (user, else address and browser) per article per Bangkok day',
        params: articleViewParamsSchema,
        response: { 200: articleViewSchema },
      },
    },
    async (request, reply) => {
      const result = await countArticleView(db, clock, request.params.id, {
        userId: request.user?.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
};
