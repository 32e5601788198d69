import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS_API } from '@app/contracts/accounts';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, productionEnv } from '../apps/server/test/production-server.ts';

/**
 * `npm run bench:pages-ab -- <checkout A> <checkout B>`: what a page costs the server in two
 * checkouts of the site, each built (`npm run build`) in its own folder, measured side by side.
 * On a shared machine, two runs of `bench:pages` one after the other differ by more than a change
 * of a few milliseconds; here both servers run at once on scratch PostgreSQL databases with every
 * cache off, and blocks of requests go to each in turn (the order flips every block), so whatever
 * else loads the machine loads both alike. Prints, per page, the median over the blocks of the
 * server's CPU milliseconds per page (from its `/metrics`).
 *
 * AB_PAGES (comma-separated paths; a path with `dashboard` is requested by the signed-in demo
 * reader), AB_BLOCKS (default 6), AB_AMOUNT (requests per block, default 200), AB_CONNECTIONS
 * (default 20); BENCH_DATABASE_URL or TEST_DATABASE_URL names the PostgreSQL server.
 */
const ROOTS = process.argv.slice(2);
if (ROOTS.length !== 2) throw new Error('usage: bench:pages-ab -- <checkout A> <checkout B>');
const PAGES = (
  process.env.AB_PAGES ?? '/en,/en/articles/what-is-bitcoin,/en/articles,/en/dashboard,/th/glossary'
)
  .split(',')
  .filter(Boolean);
const BLOCKS = Number(process.env.AB_BLOCKS ?? 6);
const AMOUNT = Number(process.env.AB_AMOUNT ?? 200);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 20);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const METRICS_TOKEN = `bench-pages-ab-${Date.now()}`;
const READER = { email: 'reader@kub-academy.local', password: 'Reader#2026' };

interface Site {
  root: string;
  url: string;
  cookie: string;
  child: ChildProcess;
  database: string;
  dataDir: string;
}

async function startSite(root: string, index: number, admin: pg.Client): Promise<Site> {
  const database = `kub_bench_ab_${index}_${process.pid}`;
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'kub-bench-ab-'));
  const env = productionEnv({
    port,
    dataDir,
    databaseUrl: databaseUrl.toString(),
    env: { PAGE_CACHE_TTL_SECONDS: '0', CACHE_TTL_SECONDS: '0', PROCESS_ROLE: 'web', METRICS_TOKEN },
  });
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${root}: the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 240) throw new Error(`${root}: the server did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const login = await fetch(`${url}${ACCOUNTS_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(READER),
  });
  const { token } = (await login.json()) as { token: string };
  return { root, url, cookie: `session=${token}`, child, database, dataDir };
}

async function cpuSeconds(site: Site): Promise<number> {
  const text = await (
    await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith('process_cpu_seconds_total '));
  if (!line) throw new Error('/metrics has no process_cpu_seconds_total');
  return Number(line.split(' ')[1]);
}

async function block(site: Site, path: string): Promise<number> {
  const before = await cpuSeconds(site);
  const result = await autocannon({
    url: `${site.url}${path}`,
    connections: CONNECTIONS,
    amount: AMOUNT,
    timeout: 60,
    headers: path.includes('dashboard') ? { cookie: site.cookie } : {},
  });
  const after = await cpuSeconds(site);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${site.root}${path}: not every page answered 200`);
  return ((after - before) * 1000) / result.requests.total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const sites: Site[] = [];
try {
  for (const [index, root] of ROOTS.entries()) sites.push(await startSite(root, index, admin));
  console.log(
    `CPU ms per page, median of ${BLOCKS} blocks of ${AMOUNT} requests at ${CONNECTIONS} connections`,
  );
  console.log('page'.padEnd(34), ...ROOTS.map((root) => root.padStart(20).slice(-20)), 'change'.padStart(8));
  for (const path of PAGES) {
    for (const site of sites) await block(site, path);
    const costs: number[][] = sites.map(() => []);
    for (let round = 0; round < BLOCKS; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) costs[index]!.push(await block(sites[index]!, path));
    }
    const [a, b] = costs.map(median) as [number, number];
    console.log(
      path.padEnd(34),
      a.toFixed(1).padStart(20),
      b.toFixed(1).padStart(20),
      `${(((b - a) / a) * 100).toFixed(0)} %`.padStart(8),
    );
  }
} finally {
  for (const site of sites) {
    if (site.child.exitCode === null) {
      site.child.kill('SIGTERM');
      await new Promise((resolve) => site.child.once('exit', resolve));
    }
    await admin.query(`drop database if exists ${site.database} with (force)`);
    await rm(site.dataDir, { recursive: true, force: true });
  }
  await admin.end();
}
