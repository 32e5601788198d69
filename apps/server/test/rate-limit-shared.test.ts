import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { ACCOUNTS_API } from '@app/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createTwoInstances, eventually, REDIS_URL, uniqueRedisPrefix } from './instances-kit.ts';
import { freePort } from './production-server.ts';
import { createTestDatabase } from './test-db.ts';

/** The sign-in route allows 10 requests a minute per address (DEFAULT_RATE_LIMITS.login). */
const LOGIN_LIMIT = 10;

/** A failed sign-in for an address nobody uses, so only the rate limit can refuse it. */
async function signIn(app: FastifyInstance): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: ACCOUNTS_API.login,
    payload: { email: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: 'Wrong#Pass1' },
  });
  return response.statusCode;
}

async function signInTimes(app: FastifyInstance, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push(await signIn(app));
  return statuses;
}

/**
 * A TCP relay in front of the real Redis that the test can cut and restore, as a network
 * failure or a Redis restart would.
 */
class RedisRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const upstream = new URL(REDIS_URL);
    this.server = createServer((client) => {
      const redis = connect(Number(upstream.port || 6379), upstream.hostname);
      for (const socket of [client, redis]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(redis).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async cut() {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe('rate limits in memory (no REDIS_URL)', () => {
  it('are counted by each instance on its own', async () => {
    const t = await createTwoInstances('pglite');
    try {
      expect(await signInTimes(t.a, LOGIN_LIMIT)).not.toContain(429);
      expect(await signIn(t.a)).toBe(429);
      // The other instance has counted nothing for this address.
      expect(await signIn(t.b)).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits in Redis', () => {
  it('hold across two instances sharing one Redis', async () => {
    const t = await createTwoInstances('pglite', { REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() });
    try {
      expect(await signInTimes(t.a, 6)).not.toContain(429);
      expect(await signInTimes(t.b, LOGIN_LIMIT - 6)).not.toContain(429);
      const refused = await t.b.inject({
        method: 'POST',
        url: ACCOUNTS_API.login,
        payload: { email: 'nobody@example.com', password: 'Wrong#Pass1' },
        headers: { lang: 'th' },
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(await signIn(t.a)).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('are not shared between sites with different key prefixes', async () => {
    const one = await createTwoInstances('pglite', { REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() });
    const other = await createTwoInstances('pglite', { REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisPrefix() });
    try {
      await signInTimes(one.a, LOGIN_LIMIT + 1);
      expect(await signIn(one.b)).toBe(429);
      expect(await signIn(other.a)).toBe(401);
    } finally {
      await one.close();
      await other.close();
    }
  });
});

describe('while Redis is unreachable', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const logs: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(() => database.close());

  async function start(redisUrl: string, prefix = uniqueRedisPrefix()) {
    const app = await buildApp({
      database,
      config: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: false,
        CACHE_TTL_SECONDS: 60,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
      },
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    });
    apps.push(app);
    await app.ready();
    return app;
  }

  it('the app starts, answers, and counts per instance, with a warning', async () => {
    const closedPort = await freePort();
    const app = await start(`redis://127.0.0.1:${closedPort}`);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const started = Date.now();
    expect(await signInTimes(app, LOGIN_LIMIT)).not.toContain(429);
    expect(await signIn(app)).toBe(429);
    // Nothing waits for Redis: eleven sign-ins (argon2 included) take well under a second each.
    expect(Date.now() - started).toBeLessThan(11 * 1000);
    await eventually(async () =>
      expect(logs.some((log) => log.level === 40 && /Redis is unreachable/.test(log.msg))).toBe(true),
    );
  });

  it('the app keeps answering when Redis goes away mid-run, and shares counts again once it is back', async () => {
    const relay = new RedisRelay(await freePort());
    await relay.start();
    const prefix = uniqueRedisPrefix();
    const a = await start(relay.url, prefix);
    const b = await start(relay.url, prefix);
    // Start-up does not wait for Redis; give both connections a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Both reach Redis: counts are shared.
    expect(await signInTimes(a, 1)).toEqual([401]);
    expect(await signInTimes(b, LOGIN_LIMIT - 1)).not.toContain(429);
    expect(await signIn(a)).toBe(429);

    await relay.cut();
    // Each instance now counts in its own memory, from zero: answered, never a 500.
    logs.length = 0;
    const during = await signInTimes(a, 3);
    expect(during).toEqual([401, 401, 401]);
    expect((await b.inject({ url: '/api/client/categories' })).statusCode).toBe(200);
    expect(logs.some((log) => log.level === 40 && /Redis/.test(log.msg))).toBe(true);

    await relay.start();
    // Back on Redis: the shared count (still over the limit in this window) applies again.
    await eventually(async () => expect(await signIn(b)).toBe(429), 10_000);
    await relay.cut();
  });
});
