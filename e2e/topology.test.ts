import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { connect as tlsConnect } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/production-server.ts';
import { grantEarningSubscription } from '../apps/server/test/subscription-grant.ts';
import { inTransaction, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { categories, popQuizQuestions, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts';
import { createSession } from '../apps/server/src/modules/identity/session.service.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { balanceOf } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { createPopQuiz, poolAccount } from '../apps/server/src/modules/pop-quizzes/pop-quiz-schedule.ts';
import { startNginx, writeNginxPrefix } from '../deploy/nginx/local-nginx.ts';
import {
  AppProcess,
  runCli,
  scratchFolder,
  sharedSettings,
  startPostgresCluster,
  startRedis,
} from './topology-kit.ts';
import { type Client, freshLoopbackAddress, httpsClient, NO_ANSWER, SteadyLoad } from './topology-load.ts';

const PASSWORD = 'Topology#Load2026';
/** The sign-in limit per address (10 a minute): the 11th is refused when both processes share counts. */
const LOGIN_LIMIT = 10;
/** nginx skips a process that refused a connection for this long (fail_timeout in the proxy config). */
const PROXY_FAIL_TIMEOUT_MS = 3_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** A confirmed account with an address of its own; `fields` add a password, KYC or a role. */
async function newUser(db: Database['db'], fields: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      email: `topology-${randomBytes(5).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      ...fields,
    })
    .returning({ id: users.id, email: users.email });
  return row!;
}

const ready = async (process: AppProcess) => (await fetch(`${process.url}/readyz`)).status === 200;

/**
 * The deployment of compose.yaml on one machine: Debian's nginx with the shipped proxy
 * configuration in front of two web processes and a worker, on a PostgreSQL cluster and a Redis
 * of their own, under a steady load of pages, API reads and sign-ins while processes and
 * services are restarted or killed.
 */
describe('the topology: nginx, two web processes and a worker', () => {
  let postgres: Awaited<ReturnType<typeof startPostgresCluster>>;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let web: [AppProcess, AppProcess];
  let worker: AppProcess;
  let nginx: ChildProcess;
  let nginxDir: string;
  let ports: { http: number; https: number };
  let client: Client;
  let load: SteadyLoad;
  let database: Database;
  const figures: Record<string, unknown>[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgresCluster(), startRedis()]);
    ports = { http: await freePort(), https: await freePort() };
    const env = sharedSettings({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      PUBLIC_URL: `https://127.0.0.1:${ports.https}`,
    });
    // The one-off migration step, then the demo content loaded on purpose (questions, packages).
    await runCli('migrate', env);
    await runCli('seed', env);
    web = [
      await AppProcess.create('web1', { ...env, PROCESS_ROLE: 'web' }),
      await AppProcess.create('web2', { ...env, PROCESS_ROLE: 'web' }),
    ];
    worker = await AppProcess.create('worker', { ...env, PROCESS_ROLE: 'worker' });
    await Promise.all([...web, worker].map((process) => process.start()));

    nginxDir = await scratchFolder('nginx');
    const { main, cert } = await writeNginxPrefix(nginxDir, {
      web: [web[0].address, web[1].address],
      httpPort: ports.http,
      httpsPort: ports.https,
      publicUrl: `https://127.0.0.1:${ports.https}`,
    });
    nginx = startNginx(nginxDir, main);
    client = httpsClient(ports.https, await readFile(cert, 'utf8'));
    await until('nginx', async () => (await client('GET', '/readyz')).status === 200, 20_000);

    database = await openDatabase({ url: postgres.url, poolSize: 2 });
    const passwordHash = await hashPassword(PASSWORD);
    const accounts = [];
    for (let i = 0; i < 3; i++) {
      const { email } = await newUser(database.db, { passwordHash });
      accounts.push({ email, password: PASSWORD });
    }
    load = new SteadyLoad(client, accounts);
    load.start();
    await sleep(1_000);
  }, 300_000);

  afterAll(async () => {
    await load?.stop();
    console.log('topology figures\n' + figures.map((row) => JSON.stringify(row)).join('\n'));
    await database?.close();
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all([...(web ?? []), worker].filter(Boolean).map((process) => process.close()));
    await redis?.close();
    await postgres?.close();
    if (nginxDir) {
      // What nginx saw go wrong with the web processes, kept for a failed run.
      await mkdir('test-output', { recursive: true });
      await copyFile(`${nginxDir}/error.log`, 'test-output/topology-nginx-error.log').catch(() => undefined);
      await rm(nginxDir, { recursive: true, force: true });
    }
  }, 60_000);

  /** The load's figures for one phase, kept for the summary. */
  function record(phase: string, extra: Record<string, unknown> = {}) {
    const counts = load.count(phase);
    figures.push({ phase, ...counts, ...extra });
    return counts;
  }

  it('serves through the proxy: HTTP/2 over TLS, compressed pages, immutable assets, plain HTTP redirected', async () => {
    const cert = await readFile(`${nginxDir}/tls.crt`, 'utf8');
    const alpn = await new Promise<string | false>((done, fail) => {
      const socket = tlsConnect(
        { host: '127.0.0.1', port: ports.https, ca: cert, ALPNProtocols: ['h2', 'http/1.1'] },
        () => {
          done(socket.alpnProtocol ?? false);
          socket.end();
        },
      ).on('error', fail);
    });
    expect(alpn).toBe('h2');

    const page = await client('GET', '/en', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await client('GET', '/en');
    const asset = plain.body.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const assetAnswer = await client('GET', asset!);
    expect(assetAnswer.status).toBe(200);
    expect(assetAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The worker runs the jobs and answers only its health and metrics paths.
    expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${worker.url}/en`)).status).toBe(404);

    const redirect = await fetch(`http://127.0.0.1:${ports.http}/en/articles?page=2`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`https://127.0.0.1:${ports.https}/en/articles?page=2`);
  });

  it('answers every request through a rolling restart of both web processes', async () => {
    load.phase = 'rolling restart';
    const started = Date.now();
    for (const process of web) {
      expect(await process.stop()).toBe(0);
      await process.start();
      // As an operator waits for the health check: nginx tries a process again after fail_timeout.
      await sleep(PROXY_FAIL_TIMEOUT_MS + 1_000);
    }
    load.phase = 'steady';
    const counts = record('rolling restart', { seconds: Math.round((Date.now() - started) / 1000) });
    expect(counts.requests).toBeGreaterThan(100);
    expect(counts.failed).toBe(0);
    expect(Object.keys(counts.statuses)).toEqual(['200']);
  });

  it('loses at most the requests in flight on a killed web process; pop quiz claims still pay exactly the pool', async () => {
    const WINNERS = 8;
    const PLAYERS = 24;
    const REWARD = 10;
    const db = database.db;
    const [question] = await db
      .select()
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.key, 'bitcoin-supply-cap'));
    const now = Date.now();
    const quizId = await inTransaction(db, (tx) =>
      createPopQuiz(tx, systemClock, {
        day: '2000-01-01',
        slot: 1000 + Math.floor(Math.random() * 100_000),
        concept: question!.concept,
        opensAt: new Date(now - 60_000),
        closesAt: new Date(now + 3_600_000),
        timeLimitSeconds: 600,
        rewardPoints: REWARD,
        winners: WINNERS,
      }),
    );
    const players: { id: number; headers: Record<string, string>; from: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const { id } = await newUser(db, { kycOverride: true });
      await grantEarningSubscription(db, id, new Date());
      const { token } = await createSession(db, systemClock, id);
      players.push({
        id,
        headers: { authorization: `Bearer ${token}` },
        from: freshLoopbackAddress(),
      });
    }
    // Every player wins: opens the question and answers it right, through the proxy.
    for (const player of players) {
      const opened = await client('GET', `/api/client/pop-quizs/${quizId}/question`, player);
      expect(opened.status, opened.body).toBe(200);
      const questionId = (JSON.parse(opened.body) as { question: { id: number } }).question.id;
      const [asked] = await db.select().from(popQuizQuestions).where(eq(popQuizQuestions.id, questionId));
      const selectedAnswers = asked!.options.filter((o) => o.correct).map((o) => o.id);
      const submitted = await client(
        'POST',
        `/api/client/pop-quizs/${quizId}/questions/${questionId}/submit`,
        {
          ...player,
          body: { selectedAnswers },
        },
      );
      expect(JSON.parse(submitted.body)).toMatchObject({ status: 'pending' });
    }

    load.phase = 'kill -9';
    const claim = (player: (typeof players)[number]) =>
      client('POST', `/api/client/pop-quizs/${quizId}/claim`, player);
    const claims = Promise.all(players.map(claim));
    await sleep(15);
    const inFlight = load.inFlight + PLAYERS;
    await web[0].kill();
    let answers = await claims;
    const lostClaims = answers.filter((answer) => answer.status === NO_ANSWER || answer.status >= 500).length;
    await sleep(2_000);
    load.phase = 'steady';
    const counts = record('kill -9', { inFlightAtKill: inFlight, lostClaims });
    expect(counts.failed + lostClaims).toBeLessThanOrEqual(inFlight);

    // A claim that got no answer is sent again (its player sees an error and presses again).
    answers = await Promise.all(
      players.map((player, i) =>
        answers[i]!.status === NO_ANSWER || answers[i]!.status >= 500 ? claim(player) : answers[i]!,
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(WINNERS).fill(200),
      ...Array(PLAYERS - WINNERS).fill(409),
    ]);
    const paid = await Promise.all(players.map((player) => balanceOf(db, { userId: player.id }, 'POINT')));
    expect(paid.reduce((sum, points) => sum + points, 0n)).toBe(BigInt(WINNERS * REWARD));
    expect(paid.filter((points) => points > 0n)).toHaveLength(WINNERS);
    expect(await balanceOf(db, poolAccount(quizId!), 'POINT')).toBe(0n);
    expect(await ledgerProblems(db)).toEqual([]);

    await web[0].start();
    await sleep(PROXY_FAIL_TIMEOUT_MS + 1_000);
  });

  it('keeps answering while Redis restarts, and shares rate-limit counts again afterwards', async () => {
    load.phase = 'redis restart';
    await redis.stop();
    await sleep(2_000);
    await redis.start();
    await sleep(2_000);
    load.phase = 'steady';
    const counts = record('redis restart');
    expect(counts.failed).toBe(0);

    // Ten sign-ins from one address spread over both web processes; the eleventh is refused
    // only if both count in the same place again.
    const shared = await until(
      'shared sign-in limits',
      async () => {
        const from = freshLoopbackAddress();
        const signIn = () =>
          client('POST', '/api/client/auth/login', {
            from,
            body: { email: `nobody-${randomBytes(3).toString('hex')}@example.com`, password: 'Wrong#Pass1' },
          });
        for (let i = 0; i < LOGIN_LIMIT; i++) expect((await signIn()).status).toBe(401);
        return (await signIn()).status === 429;
      },
      20_000,
    );
    figures.push({ phase: 'redis restart', sharedLimitsAgainAfterMs: shared });
  });

  it('takes a PostgreSQL restart: /readyz unready and back within 10 s, no process exits, the ledger balanced', async () => {
    const processes = [...web, worker];
    load.phase = 'postgres restart';
    await postgres.stop();
    const stoppedAt = Date.now();
    await until(
      'every process unready',
      async () => (await Promise.all(processes.map(ready))).every((r) => !r),
      10_000,
    );
    const unreadyAfterMs = Date.now() - stoppedAt;
    await postgres.start();
    const backAt = Date.now();
    const readyAgainAfterMs = await until(
      'every process ready again',
      async () => (await Promise.all(processes.map(ready))).every(Boolean),
      10_000,
    );
    // The load runs on: connections the restart cut are replaced as requests meet them.
    await sleep(5_000);
    load.phase = 'steady';
    const lastFailureAfterMs = load.lastFailureAfter('postgres restart', backAt);
    record('postgres restart', { unreadyAfterMs, readyAgainAfterMs, lastFailureAfterMs });
    expect(readyAgainAfterMs).toBeLessThan(10_000);
    expect(lastFailureAfterMs).toBeLessThan(10_000);
    for (const process of processes) {
      expect(process.running, process.name).toBe(true);
      expect(process.unexpectedExits, process.name).toEqual([]);
    }
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('shows a content edit made on one web process on the other at once', async () => {
    const db = database.db;
    const admin = await newUser(db, { role: 'admin' });
    const { token } = await createSession(db, systemClock, admin.id);
    const [category] = await db.select().from(categories).where(eq(categories.key, 1));
    const names = async (process: AppProcess) => {
      const response = await fetch(`${process.url}/api/client/categories`, { headers: { lang: 'en' } });
      return ((await response.json()) as { data: { name: string }[] }).data.map((row) => row.name);
    };
    // Both processes have the list cached.
    expect(await names(web[1])).toContain(category!.nameEn);
    expect(await names(web[1])).toContain(category!.nameEn);

    const renamed = `${category!.nameEn} ${randomBytes(2).toString('hex')}`;
    const saved = await fetch(`${web[0].url}/api/admin/categories/${category!.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        nameEn: renamed,
        nameTh: category!.nameTh,
        ranking: category!.ranking,
        active: true,
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const seenAfterMs = await until(
      'the edit on the other process',
      async () => (await names(web[1])).includes(renamed),
      1_000,
    );
    figures.push({ phase: 'content edit', seenOnTheOtherProcessAfterMs: seenAfterMs });
  });
});
