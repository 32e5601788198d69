import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, type Driver } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on its own database, driven in-process with `inject`. */
export async function createTestApp(
  driver: Driver,
  options: { beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(driver);
  const app = await buildApp({
    database,
    config: { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, CACHE_TTL_SECONDS: 60 },
    logger: false,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
