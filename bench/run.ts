import { benchArticles } from './articles.ts';
import { measure, printTable } from './load.ts';
import { startProductionServer } from '../apps/server/test/production-server.ts';

/**
 * `npm run bench`: starts the production server and measures public endpoints against the static
 * `/healthz` in the same run (50 connections, 10 s each). Set BENCH_DATABASE_URL to also measure
 * on PostgreSQL.
 */
async function benchEngine(label: string, databaseUrl?: string) {
  const server = await startProductionServer(databaseUrl ? { databaseUrl } : {});
  try {
    // Warm up caches and the JIT before measuring.
    await measure('warm-up', `${server.url}/api/client/categories`, { durationSeconds: 2 });
    const healthz = await measure('GET /healthz', `${server.url}/healthz`);
    const categories = await measure('GET /api/client/categories', `${server.url}/api/client/categories`);
    printTable(`${label}: 50 connections, 10 s each`, [healthz, categories], healthz);
    console.log(
      `ratio categories/healthz on ${label}: ${(categories.requestsPerSecond / healthz.requestsPerSecond).toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

await benchEngine('PGlite');
if (process.env.BENCH_DATABASE_URL) await benchEngine('PostgreSQL', process.env.BENCH_DATABASE_URL);
await benchArticles();
