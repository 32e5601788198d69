import { pathToFileURL } from 'node:url';
import { measure, printTable } from './load.ts';
import { startProductionServer } from '../apps/server/test/production-server.ts';

/**
 * The article endpoints under load: the filtered list (POST) and one article by slug, each with
 * its ratio to the static `/healthz` measured in the same run (50 connections, 10 s each).
 */
async function benchEngine(label: string, databaseUrl?: string) {
  const server = await startProductionServer(databaseUrl ? { databaseUrl } : {});
  try {
    const filterBody = JSON.stringify({
      topics: [2, 7],
      difficulty: ['BEGINNER', 'INTERMEDIATE'],
      pageSize: 12,
    });
    const slugUrl = `${server.url}/api/client/blogs/slug/what-is-bitcoin`;
    await measure('warm-up', slugUrl, { durationSeconds: 2 });
    await measure('warm-up', `${server.url}/api/client/blogs/filtered`, {
      durationSeconds: 2,
      method: 'POST',
      body: filterBody,
    });
    const healthz = await measure('GET /healthz', `${server.url}/healthz`);
    const filtered = await measure(
      'POST /api/client/blogs/filtered',
      `${server.url}/api/client/blogs/filtered`,
      {
        method: 'POST',
        body: filterBody,
      },
    );
    const slug = await measure('GET /api/client/blogs/slug/what-is-bitcoin', slugUrl);
    printTable(`Articles on ${label}: 50 connections, 10 s each`, [healthz, filtered, slug], healthz);
    for (const row of [filtered, slug]) {
      console.log(
        `ratio ${row.name} / healthz on ${label}: ${(row.requestsPerSecond / healthz.requestsPerSecond).toFixed(2)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. */
export async function benchArticles() {
  await benchEngine('PGlite');
  if (process.env.BENCH_DATABASE_URL) await benchEngine('PostgreSQL', process.env.BENCH_DATABASE_URL);
}

// `npx tsx bench/articles.ts` runs this benchmark alone (after `npm run build`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchArticles();
