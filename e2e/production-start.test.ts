import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { DEMO_USERS } from '../apps/server/src/seed/accounts.ts';
import {
  freePort,
  productionEnv,
  runProductionScript,
  startProductionServer,
} from '../apps/server/test/production-server.ts';
import { createPostgresDatabase, type PostgresDatabase } from './postgres-site.ts';

/** What an operator sets: production, no demo, no migrating at start (unset: the defaults). */
const OPERATOR_ENV = { DEMO_CONTENT: '', MIGRATE_ON_START: '', SMTP_URL: 'smtp://127.0.0.1:9' };
const CLI = 'apps/server/dist/cli.js';
const MAIN = 'apps/server/dist/main.js';

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/client/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; code?: string } };
}

async function expectNoReadmePasswordSignsIn(url: string) {
  for (const demo of DEMO_USERS) {
    const answer = await signIn(url, demo.email, demo.password);
    expect(answer.status, demo.email).toBe(401);
    expect(answer.body.token).toBeUndefined();
  }
}

/**
 * The production build as an operator runs it on a fresh PostgreSQL database: the start refuses
 * the unmigrated schema, `cli.js migrate` (twice at once) migrates, `cli.js admin:create` makes the
 * only account, the site serves no demo and no README password signs in, a worker answers only its
 * health paths, and once the demo accounts are loaded a start refuses them, naming them.
 */
describe('a production deployment on PostgreSQL', () => {
  let database: PostgresDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    database = await createPostgresDatabase('deploy');
    dataDir = await mkdtemp(join(tmpdir(), 'kub-deploy-'));
    env = productionEnv({ port: await freePort(), dataDir, databaseUrl: database.url, env: OPERATOR_ENV });
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to serve the unmigrated database and says what to run', async () => {
    const start = await runProductionScript(MAIN, [], env);
    expect(start.code).toBe(1);
    expect(start.stderr).toContain('Refusing to start: the database schema is older than this code');
    expect(start.stderr).toContain('node apps/server/dist/cli.js migrate');
  });

  it('migrates with two migrate steps at once, then makes the first admin', async () => {
    const runs = await Promise.all([
      runProductionScript(CLI, ['migrate'], env),
      runProductionScript(CLI, ['migrate'], env),
    ]);
    for (const run of runs) expect(run.code, run.stderr).toBe(0);

    const made = await runProductionScript(CLI, ['admin:create', '--email', 'owner@academy.test'], env);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('created the admin owner@academy.test');
    const again = await runProductionScript(CLI, ['admin:create', '--email', 'owner@academy.test'], env);
    expect(again.stdout).toContain('is an admin already; nothing changed');
    const password = /password \(shown once[^)]*\): (\S+)/.exec(made.stdout)?.[1];
    expect(password).toMatch(/^.{24}$/);

    const site = await startProductionServer({ databaseUrl: database.url, dataDir, env: OPERATOR_ENV });
    try {
      await expectNoReadmePasswordSignsIn(site.url);
      const owner = await signIn(site.url, 'owner@academy.test', password!);
      expect(owner.status).toBe(200);
      expect(owner.body.token).toEqual(expect.any(String));
      // An empty site still serves its pages.
      for (const path of [
        '/en',
        '/th',
        '/en/articles',
        '/en/quizzes',
        '/en/redeem',
        '/en/pop-quiz',
        '/en/subscriptions',
        '/en/glossary',
      ]) {
        expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
      }
    } finally {
      await site.stop();
    }
    const check = await openDatabase({ url: database.url, poolSize: 1 });
    const counts = await queryRows<{ users: number; articles: number; quizzes: number }>(
      check.db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from articles) as articles,
        (select count(*)::int from quizzes) as quizzes`,
    );
    await check.close();
    expect(counts[0]).toEqual({ users: 1, articles: 0, quizzes: 0 });
  });

  it('runs a worker that answers only its health paths on PORT', async () => {
    const worker = await startProductionServer({
      databaseUrl: database.url,
      dataDir,
      env: { ...OPERATOR_ENV, PROCESS_ROLE: 'worker', METRICS_TOKEN: 'worker-metrics-token-0123' },
    });
    try {
      expect((await fetch(`${worker.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
      const metrics = await fetch(`${worker.url}/metrics`, {
        headers: { authorization: 'Bearer worker-metrics-token-0123' },
      });
      expect(metrics.status).toBe(200);
      for (const path of ['/en', '/api/client/categories', '/dev/mailbox', '/demo/exchange/accounts']) {
        expect((await fetch(`${worker.url}${path}`)).status, path).toBe(404);
      }
    } finally {
      await worker.stop();
    }
  });

  it('refuses to start once the demo accounts are loaded, naming them', async () => {
    const seeded = await runProductionScript(CLI, ['seed'], env);
    expect(seeded.code, seeded.stderr).toBe(0);
    const start = await runProductionScript(MAIN, [], env);
    expect(start.code).toBe(1);
    expect(start.stderr).toContain(
      'Refusing to start: these accounts sign in with a password published in the README: ' +
        'admin@kub-academy.local, editor@kub-academy.local, reader@kub-academy.local, subscriber@kub-academy.local.',
    );
  });
});

describe('a production start on a fresh embedded database', () => {
  it('migrates when told to, and creates nothing of the demo', async () => {
    const site = await startProductionServer({ env: { ...OPERATOR_ENV, MIGRATE_ON_START: 'true' } });
    try {
      await expectNoReadmePasswordSignsIn(site.url);
      const articles = await fetch(`${site.url}/api/client/blogs?pageSize=50`);
      expect(articles.status).toBe(200);
      expect(JSON.stringify(await articles.json())).not.toContain('"slug"');
    } finally {
      await site.stop();
    }
  });
});
