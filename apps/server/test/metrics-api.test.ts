import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { jobs } from '../src/db/schema/index.ts';
import type { Database } from '../src/db/client.ts';
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_RATE_LIMIT } from '../src/modules/discovery/discovery.routes.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

const TOKEN = 'metrics-test-token-0123456789';
const BASE_CONFIG = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: false,
  CACHE_TTL_SECONDS: 60,
} as const;

/** The value of one series in Prometheus text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2]?.split(',') ?? [];
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe.each(DRIVERS)('/metrics on %s', (driver) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildApp({ database, config: { ...BASE_CONFIG, METRICS_TOKEN: TOKEN }, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const scrape = async () => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it('refuses a scrape without the token or with a wrong one, in English and Thai', async () => {
    const missing = await app.inject({ url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json()).toMatchObject({
      code: 'METRICS_TOKEN_REQUIRED',
      message: 'The metrics need a valid bearer token.',
    });
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x`, lang: 'th' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('การดูข้อมูลเมตริกต้องใช้โทเคนแบบ Bearer ที่ถูกต้อง');
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('answers every documented metric in Prometheus text to the token holder', async () => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const names = [
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'kub_job_queue_depth',
      'kub_job_queue_oldest_age_seconds',
      'kub_payouts_pending',
      'kub_payouts_pending_kkub',
      'kub_ledger_reconciliation_problems',
      'kub_ledger_reconciliation_last_run_timestamp_seconds',
      'kub_rate_limit_refusals_total',
      'kub_signin_lockouts_total',
      ...(driver === 'postgres' ? ['kub_db_pool_connections'] : []),
    ];
    for (const name of names) expect(response.body).toContain(`# TYPE ${name} `);
    expect(sample(response.body, 'kub_payouts_pending', { status: 'QUEUED' })).toBe(0);
    if (driver === 'postgres') {
      expect(sample(response.body, 'kub_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
  });

  it('times a request under its route pattern, not its URL', async () => {
    const route = '/api/client/blogs/slug/:slug';
    const before = sample(await scrape(), 'http_request_duration_seconds_count', {
      route,
      status_class: '4xx',
    });
    const response = await app.inject({ url: '/api/client/blogs/slug/no-such-article-here' });
    expect(response.statusCode).toBe(404);
    const after = await scrape();
    expect(
      sample(after, 'http_request_duration_seconds_count', { method: 'GET', route, status_class: '4xx' }),
    ).toBe((before ?? 0) + 1);
    expect(after).not.toContain('no-such-article-here');
  });

  it('counts rate-limit refusals by route', async () => {
    const route = '/api/client/feedbacks';
    for (let i = 0; i <= FEEDBACK_RATE_LIMIT.max; i++) {
      await app.inject({ method: 'POST', url: route, payload: {}, remoteAddress: '198.51.100.77' });
    }
    expect(sample(await scrape(), 'kub_rate_limit_refusals_total', { route })).toBe(1);
  });

  it('counts sign-in lockouts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/client/auth/login',
        payload: { email: 'nobody-here@example.com', password: 'Wrong-password-1' },
        remoteAddress: '198.51.100.78',
      });
      statuses.push(response.statusCode);
    }
    const locked = statuses.filter((status) => status === 423).length;
    expect(locked).toBeGreaterThan(0);
    expect(sample(await scrape(), 'kub_signin_lockouts_total')).toBe(locked);
  });

  it('reports the job backlog and how long it has waited', async () => {
    const now = new Date();
    await database.db.insert(jobs).values({
      kind: 'metrics-test.waiting',
      payload: {},
      runAt: new Date(now.getTime() - 90_000),
      createdAt: now,
    });
    const text = await scrape();
    expect(sample(text, 'kub_job_queue_depth', { kind: 'metrics-test.waiting' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'kub_job_queue_oldest_age_seconds', { kind: 'metrics-test.waiting' }),
    ).toBeGreaterThanOrEqual(89);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not served at all', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ database, config: BASE_CONFIG, logger: false });
    try {
      const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
