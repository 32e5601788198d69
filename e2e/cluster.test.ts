import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_API } from '@app/contracts/accounts';
import { type PostgresSite, startPostgresSite } from './postgres-site.ts';

/** The processes whose parent is `pid`, read from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and brackets: the fields after its closing bracket.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children.sort((a, b) => a - b);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function statuses(url: string, count: number, headers: Record<string, string> = {}) {
  const answers = await Promise.all(
    Array.from({ length: count }, () => fetch(url, { headers, redirect: 'manual' }).then((r) => r.status)),
  );
  return answers.sort();
}

const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

/** The page requests (route `/*`; the API calls a page makes inside are counted apart) `/metrics` counted. */
async function countedRequests(url: string): Promise<number> {
  // A request is counted once its response has finished on the server, a moment after the client has it.
  await new Promise((r) => setTimeout(r, 500));
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  const text = await response.text();
  // The database-read gauges keep one copy, not one per worker.
  expect(text.match(/^kub_ledger_reconciliation_problems \d+$/m)).not.toBeNull();
  return [
    ...text.matchAll(/^http_request_duration_seconds_count\{method="GET",route="\/\*",[^}]*\} (\d+)$/gm),
  ].reduce((sum, match) => sum + Number(match[1]), 0);
}

/**
 * WEB_CONCURRENCY=2 on PostgreSQL: a primary migrates and forks two workers that share the port;
 * a signed-in reader is served by either; a worker that dies is replaced while the other serves;
 * SIGTERM stops them all.
 */
describe('several worker processes', () => {
  let site: PostgresSite;

  beforeAll(async () => {
    site = await startPostgresSite('cluster', {
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'fatal',
      METRICS_TOKEN: METRICS_TOKEN,
    });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('serves pages and sessions from two workers, replaces one that dies, and stops them all', async () => {
    const primary = site.server.pid;
    const workers = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2,
    );

    expect(await statuses(`${site.server.url}/en`, 40)).toEqual(Array(40).fill(200));

    const login = await fetch(`${site.server.url}${ACCOUNTS_API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@kub-academy.local', password: 'Reader#2026' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // Each connection lands on either worker: the session lives in the database both read.
    expect(await statuses(`${site.server.url}/en/dashboard`, 20, { cookie: `session=${token}` })).toEqual(
      Array(20).fill(200),
    );

    // 30 parallel page requests land on both workers; any scrape counts them all, not one worker's share.
    for (let round = 0; round < 3; round++) {
      const before = await countedRequests(site.server.url);
      expect(await statuses(`${site.server.url}/en/articles`, 30)).toEqual(Array(30).fill(200));
      const after = await countedRequests(site.server.url);
      expect(after - before).toBe(30);
    }

    process.kill(workers[0]!, 'SIGKILL');
    await until(
      () => alive(workers[0]!),
      (running) => !running,
    );
    // Let the client drop its keep-alive connections to the dead worker.
    await new Promise((r) => setTimeout(r, 200));
    // The other worker goes on serving while the replacement starts.
    expect(await statuses(`${site.server.url}/en`, 10)).toEqual(Array(10).fill(200));
    const replaced = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2 && !pids.includes(workers[0]!),
    );
    expect(replaced).toContain(workers[1]);
    expect(await statuses(`${site.server.url}/en`, 20)).toEqual(Array(20).fill(200));

    await site.server.stop();
    expect(site.server.exitCode()).toBe(0);
    for (const pid of replaced) expect(alive(pid)).toBe(false);
  });
});
