import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DEPOSIT_WEBHOOK_PATH } from '@app/contracts/wallet';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { clusterMetricsReader } from './cluster-metrics.ts';
import { registerStateGauges } from './state-gauges.ts';

export interface MetricsOptions {
  /** The bearer token a scraper must send (see METRICS_TOKEN in the README). */
  token: string;
  database: Database;
  clock: Clock;
}

/** Request durations in seconds: fast API reads sit in the first buckets, slow pages in the last. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Constant-time check of `Authorization: Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length of what was sent.
 */
function tokenCheck(token: string): (header: string | undefined) => boolean {
  const expected = createHash('sha256').update(token).digest();
  return (header) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
    return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
  };
}

/**
 * Prometheus metrics on `/metrics` for the operators' scraper only (a bearer token): request
 * durations by route pattern, the process (event-loop lag, memory, CPU), the database pool, the
 * job backlog, pending payouts, the last ledger reconciliation, rate-limit refusals and sign-in
 * lockouts. Registered before any route, so its hooks time every route. Each app has its own
 * registry: two apps in one process (tests) never share counts.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'kub_rate_limit_refusals_total',
    help: 'Requests refused with 429 (rate limits and daily limits), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'kub_signin_lockouts_total',
    help: "Sign-in attempts answered 'temporarily locked' (a lockout that starts or still holds)",
    registers: [registry],
  });
  const errors = new Counter({
    name: 'kub_app_errors_total',
    help: 'Requests answered with an application error, by its code (SERVICE_UNAVAILABLE, DEPOSIT_SIGNATURE_INVALID...)',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const deposits = new Counter({
    name: 'kub_deposit_notifications_total',
    help: "The exchange's deposit notifications, by result: accepted (2xx), refused (4xx), failed (5xx)",
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'kub_redis_connected',
    help: 'With REDIS_URL: 1 while the Redis that shares rate limits and sign-in throttling is connected',
    aggregator: 'min',
    registers: [registry],
    collect() {
      this.reset();
      const connected = app.sharedCountersConnected;
      if (connected) this.set(Number(connected()));
    },
  });
  new Counter({
    name: 'kub_db_queries_total',
    help: 'Statements sent to the database (BEGIN and COMMIT included); per request, what a page costs it',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(options.database.queriesRun());
    },
  });
  registerStateGauges(registry, {
    ...options,
    jobKinds: () => (app.hasDecorator('jobs') ? app.jobs.kinds : []),
    log: app.log,
  });

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/articles/:slug`), never the raw URL: one series per route, not per page.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) refusals.inc({ route });
    if (route === DEPOSIT_WEBHOOK_PATH) {
      const result = reply.statusCode < 400 ? 'accepted' : reply.statusCode < 500 ? 'refused' : 'failed';
      deposits.inc({ result });
    }
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (!(error instanceof AppError)) return;
    errors.inc({ code: error.code });
    if (error.code === 'ACCOUNT_LOCKED') lockouts.inc();
  });

  // Among several worker processes, any worker answers for all of them through the primary.
  const read = cluster.isWorker ? clusterMetricsReader(registry) : () => registry.metrics();
  const authorised = tokenCheck(options.token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request.headers.authorization)) {
      throw new AppError('METRICS_TOKEN_REQUIRED', { headers: { 'www-authenticate': 'Bearer' } });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return read();
  });
});
