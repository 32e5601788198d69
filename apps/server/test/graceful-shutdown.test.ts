import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { loadConfig } from '../src/config.ts';
import { shutDownGracefully } from '../src/lib/graceful-shutdown.ts';
import { withDatabase } from './global-setup.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

interface Answer {
  status: number;
  body: string;
}

/** One GET over a real socket; `agent` decides whether the connection is kept alive. */
function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe.each(DRIVERS)('graceful shutdown on %s', (driver) => {
  let events: string[];
  let logs: { level: number; msg: string }[];
  let release: () => void;
  let app: FastifyInstance;
  let database: Database;
  let port: number;
  const agent = new http.Agent({ keepAlive: true });

  /** The real app, listening, with one slow route that reads the database once released. */
  async function startApp() {
    events = [];
    logs = [];
    const released = new Promise<void>((resolve) => (release = resolve));
    database = await createTestDatabase(driver);
    const closeDatabase = database.close;
    database.close = async () => {
      events.push('database closed');
      await closeDatabase();
    };
    app = await buildApp({
      database,
      config: { NODE_ENV: 'test', LOG_LEVEL: 'info', TRUST_PROXY: false, CACHE_TTL_SECONDS: 60 },
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    app.get('/api/test/slow', async () => {
      events.push('slow request started');
      await released;
      await database.ping();
      events.push('slow request answered');
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  }

  /** Sends a request and waits until it has reached its handler; `answer` settles later. */
  async function sendInFlight(path: string) {
    const answer = get(port, path, agent);
    answer.catch(() => undefined);
    await vi.waitFor(() => expect(events).toContain('slow request started'));
    return { answer };
  }

  afterEach(async () => {
    release();
    agent.destroy();
    if (!events.includes('database closed')) await database.close();
  });

  it('lets a request in flight answer, refuses new connections, then closes the database', async () => {
    await startApp();
    const slow = await sendInFlight('/api/test/slow');
    const started = Date.now();
    const shutdown = shutDownGracefully(app, database, { timeoutMs: 60_000 });

    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    await expect(get(port, '/healthz', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(events).not.toContain('database closed');

    release();
    expect(await slow.answer).toEqual({ status: 200, body: '{"done":true}' });
    await shutdown;
    expect(events).toEqual(['slow request started', 'slow request answered', 'database closed']);
    // The kept-alive connection of the answered request closes at once, not after its keep-alive
    // timeout of 72 seconds nor at the deadline.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(logs.some((line) => line.msg === 'shut down')).toBe(true);
  });

  it('cuts a request still running at the deadline, logs it and closes the database', async () => {
    await startApp();
    const hung = await sendInFlight('/api/test/slow');

    await shutDownGracefully(app, database, { timeoutMs: 200 });

    await expect(hung.answer).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(events).toEqual(['slow request started', 'database closed']);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'requests still running at the shutdown deadline; closing their connections',
      }),
    );
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  const timeout = (value?: string) =>
    loadConfig(value === undefined ? {} : { SHUTDOWN_TIMEOUT_MS: value }).SHUTDOWN_TIMEOUT_MS;
  it('defaults to ten seconds, reads milliseconds and refuses nonsense', () => {
    expect(timeout()).toBe(10_000);
    expect(timeout('')).toBe(10_000);
    expect(timeout('2500')).toBe(2_500);
    expect(() => timeout('soon')).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => timeout('-1')).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('closing a PostgreSQL database', () => {
  it('has ended every connection when close resolves, so the database can be dropped cleanly', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `kub_test_close_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const opened = await openDatabase({ url: withDatabase(url, name), poolSize: 5 });
      // Five connections at once, all idle in the pool afterwards.
      await Promise.all(Array.from({ length: 5 }, () => opened.db.execute(sql`select pg_sleep(0.05)`)));
      await opened.close();
      // Straight away, as a benchmark or test does when it is done: a connection still open now
      // would be cut off by the drop and reported lost.
      await admin.query(`drop database ${name} with (force)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
