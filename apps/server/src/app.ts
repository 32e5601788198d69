import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, AppContext } from './app-context.ts';
import type { Database } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { PublicCache } from './lib/public-cache.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { ContentInvalidation } from './lib/content-invalidation.ts';
import { APP_MODULES } from './modules/app-modules.ts';
import { JobWorker } from './modules/jobs/job-worker.ts';
import { metricsPlugin } from './modules/metrics/metrics.plugin.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { localePlugin } from './plugins/locale.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { personalCachePlugin } from './plugins/personal-cache.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { captchaSettings } from './modules/captcha/captcha.service.ts';
import { type WebOptions, webPlugin } from './web/ssr.ts';
import { type ProcessRole, runsJobs, servesSite, WORKER_PATHS } from './process-role.ts';
import { AppError } from './app-error.ts';

export interface AppOptions {
  database: Database;
  config: AppConfig;
  /** The server-rendered site; left out, the app serves the API only (as most tests do). */
  web?: WebOptions;
  logger?: FastifyServerOptions['logger'];
  /** Time source for every rule; tests pass a clock they can move. */
  clock?: Clock;
  /** What this process does (default `all`): a `worker` answers only its health and metrics paths. */
  role?: ProcessRole;
  /**
   * Run the job worker on a timer (default: outside tests, unless the role is `web`; tests call
   * `app.jobs.drain()`).
   */
  runJobs?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job worker; modules add handlers with `app.jobs.handle(kind, handler)`. */
    jobs: JobWorker;
  }
}

/** Builds the whole app without listening, so tests can drive it with `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // While draining on SIGTERM, a request that reached this process before it stopped listening
    // is served, not refused: behind a proxy it came on a fresh connection, and the proxy does not
    // send a POST again once it went out (see deploy/nginx/kub-academy.conf.template).
    return503OnClosing: false,
    bodyLimit: 256 * 1024,
    // genReqId reads and checks X-Request-Id itself, so a forged value never reaches the logs.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  const role = options.role ?? 'all';
  if (!servesSite(role)) {
    // A worker serves nothing of the site, only what watches it; its routes exist so that the
    // modules register their jobs exactly as in any other role.
    app.addHook('onRequest', async (request) => {
      if (!WORKER_PATHS.has(request.url.split('?')[0] ?? '')) throw new AppError('ROUTE_NOT_FOUND');
    });
  }
  // Before every route, so its hooks time them all; off (and /metrics absent) without a token.
  if (config.METRICS_TOKEN) {
    await app.register(metricsPlugin, { token: config.METRICS_TOKEN, database, clock });
  }
  await app.register(localePlugin);
  const captcha = captchaSettings(config);
  await app.register(securityPlugin, {
    production: config.NODE_ENV === 'production',
    development: config.NODE_ENV === 'development',
    widgetScripts: captcha.enabled ? [captcha.scriptUrl] : [],
  });
  // Before compression: its validators are of the plain answer.
  await app.register(personalCachePlugin);
  // Pages, data and assets travel compressed (gzip or brotli) when the client accepts it; small
  // answers (health checks, most API calls) are not worth the CPU.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(authPlugin, { db: database.db, clock });
  await app.register(rateLimitPlugin, {
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX ?? 'kub:',
  });
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);

  // Modules register their job handlers while they load; the worker starts once all are in.
  const jobs = new JobWorker({ db: database.db, clock, log: app.log, leases: database.leases });
  app.decorate('jobs', jobs);
  if (options.runJobs ?? (config.NODE_ENV !== 'test' && runsJobs(role))) {
    app.addHook('onReady', async () => jobs.start());
  }
  app.addHook('onClose', async () => jobs.stop());

  // Content writes clear the public caches of every instance (lib/content-invalidation.ts).
  const invalidation = new ContentInvalidation(database, app.log);
  app.decorate('contentInvalidation', invalidation);
  app.addHook('onReady', () => invalidation.start());
  app.addHook('onClose', () => invalidation.stop());

  const cache = new PublicCache(config.CACHE_TTL_SECONDS).clearOn(invalidation, [
    'categories',
    'provinces',
    'legal',
  ]);
  const ctx: AppContext = { database, db: database.db, clock, config, cache, jobs };
  for (const module of APP_MODULES) await module.register(app, ctx);

  if (options.web) {
    await app.register(webPlugin, {
      ...options.web,
      root: app,
      pageCacheTtlSeconds: config.PAGE_CACHE_TTL_SECONDS ?? 0,
      invalidation,
    });
  }
  return app;
}
