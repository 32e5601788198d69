import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A warning a minute at most while Redis is away, not one per request. */
const WARN_EVERY_MS = 60_000;

/**
 * A Redis connection for rate limits that never holds a request up: commands fail at once while
 * it is disconnected (no offline queue) and give up after half a second, and it reconnects in
 * the background for as long as the process runs. Start-up does not wait for it.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let lost = false;
  redis.on('error', (error: Error) => {
    if (!lost) log.warn({ err: error }, 'Redis is unreachable; rate limits are counted per instance');
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) log.info('Redis is back; rate limits are shared again');
    lost = false;
  });
  return redis;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Operation = 'incr' | 'read';
type Store = InstanceType<typeof LocalStore>;

/**
 * Counts in Redis, shared by every instance; while Redis does not answer, counts in this
 * process's memory instead, so limits keep applying (per instance) and no request fails.
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: unknown): SharedOrLocalStore {
    return new SharedOrLocalStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.log,
    );
  }

  private run(operation: Operation, key: string, callback: Callback, timeWindow: number, max: number) {
    const locally = () =>
      this.local[operation](key, (error, result) => callback(error, result ?? undefined), timeWindow, max);
    if (this.redis.status !== 'ready') return locally();
    this.shared[operation](
      key,
      (error, result) => {
        if (!error && result) return callback(null, result);
        this.warn(error);
        locally();
      },
      timeWindow,
      max,
    );
  }

  private warn(error: Error | null) {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log.warn({ err: error }, 'Redis did not answer a rate-limit count; counting in memory');
  }
}

/** The store class @fastify/rate-limit instantiates (it passes its own options, read here). */
export function fallBackToMemory(
  redis: Redis,
  namespace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, namespace),
        new LocalStore(continueExceeding, exponentialBackoff),
        log,
      );
    }
  };
}
