import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEPOSIT_WEBHOOK_PATH } from '@app/contracts/wallet';
import { jobs, payoutControl, payouts, privacyRequests, users } from '../src/db/schema/index.ts';
import { recordRetentionRun } from '../src/modules/privacy/retention.ts';
import type { Database } from '../src/db/client.ts';
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_RATE_LIMIT } from '../src/modules/discovery/discovery.routes.ts';
import { REDIS_URL } from './instances-kit.ts';
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

/**
 * Metric names a PromQL text uses: the site's own families (a histogram's series named by it)
 * and Prometheus's own `up`.
 */
function metricsIn(text: string): Set<string> {
  const names = text.match(/\b(?:(?:kub|http|nodejs|process)_[a-z0-9_]+|up(?=\{))/g) ?? [];
  return new Set(names.map((name) => name.replace(/_(bucket|count|sum)$/, '')));
}

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

const DEPLOY = resolve(import.meta.dirname, '../../../deploy');

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
      'kub_app_errors_total',
      'kub_deposit_notifications_total',
      'kub_job_retrying',
      'kub_payouts_oldest_pending_age_seconds',
      'kub_payouts_waiting_on_chain',
      'kub_payouts_paused',
      'kub_payouts_hot_wallet_low',
      'kub_payouts_chain_mismatches',
      'kub_redis_connected',
      'kub_privacy_requests',
      'kub_privacy_requests_overdue',
      'kub_privacy_requests_due_soon',
      'kub_privacy_retention_removed',
      'kub_privacy_retention_last_success_timestamp_seconds',
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

  it('counts deposit notifications by result and application errors by code', async () => {
    const before = await scrape();
    const notified = await app.inject({
      method: 'POST',
      url: DEPOSIT_WEBHOOK_PATH,
      headers: {
        'x-deposit-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-deposit-signature': `sha256=${'0'.repeat(64)}`,
      },
      payload: { eventId: 'metrics-test', currency: 'KUB', amount: '1', userId: 1 },
    });
    // Without a deposit secret the webhook is off: the exchange's notifications fail (503).
    expect(notified.statusCode).toBe(503);
    expect(notified.json().code).toBe('DEPOSIT_WEBHOOK_DISABLED');
    const after = await scrape();
    const count = (text: string, name: string, labels: Record<string, string>) =>
      sample(text, name, labels) ?? 0;
    expect(count(after, 'kub_deposit_notifications_total', { result: 'failed' })).toBe(
      count(before, 'kub_deposit_notifications_total', { result: 'failed' }) + 1,
    );
    const code = { code: 'DEPOSIT_WEBHOOK_DISABLED' };
    expect(count(after, 'kub_app_errors_total', code)).toBe(count(before, 'kub_app_errors_total', code) + 1);
  });

  it('reports jobs waiting for a retry, such as mail the SMTP server refused', async () => {
    const now = new Date();
    await database.db.insert(jobs).values({
      kind: 'metrics-test.retrying',
      payload: {},
      runAt: new Date(now.getTime() + 60_000),
      attempts: 1,
      lastError: '421 try again later',
      createdAt: now,
    });
    expect(sample(await scrape(), 'kub_job_retrying', { kind: 'metrics-test.retrying' })).toBe(1);
  });

  it('reports the payout pause, a low hot wallet, chain mismatches and payouts waiting on the chain', async () => {
    const quiet = await scrape();
    expect(sample(quiet, 'kub_payouts_hot_wallet_low')).toBe(0);
    expect(sample(quiet, 'kub_payouts_waiting_on_chain', { status: 'QUEUED' })).toBe(0);
    const now = new Date();
    await database.db
      .insert(payoutControl)
      .values({
        id: 'main',
        paused: true,
        lowFundsSince: now,
        reconciliation: { mismatches: [{ kind: 'missing-on-chain' }, { kind: 'unknown-on-chain' }] },
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: payoutControl.id,
        set: {
          paused: true,
          lowFundsSince: now,
          reconciliation: { mismatches: [{ kind: 'missing-on-chain' }, { kind: 'unknown-on-chain' }] },
        },
      });
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    await database.db.insert(payouts).values({
      userId: user!.id,
      amount: 100_000_000n,
      points: 100n,
      toAddress: `0x${'cd'.repeat(20)}`,
      status: 'QUEUED',
      idempotencyKey: 'metrics-test-payout',
      activityEventKey: 'metrics-test-payout',
      lastError: 'chain unavailable: fetch failed',
      createdAt: new Date(now.getTime() - 600_000),
      updatedAt: now,
    });
    const text = await scrape();
    expect(sample(text, 'kub_payouts_paused')).toBe(1);
    expect(sample(text, 'kub_payouts_hot_wallet_low')).toBe(1);
    expect(sample(text, 'kub_payouts_chain_mismatches')).toBe(2);
    expect(sample(text, 'kub_payouts_waiting_on_chain', { status: 'QUEUED' })).toBe(1);
    expect(
      sample(text, 'kub_payouts_oldest_pending_age_seconds', { status: 'QUEUED' }),
    ).toBeGreaterThanOrEqual(599);
  });

  it('reports privacy requests past or near their 30-day deadline, and the last retention run', async () => {
    const quiet = await scrape();
    expect(sample(quiet, 'kub_privacy_requests_overdue', { kind: 'closure' })).toBe(0);
    const now = new Date();
    const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    const request = (kind: 'export' | 'closure', status: string, deadlineAt: Date) => ({
      userId: user!.id,
      kind,
      status,
      deadlineAt,
      createdAt: days(-30),
      updatedAt: now,
    });
    await database.db
      .insert(privacyRequests)
      .values([
        request('closure', 'needs_review', days(-1)),
        request('closure', 'completed', days(-2)),
        request('export', 'queued', days(2)),
        request('export', 'downloaded', days(-3)),
      ]);
    // Later than any run the app's own worker may have made meanwhile, so it is the last one.
    const ranAt = new Date(now.getTime() + 60 * 60 * 1000);
    await recordRetentionRun(database.db, ranAt, { mails: 3, sessions: 0 });

    const text = await scrape();
    expect(sample(text, 'kub_privacy_requests', { kind: 'closure', status: 'needs_review' })).toBe(1);
    expect(sample(text, 'kub_privacy_requests', { kind: 'export', status: 'downloaded' })).toBe(1);
    expect(sample(text, 'kub_privacy_requests_overdue', { kind: 'closure' })).toBe(1);
    expect(sample(text, 'kub_privacy_requests_overdue', { kind: 'export' })).toBe(0);
    expect(sample(text, 'kub_privacy_requests_due_soon', { kind: 'export' })).toBe(1);
    expect(sample(text, 'kub_privacy_requests_due_soon', { kind: 'closure' })).toBe(0);
    expect(sample(text, 'kub_privacy_retention_removed', { kind: 'mails' })).toBe(3);
    expect(sample(text, 'kub_privacy_retention_removed', { kind: 'sessions' })).toBe(0);
    expect(sample(text, 'kub_privacy_retention_last_success_timestamp_seconds')).toBe(ranAt.getTime() / 1000);
  });

  it('has alert rules and a Grafana dashboard that query only metrics the site exports', async () => {
    const text = await scrape();
    // Prometheus writes `up` for every scrape; the pool exists on PostgreSQL only.
    const exported = new Set(['up', 'kub_db_pool_connections']);
    for (const match of text.matchAll(/^# TYPE (\S+) /gm)) exported.add(match[1]!);

    const rules = (await readFile(resolve(DEPLOY, 'prometheus/alerts.yml'), 'utf8')).replace(
      /^\s*#.*$/gm,
      '',
    );
    expect(metricsIn(rules).size).toBeGreaterThan(10);
    for (const name of metricsIn(rules)) expect(exported, name).toContain(name);

    const dashboard = JSON.parse(await readFile(resolve(DEPLOY, 'grafana/kub-academy.json'), 'utf8')) as {
      uid: string;
      panels: Panel[];
    };
    expect(dashboard.uid).toBe('kub-academy');
    const graphs = dashboard.panels
      .flatMap((panel) => [panel, ...(panel.panels ?? [])])
      .filter((panel) => panel.type !== 'row');
    expect(graphs.length).toBeGreaterThan(20);
    for (const panel of graphs) {
      const used = metricsIn((panel.targets ?? []).map((target) => target.expr).join('\n'));
      expect(used.size, panel.title).toBeGreaterThan(0);
      for (const name of used) expect(exported, `${panel.title}: ${name}`).toContain(name);
    }
  });

  it('links every alert to a section of the runbook', async () => {
    const rules = await readFile(resolve(DEPLOY, 'prometheus/alerts.yml'), 'utf8');
    const runbook = await readFile(resolve(DEPLOY, '../docs/operations.md'), 'utf8');
    // GitHub's anchors: the heading in lower case, spaces to hyphens, other punctuation dropped.
    const anchors = new Set(
      [...runbook.matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
        match[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replaceAll(' ', '-'),
      ),
    );
    const alerts = [...rules.matchAll(/- alert: (\w+)[\s\S]*?runbook_url: docs\/operations\.md#([\w-]+)/g)];
    expect(alerts.length).toBe([...rules.matchAll(/- alert: /g)].length);
    for (const [, alert, anchor] of alerts) expect(anchors, `${alert} -> #${anchor}`).toContain(anchor);
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

describe('/metrics with REDIS_URL', () => {
  it("reports whether the shared counters' Redis is connected", { timeout: 30_000 }, async () => {
    const database = await createTestDatabase('pglite');
    const connected = async (redisUrl: string) => {
      const app = await buildApp({
        database,
        config: { ...BASE_CONFIG, METRICS_TOKEN: TOKEN, REDIS_URL: redisUrl },
        logger: false,
      });
      await app.ready();
      try {
        let value: number | undefined;
        for (let i = 0; i < 40 && value !== 1; i += 1) {
          const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
            .body;
          value = sample(text, 'kub_redis_connected');
          if (value !== 1) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return value;
      } finally {
        await app.close();
      }
    };
    try {
      expect(await connected(REDIS_URL)).toBe(1);
      expect(await connected('redis://127.0.0.1:9')).toBe(0);
    } finally {
      await database.close();
    }
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
