import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';
import { connectRedis, fallBackToMemory } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** With REDIS_URL: whether the shared counters' Redis connection is up (for the metrics). */
    sharedCountersConnected?: () => boolean;
  }
}

export interface RateLimitOptions {
  /** Redis shared by every instance; unset keeps the counts in this process's memory. */
  redisUrl?: string | undefined;
  /** Prefix of this site's keys in Redis. */
  keyPrefix?: string;
}

/**
 * Rate limiting is off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow } }`. A refused request is a 429 with Retry-After.
 *
 * With REDIS_URL the counts live in Redis, so a limit holds across every app instance. While
 * Redis cannot be reached, each instance counts in its own memory and logs a warning: the limits
 * still apply, per instance, and nothing fails (see docs/decisions/005-scaling-out.md).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions = {}) => {
  const redis = options.redisUrl ? connectRedis(options.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => redis.disconnect());
    app.decorate('sharedCountersConnected', () => redis.status === 'ready');
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallBackToMemory(redis, `${options.keyPrefix ?? ''}rate-limit:`, app.log) } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
  });
});
