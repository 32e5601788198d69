import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, MIGRATIONS_FOLDER, openDatabase, queryRows } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { enqueueJob } from '../src/modules/jobs/job-queue.ts';
import { JobWorker } from '../src/modules/jobs/job-worker.ts';
import { requireCurrentSchema } from '../src/seed/prepare.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

const METRICS_TOKEN = 'a-metrics-token-of-some-length';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}

describe.each(DRIVERS)('process roles on %s', (driver) => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(() => database.close());

  /** A production process of `role`, its job timer running as it would (a ping job kind added). */
  async function roleApp(role: 'all' | 'web' | 'worker', pings: string[]) {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://academy.example',
      SMTP_URL: 'smtp://mail.example:587',
      METRICS_TOKEN,
      PROCESS_ROLE: role,
    });
    const app = await buildApp({ config, database, role, logger: false });
    app.jobs.handle(`test.ping.${role}`, async (job) => void pings.push(String(job.payload.n)));
    apps.push(app);
    await app.ready();
    return app;
  }

  it('a worker answers /healthz, /readyz and /metrics only, and runs the jobs', async () => {
    const pings: string[] = [];
    const worker = await roleApp('worker', pings);
    expect((await worker.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await worker.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const metrics = await worker.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('job_queue');
    for (const [method, url] of [
      ['GET', '/api/client/categories'],
      ['POST', '/api/client/auth/login'],
      ['GET', '/api/openapi.json'],
      ['GET', '/healthz/../api/client/categories'],
    ] as const) {
      const response = await worker.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    }
    await enqueueJob(database.db, systemClock, { kind: 'test.ping.worker', payload: { n: 1 } });
    await until(async () => pings.length === 1);
  });

  it('a web process serves the API and runs no jobs', async () => {
    const pings: string[] = [];
    const web = await roleApp('web', pings);
    expect((await web.inject({ method: 'GET', url: '/api/client/categories' })).statusCode).toBe(200);
    await enqueueJob(database.db, systemClock, { kind: 'test.ping.web', payload: { n: 1 } });
    // Its timer would have drained the job within one poll (2 s) had it been started.
    await sleep(3000);
    expect(pings).toEqual([]);
    const [queued] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'test.ping.web'), isNull(jobs.doneAt)));
    expect(queued?.attempts).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several processes on one PostgreSQL database', () => {
  let fresh: FreshDatabase;
  const opened: Database[] = [];
  beforeAll(async () => {
    fresh = await createFreshDatabase('postgres');
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await fresh.drop();
  });
  const open = async () => {
    const database = await openDatabase({ url: fresh.url!, poolSize: 3 });
    opened.push(database);
    return database;
  };

  it('migrates a fresh database from several processes at once, each migration once', async () => {
    const migrators = await Promise.all(Array.from({ length: 4 }, open));
    const results = await Promise.allSettled(migrators.map((database) => database.migrate()));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const applied = await queryRows<{ n: number }>(
      migrators[0]!.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
    for (const database of migrators) expect(await database.pendingMigrations()).toEqual([]);
  });

  it('runs every job once across two workers, and singletons in one worker at a time', async () => {
    const [first, second] = [await open(), await open()];
    const log = pino({ level: 'silent' });
    const ran: { worker: string; id: number; kind: string }[] = [];
    let signing = 0;
    let mostSigningAtOnce = 0;
    const worker = (name: string, database: Database) => {
      const runtime = new JobWorker({ db: database.db, clock: systemClock, log, leases: database.leases });
      runtime.handle('test.mail', async (job) => {
        ran.push({ worker: name, id: job.id, kind: job.kind });
        await sleep(5);
      });
      runtime.handle(
        'test.sign',
        async (job) => {
          signing += 1;
          mostSigningAtOnce = Math.max(mostSigningAtOnce, signing);
          ran.push({ worker: name, id: job.id, kind: job.kind });
          await sleep(20);
          signing -= 1;
        },
        { singleton: 'test-signer' },
      );
      return runtime;
    };
    const workers = { a: worker('a', first), b: worker('b', second) };
    for (let n = 0; n < 60; n += 1) {
      await enqueueJob(first.db, systemClock, {
        kind: n % 3 === 0 ? 'test.sign' : 'test.mail',
        payload: { n },
      });
    }
    workers.a.start(100);
    workers.b.start(100);
    const open_ = async () =>
      (
        await queryRows<{ n: number }>(
          first.db,
          sql`select count(*)::int as n from jobs where kind like 'test.%' and done_at is null`,
        )
      )[0]!.n;
    await until(async () => (await open_()) === 0);

    const ids = ran.map((entry) => entry.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const signers = new Set(ran.filter((entry) => entry.kind === 'test.sign').map((entry) => entry.worker));
    expect(signers.size).toBe(1);
    expect(mostSigningAtOnce).toBe(1);
    expect(new Set(ran.filter((entry) => entry.kind === 'test.mail').map((entry) => entry.worker))).toEqual(
      new Set(['a', 'b']),
    );

    // The signer stops (a deploy, a crash): the other worker takes the lease over and signs.
    const [holder] = [...signers] as ('a' | 'b')[];
    const other = holder === 'a' ? 'b' : 'a';
    await workers[holder!].stop();
    for (let n = 0; n < 5; n += 1) {
      await enqueueJob(first.db, systemClock, { kind: 'test.sign', payload: { n: 100 + n } });
    }
    await until(async () => (await open_()) === 0);
    expect(ran.slice(60).map((entry) => entry.worker)).toEqual(Array(5).fill(other));
    await workers[other].stop();
  });

  it('refuses to serve once the schema is older than the code, naming what to run', async () => {
    const database = await open();
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const last = journal.entries.at(-1)!.tag;
    expect(await database.pendingMigrations()).toEqual([last]);
    await expect(requireCurrentSchema(database)).rejects.toThrow(
      `the database schema is older than this code (1 migration to apply: ${last}). Run \`npm run db:migrate\``,
    );
  });
});
