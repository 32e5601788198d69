import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { PublicCache } from './lib/public-cache.ts';
import type { CaptchaConfig } from './modules/captcha/captcha.service.ts';
import type { JobWorker } from './modules/jobs/job-worker.ts';

/** The settings the app is built with (tests pass a few, main.ts the whole parsed environment). */
export type AppConfig = Pick<Config, 'NODE_ENV' | 'LOG_LEVEL' | 'TRUST_PROXY' | 'CACHE_TTL_SECONDS'> &
  Partial<Pick<Config, 'MARKET_DATA_URL' | 'MARKET_DATA_TTL_SECONDS'>> &
  Partial<Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'PAGE_CACHE_TTL_SECONDS'>> &
  Partial<Pick<Config, 'METRICS_TOKEN'>> &
  CaptchaConfig;

/** What every feature module is given when the app is composed (see modules/app-modules.ts). */
export interface AppContext {
  database: Database;
  db: Db;
  clock: Clock;
  config: AppConfig;
  /** Short-lived cache of public reference data, cleared when content changes. */
  cache: PublicCache;
  /** The background job worker; modules add handlers with `jobs.handle(kind, handler)`. */
  jobs: JobWorker;
}
