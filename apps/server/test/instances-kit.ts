import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, type Driver } from './test-db.ts';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Instances {
  a: FastifyInstance;
  b: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A Redis key prefix no other test (or test run) uses. */
export function uniqueRedisPrefix(): string {
  return `kub-test:${randomBytes(6).toString('hex')}:`;
}

/**
 * Two app instances on one database, as behind a load balancer: each with its own memory
 * (caches, in-memory rate limits), sharing what the database (and Redis, when given) holds.
 */
export async function createTwoInstances(
  driver: Driver,
  config: Partial<AppOptions['config']> = {},
): Promise<Instances> {
  const database = await createTestDatabase(driver);
  const build = async () => {
    const app = await buildApp({
      database,
      config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, CACHE_TTL_SECONDS: 60, ...config },
      logger: false,
    });
    await app.ready();
    return app;
  };
  const a = await build();
  const b = await build();
  return {
    a,
    b,
    database,
    close: async () => {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}

/** Retries `check` until it passes or `timeoutMs` runs out (messages between instances take a moment). */
export async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
