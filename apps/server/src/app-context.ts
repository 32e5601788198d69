import type { AppOptions } from './app.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { PublicCache } from './lib/public-cache.ts';
import type { JobWorker } from './modules/jobs/job-worker.ts';

/** What every feature module is given when the app is composed (see modules/app-modules.ts). */
export interface AppContext {
  database: Database;
  db: Db;
  clock: Clock;
  config: AppOptions['config'];
  /** Short-lived cache of public reference data, cleared when content changes. */
  cache: PublicCache;
  /** The background job worker; modules add handlers with `jobs.handle(kind, handler)`. */
  jobs: JobWorker;
}
