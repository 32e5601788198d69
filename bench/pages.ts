import autocannon from 'autocannon';
import { startProductionServer } from '../apps/server/test/production-server.ts';

/**
 * `npm run bench:pages`: a crowd of visitors (no session cookie) on the server-rendered pages:
 * home, one article and the glossary (the largest page), 200 connections for 15 s each, against
 * the production build. Prints requests per second, p99 latency, errors and timeouts, and the
 * page size. Set BENCH_DATABASE_URL to also measure on PostgreSQL; PAGES_DURATION and
 * PAGES_CONNECTIONS change the load.
 */
const CONNECTIONS = Number(process.env.PAGES_CONNECTIONS ?? 200);
const DURATION_SECONDS = Number(process.env.PAGES_DURATION ?? 15);
const PAGES = [
  { name: 'home', path: '/en' },
  { name: 'article', path: '/en/articles/what-is-bitcoin' },
  { name: 'glossary', path: '/en/glossary' },
  { name: 'glossary (th)', path: '/th/glossary' },
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

async function hammer(name: string, url: string, durationSeconds: number): Promise<PageResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationSeconds, timeout: 10 });
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

function print(title: string, rows: PageResult[]) {
  console.log(`\n${title}`);
  console.log(
    'page'.padEnd(16),
    'req/s'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'timeouts'.padStart(9),
    'non-2xx'.padStart(8),
    'KB/page'.padStart(8),
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(16),
      String(row.requestsPerSecond).padStart(8),
      String(row.p99Ms).padStart(8),
      String(row.errors).padStart(7),
      String(row.timeouts).padStart(9),
      String(row.non2xx).padStart(8),
      String(row.kilobytes).padStart(8),
    );
  }
}

async function benchEngine(label: string, databaseUrl?: string) {
  const server = await startProductionServer(databaseUrl ? { databaseUrl } : {});
  try {
    const rows: PageResult[] = [];
    for (const page of PAGES) {
      const url = `${server.url}${page.path}`;
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
      await first.arrayBuffer();
      // Warm-up: the JIT, the database's caches and (where there is one) the page cache.
      await hammer('warm-up', url, 2);
      rows.push(await hammer(page.name, url, DURATION_SECONDS));
    }
    print(`Pages on ${label}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, visitors`, rows);
  } finally {
    await server.stop();
  }
}

await benchEngine('PGlite');
if (process.env.BENCH_DATABASE_URL) await benchEngine('PostgreSQL', process.env.BENCH_DATABASE_URL);
