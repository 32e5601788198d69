import { type ChildProcess, spawn } from 'node:child_process';
import { ACCOUNTS_API } from '@app/contracts/accounts';
import autocannon from 'autocannon';
import { freePort, startProductionServer } from '../apps/server/test/production-server.ts';

/**
 * `npm run bench:pages`: server-rendered pages with every cache off (no page cache, no API cache),
 * so the figures show what one render costs: home, one article, the article list and a signed-in
 * reader's dashboard, at 50 and at 200 connections, against the production build. A static
 * `node:http` server sending the article page's bytes from memory runs in the same run, so each
 * figure is printed beside what the machine manages without any work (the ratio), whatever else
 * loads it. Prints requests per second, p99 latency, errors, timeouts and the page size.
 * Set BENCH_DATABASE_URL to also measure on PostgreSQL, once per count of worker processes in
 * PAGES_WORKERS (comma-separated WEB_CONCURRENCY values, default `1`; e.g. `1,2` on two cores);
 * PAGES_DURATION (seconds, default 10) and PAGES_CONNECTIONS (comma-separated, default `50,200`)
 * change the load.
 */
const CONNECTIONS = (process.env.PAGES_CONNECTIONS ?? '50,200').split(',').map(Number);
const DURATION_SECONDS = Number(process.env.PAGES_DURATION ?? 10);
const WORKERS = (process.env.PAGES_WORKERS ?? '1').split(',').map(Number);
const READER = { email: 'reader@kub-academy.local', password: 'Reader#2026' };
const PAGES = [
  { name: 'home', path: '/en', signedIn: false },
  { name: 'article', path: '/en/articles/what-is-bitcoin', signedIn: false },
  { name: 'article list', path: '/en/articles', signedIn: false },
  { name: 'dashboard', path: '/en/dashboard', signedIn: true },
];

interface PageResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  kilobytes: number;
}

async function hammer(
  name: string,
  url: string,
  connections: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
): Promise<PageResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, timeout: 10, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
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
  const server = await startProductionServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { PAGE_CACHE_TTL_SECONDS: '0', CACHE_TTL_SECONDS: '0', WEB_CONCURRENCY: String(workers) },
  });
  let reference: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    const cookie = await signIn(server.url);
    const targets = [];
    for (const page of PAGES) {
      const url = `${server.url}${page.path}`;
      const headers: Record<string, string> = page.signedIn ? { cookie } : {};
      const first = await fetch(url, { headers, redirect: 'manual' });
      const html = await first.text();
      if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
      if (page.name === 'article') reference = await startStaticServer(html);
      targets.push({ ...page, url, headers });
    }
    if (!reference) throw new Error('no article page to serve statically');
    for (const connections of CONNECTIONS) {
      // Warm-up: the JIT and the database's caches.
      await warmUp(reference.url, connections);
      const staticRow = await hammer('static', reference.url, connections, DURATION_SECONDS);
      const rows: PageResult[] = [];
      for (const target of targets) {
        await warmUp(target.url, connections, target.headers);
        rows.push(await hammer(target.name, target.url, connections, DURATION_SECONDS, target.headers));
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

await benchEngine('PGlite');
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  for (const workers of WORKERS) {
    await benchEngine(
      `PostgreSQL, ${workers} worker process${workers === 1 ? '' : 'es'}`,
      postgresUrl,
      workers,
    );
  }
}
