import { marketTickersSchema } from '@app/contracts/market';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarketService } from './market.service.ts';

export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  app.get(
    '/api/client/market/tickers',
    {
      schema: {
        tags: ['discovery'],
        summary:
          'Token prices in THB and USD with 24-hour change, their source (live, cached, snapshot) and time',
        response: { 200: marketTickersSchema },
      },
    },
    async (_request, reply) => {
      const tickers = await market.getTickers();
      reply.header('cache-control', 'public, max-age=15');
      return tickers;
    },
  );
};
