import {
  aboutPageSchema,
  bannerQuerySchema,
  feedbackBodySchema,
  feedbackCreatedSchema,
  getStartedBannerSchema,
  getStartedStepSchema,
  partnerQuerySchema,
  partnerSchema,
} from '@app/contracts/discovery';
import { listOf } from '@app/contracts/content';
import { HOME_PAGE_API, homePageSchema } from '@app/contracts/home-page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { glossaryRoutes } from '../glossary/glossary.routes.ts';
import { HttpTickerFeed } from '../market/http-ticker.feed.ts';
import { BUNDLED_SNAPSHOT } from '../market/market-snapshot.ts';
import { marketRoutes } from '../market/market.routes.ts';
import { getHomePage } from './home-page.service.ts';
import { MarketService } from '../market/market.service.ts';
import { getAboutPage } from './about.service.ts';
import { sendFeedback } from './feedback.service.ts';
import { listGetStartedBanners, listGetStartedSteps } from './get-started.service.ts';
import { listPartners } from './partners.service.ts';

/** A visitor may send this many messages per window from one address; more is refused with 429. */
export const FEEDBACK_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
const MARKET_TIMEOUT_MS = 2500;

export interface DiscoveryOptions {
  db: Db;
  clock: Clock;
  config: { MARKET_DATA_URL?: string | undefined; MARKET_DATA_TTL_SECONDS?: number | undefined };
}

/** Glossary, get started, partners, about us, content requests and feedback, market prices. */
export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryOptions> = async (app, options) => {
  const { db, clock, config } = options;
  await app.register(glossaryRoutes, { db });
  const market = new MarketService({
    feed: config.MARKET_DATA_URL ? new HttpTickerFeed(config.MARKET_DATA_URL) : undefined,
    snapshot: BUNDLED_SNAPSHOT,
    ttlSeconds: config.MARKET_DATA_TTL_SECONDS ?? 60,
    timeoutMs: MARKET_TIMEOUT_MS,
    clock,
  });
  await app.register(marketRoutes, { market });

  app.get(
    HOME_PAGE_API.page,
    {
      schema: {
        tags: ['discovery'],
        summary:
          'Everything the home page shows: the newest, highlighted and exclusive articles, topics, prices and the lowest package price',
        response: { 200: homePageSchema },
      },
    },
    async (request, reply) => {
      // The article lists and topics change with content writes; the prices within seconds.
      reply.header('cache-control', 'public, max-age=15').header('vary', 'lang');
      return getHomePage(db, market, request.locale);
    },
  );

  app.get(
    '/api/client/get-starts',
    {
      schema: {
        tags: ['discovery'],
        summary: 'Get-started steps in order (body as sanitised HTML)',
        response: { 200: listOf(getStartedStepSchema) },
      },
    },
    async (request) => listGetStartedSteps(db, request.locale),
  );

  app.get(
    '/api/client/get-start-banners',
    {
      schema: {
        tags: ['discovery'],
        summary: 'Get-started banners, newest first; limit=1 gives the latest',
        querystring: bannerQuerySchema,
        response: { 200: listOf(getStartedBannerSchema) },
      },
    },
    async (request) => listGetStartedBanners(db, request.query.limit, request.locale),
  );

  app.get(
    '/api/client/partners',
    {
      schema: {
        tags: ['discovery'],
        summary: 'Partner organisations, optionally of one category or matching a name',
        querystring: partnerQuerySchema,
        response: { 200: listOf(partnerSchema) },
      },
    },
    async (request) => listPartners(db, request.query, request.locale),
  );

  app.get(
    '/api/client/about',
    {
      schema: {
        tags: ['discovery'],
        summary: 'The about-us page in the request language (body as sanitised HTML)',
        response: { 200: aboutPageSchema },
      },
    },
    async (request) => getAboutPage(db, request.locale),
  );

  app.post(
    '/api/client/feedbacks',
    {
      config: { auth: 'optional', rateLimit: FEEDBACK_RATE_LIMIT },
      schema: {
        tags: ['discovery'],
        summary: 'Send a content request or feedback (topic and message)',
        body: feedbackBodySchema,
        response: { 201: feedbackCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await sendFeedback(db, clock, {
        body: request.body,
        locale: request.locale,
        userId: request.user?.id ?? null,
      });
      return reply.code(201).send(created);
    },
  );
};
