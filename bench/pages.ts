import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ACCOUNTS_API } from '@app/contracts/accounts';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startProductionServer } from '../apps/server/test/production-server.ts';

/**
 * `npm run bench:pages`: server-rendered pages with every cache off (no page cache, no API cache),
 * so the figures show what one render costs: home, one article, the article list, a signed-in
 * reader's dashboard and the Thai glossary, at 50 and at 200 connections, against the production
 * build. First, what each page costs the server, one request at a time: its CPU milliseconds and
 * the statements it sends to the database (both from the server's own `/metrics`, read before and
 * after). Then, under load, the CPU milliseconds per page again (the server's CPU over the requests
 * answered; those in flight at the end are charged to them, a slight overcount), requests per
 * second beside the ratio to a static
 * `node:http` server sending 1 KB from memory in the same run (what the machine manages without
 * any work, whatever else loads it), p99 latency, errors, timeouts and the page size.
 *
 * PostgreSQL by default: a scratch database on BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the
 * local server), created and dropped. PAGES_ENGINES (`postgres`, `pglite` or both,
 * comma-separated) chooses the databases; PAGES_WORKERS (comma-separated WEB_CONCURRENCY values,
 * default `1`; e.g. `1,2` on two cores) the processes on PostgreSQL; PAGES_DURATION (seconds,
 * default 10) and PAGES_CONNECTIONS (comma-separated, default `50,200`) the load; PAGES_ONLY
 * (page names, comma-separated) the pages. PAGES_CPU_PROF=<folder> runs the server under
 * `node --cpu-prof` and leaves its profile there (`bench/profile-top.ts` summarises it).
 */
// `PAGES_CONNECTIONS=0`: the cost of each page only, no load.
const CONNECTIONS = (process.env.PAGES_CONNECTIONS ?? '50,200')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const DURATION_SECONDS = Number(process.env.PAGES_DURATION ?? 10);
const WORKERS = (process.env.PAGES_WORKERS ?? '1').split(',').map(Number);
const ENGINES = (process.env.PAGES_ENGINES ?? 'postgres').split(',');
const ONLY = process.env.PAGES_ONLY?.split(',');
const CPU_PROFILE_DIR = process.env.PAGES_CPU_PROF;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const METRICS_TOKEN = `bench-pages-${randomBytes(12).toString('hex')}`;
const READER = { email: 'reader@kub-academy.local', password: 'Reader#2026' };
const PAGES = [
  { name: 'home', path: '/en', signedIn: false },
  { name: 'article', path: '/en/articles/what-is-bitcoin', signedIn: false },
  { name: 'article list', path: '/en/articles', signedIn: false },
  { name: 'dashboard', path: '/en/dashboard', signedIn: true },
  { name: 'Thai glossary', path: '/th/glossary', signedIn: false },
].filter((page) => !ONLY || ONLY.includes(page.name));
/** The reference answer: 1 KB, sent from memory. */
const STATIC_BODY = `<!doctype html><p>${'x'.repeat(1000)}</p>`;

interface PageResult {
  name: string;
  requestsPerSecond: number;
  /** The server's CPU milliseconds over the requests answered in the run (empty for the reference). */
  cpuMsPerPage?: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  kilobytes: number;
}

/** The server's CPU seconds and database statements so far, from its `/metrics`. */
async function serverCounters(baseUrl: string): Promise<{ cpuSeconds: number; queries: number }> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    if (!line) throw new Error(`/metrics has no ${name}`);
    return Number(line.split(' ')[1]);
  };
  return { cpuSeconds: value('process_cpu_seconds_total'), queries: value('kub_db_queries_total') };
}

/**
 * The statements one read of `/metrics` itself sends (its gauges count jobs and payouts), taken
 * off each page's count: two reads back to back, nothing between.
 */
let scrapeQueries = 0;
async function measureScrape(baseUrl: string) {
  await serverCounters(baseUrl);
  const first = await serverCounters(baseUrl);
  const second = await serverCounters(baseUrl);
  scrapeQueries = second.queries - first.queries;
}

async function hammer(
  name: string,
  url: string,
  connections: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
  metricsUrl?: string,
): Promise<PageResult> {
  const before = metricsUrl ? await serverCounters(metricsUrl) : undefined;
  const result = await autocannon({ url, connections, duration: durationSeconds, timeout: 10, headers });
  const after = metricsUrl ? await serverCounters(metricsUrl) : undefined;
  // Requests still in flight when the run ends are charged to those answered: a slight overcount.
  const answered = result.requests.total;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    ...(before && after && answered > 0
      ? { cpuMsPerPage: ((after.cpuSeconds - before.cpuSeconds) * 1000) / answered }
      : {}),
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    kilobytes:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total / 1024) : 0,
  };
}

/**
 * The JIT and the database's caches, warmed by a fixed number of requests that all finish before
 * the measurement starts: a timed warm-up would leave requests still queued at a slow server.
 */
async function warmUp(url: string, connections: number, headers: Record<string, string> = {}) {
  await autocannon({ url, connections, amount: connections * 2, timeout: 60, headers });
}

