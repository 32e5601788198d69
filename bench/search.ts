import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { collectDocuments, writeSearchIndex } from '../apps/server/src/modules/search/search.indexer.ts';
import { search } from '../apps/server/src/modules/search/search.service.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { syntheticCorpus } from './search-corpus.ts';

/**
 * Search latency over a synthetic corpus of 10,000 articles in both languages (20,000 documents
 * plus the real content) on PostgreSQL: p50 and p95 per query, measured in-process around the
 * search service (one query at a time). Target: p95 < 30 ms.
 */
const QUERIES = [
  'bitcoin',
  'blockchain',
  'blokchain',
  'proof of stake',
  'impermanent loss',
  'seed phrase',
  'smart contract',
  'stablecoin',
  'zero knowledge',
  'merkle',
  'บิตคอยน์',
  'บล็อกเชน',
  'สัญญาอัจฉริยะ',
  'สเตเบิลคอยน์',
  'อัจฉริ',
  'กระเป๋าเงิน',
  'ค่าธรรมเนียม',
  'qzxwvj',
];
// Enough rounds that the p95 is not decided by one or two samples.
const ROUNDS = 100;

const url =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const count = Number(process.env.SEARCH_CORPUS_SIZE ?? 10_000);
// SEARCH_BENCH_DB keeps the corpus in a named database between runs (for profiling).
const keep = process.env.SEARCH_BENCH_DB;
const name = keep ?? `kub_bench_search_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const database = await openDatabase({ url: target.toString(), poolSize: 2 });
try {
  if (!exists) {
    await database.migrate();
    await seedDatabase(database.db, 'content');
    const started = Date.now();
    const documents = [...(await collectDocuments(database.db)), ...(await syntheticCorpus(count))];
    await writeSearchIndex(database.db, documents);
    console.log(`indexed ${documents.length} documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  console.log(
    `\n${'query'.padEnd(20)} ${'hits'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  );
  const allP95: number[] = [];
  for (const q of QUERIES) {
    const timings: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      const result = await search(
        database.db,
        { q, kind: 'all', page: 1, pageSize: 10 },
        { locale: round % 2 ? 'th' : 'en', isSubscriber: false },
      );
      timings.push(performance.now() - t0);
      total = result.total;
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 0.95);
    allP95.push(p95);
    console.log(
      `${q.padEnd(20)} ${String(total).padStart(6)} ${percentile(timings, 0.5).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`,
    );
  }
  console.log(`\nworst p95: ${Math.max(...allP95).toFixed(1)} ms (target < 30 ms)`);
} finally {
  await database.close();
  if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
