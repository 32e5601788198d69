import type { AppConfig } from './app-context.ts';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';

/** The settings a restore check starts the app with when it is given none (tests, benchmarks). */
const QUIET: AppConfig = { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: false, CACHE_TTL_SECONDS: 60 };

/**
 * The restore check's last proof: builds the app (API only, no background jobs) on the restored
 * database and answers the status of its `/readyz`.
 */
export async function readyStatus(database: Database, config: AppConfig = QUIET): Promise<number> {
  const app = await buildApp({ config, database, runJobs: false, logger: false });
  try {
    return (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
  } finally {
    await app.close();
  }
}
