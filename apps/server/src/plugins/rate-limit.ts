import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';

/**
 * Rate limiting is off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow } }`. A refused request is a 429 with Retry-After.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
  });
});