function print(title: string, rows: PageResult[], reference: PageResult) {
  console.log(`\n${title}`);
  console.log(
    'page'.padEnd(16),
    'req/s'.padStart(8),
    'CPU ms'.padStart(7),
    'static'.padStart(8),
    'ratio'.padStart(7),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'timeouts'.padStart(9),
    'non-2xx'.padStart(8),
    'KB/page'.padStart(8),
  );
  for (const row of [reference, ...rows]) {
    console.log(
      row.name.padEnd(16),
      String(row.requestsPerSecond).padStart(8),
      (row.cpuMsPerPage === undefined ? '-' : row.cpuMsPerPage.toFixed(1)).padStart(7),
      String(reference.requestsPerSecond).padStart(8),
      (row.requestsPerSecond / Math.max(1, reference.requestsPerSecond)).toFixed(3).padStart(7),
      String(row.p99Ms).padStart(8),
      String(row.errors).padStart(7),
      String(row.timeouts).padStart(9),
      String(row.non2xx).padStart(8),
      String(row.kilobytes).padStart(8),
    );
  }
}

/**
 * The reference: a plain `node:http` server in its own process (as the site runs in its own),
 * answering every request with the same bytes from memory.
 */
async function startStaticServer(body: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // The page comes over the IPC channel: it is too large for an argument or a variable.
  const source = `
    process.once('message', (text) => {
      const body = Buffer.from(text, 'utf8');
      require('node:http').createServer((req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
        res.end(body);
      }).listen(${port}, '127.0.0.1', () => process.send('ready'));
    });`;
  const child: ChildProcess = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(body);
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready());
    child.once('exit', (code) => fail(new Error(`static server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Signs the demo reader in through the API and answers the site's session cookie. */
async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}${ACCOUNTS_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(READER),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || !body.token)
    throw new Error(`the demo reader cannot sign in: ${response.status}`);
  return `session=${body.token}`;
}

async function benchEngine(label: string, databaseUrl?: string, workers = 1) {
  const spawnedAt = Date.now();
  const server = await startProductionServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    env: {
      PAGE_CACHE_TTL_SECONDS: '0',
      CACHE_TTL_SECONDS: '0',
      WEB_CONCURRENCY: String(workers),
      // Pages only: no job runner beside them spends CPU or sends statements of its own.
      PROCESS_ROLE: 'web',
      METRICS_TOKEN,
    },
    ...(CPU_PROFILE_DIR ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] } : {}),
  });
  let reference: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    const cookie = await signIn(server.url);
    const targets = [];
    for (const page of PAGES) {
      const url = `${server.url}${page.path}`;
      const headers: Record<string, string> = page.signedIn ? { cookie } : {};
      const first = await fetch(url, { headers, redirect: 'manual' });
      await first.text();
      if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
      targets.push({ ...page, url, headers });
    }
    reference = await startStaticServer(STATIC_BODY);
    await measureScrape(server.url);
    if (CPU_PROFILE_DIR)
      console.log(`The profile's pages start ${Math.floor((Date.now() - spawnedAt) / 1000)} s in.`);
    await printCosts(label, targets, server.url);
    for (const connections of CONNECTIONS) {
      // Warm-up: the JIT and the database's caches.
      await warmUp(reference.url, connections);
      const staticRow = await hammer('static', reference.url, connections, DURATION_SECONDS);
      const rows: PageResult[] = [];
      for (const target of targets) {
        await warmUp(target.url, connections, target.headers);
        rows.push(
          await hammer(target.name, target.url, connections, DURATION_SECONDS, target.headers, server.url),
        );
      }
      print(
        `Pages on ${label}, every cache off: ${connections} connections, ${DURATION_SECONDS} s each`,
        rows,
        staticRow,
      );
    }
  } finally {
    await reference?.stop();
    await server.stop();
  }
}

/**
 * What one page costs the server, measured one request at a time (nothing times out or queues, so
 * every statement and CPU millisecond counted belongs to a page that was answered): PAGES_SEQUENTIAL
 * requests per page (default 40) after as many to warm up.
 */
async function printCosts(
  label: string,
  targets: { name: string; url: string; headers: Record<string, string> }[],
  metricsUrl: string,
) {
  const count = Number(process.env.PAGES_SEQUENTIAL ?? 40);
  console.log(`\nCost of a page on ${label}, every cache off, one request at a time (${count} each)`);
  console.log('page'.padEnd(16), 'CPU ms'.padStart(7), 'queries'.padStart(8), 'median ms'.padStart(10));
  for (const target of targets) {
    const once = async () => {
      const started = performance.now();
      const response = await fetch(target.url, { headers: target.headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < count; i += 1) await once();
    const before = await serverCounters(metricsUrl);
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) times.push(await once());
    const after = await serverCounters(metricsUrl);
    times.sort((a, b) => a - b);
    console.log(
      target.name.padEnd(16),
      (((after.cpuSeconds - before.cpuSeconds) * 1000) / count).toFixed(1).padStart(7),
      ((after.queries - before.queries - scrapeQueries) / count).toFixed(1).padStart(8),
      (times[Math.floor(count / 2)] ?? 0).toFixed(1).padStart(10),
    );
  }
}

/** A scratch database on the PostgreSQL server of ADMIN_URL, dropped afterwards. */
async function withScratchDatabase(work: (url: string) => Promise<void>) {
  const name = `kub_bench_pages_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (ENGINES.includes('pglite')) await benchEngine('PGlite');
if (ENGINES.includes('postgres')) {
  for (const workers of WORKERS) {
    await withScratchDatabase((url) =>
      benchEngine(`PostgreSQL, ${workers} worker process${workers === 1 ? '' : 'es'}`, url, workers),
    );
  }
}
