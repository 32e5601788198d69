import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { articles, articleTranslations } from '../apps/server/src/db/schema/index.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { syncSearchIndex } from '../apps/server/src/modules/search/search.indexer.ts';
import { search } from '../apps/server/src/modules/search/search.service.ts';
import { syntheticArticles } from './search-corpus.ts';
import { insertArticles } from './synthetic-articles.ts';

/**
 * `npm run bench:startup`: what start-up costs once the site holds 3,200 articles (STARTUP_ARTICLES
 * changes it). Start-up migrates, loads the missing demo content and brings the search index up
 * to date (`seedDatabase`); this times it in the situations a deployment meets (the first start,
 * a restart with nothing changed, after one article was added, after one was edited), times the
 * search index step alone in the same situation again, and checks that search finds the edit. PGlite always; PostgreSQL too with
 * BENCH_DATABASE_URL (in a database of its own, dropped afterwards).
 */
const CONTENT = resolve(import.meta.dirname, '../content');
const COUNT = Number(process.env.STARTUP_ARTICLES ?? 3200);

async function seconds(run: () => Promise<unknown>): Promise<string> {
  const started = performance.now();
  await run();
  return ((performance.now() - started) / 1000).toFixed(2);
}

async function finds(database: Database, q: string): Promise<boolean> {
  const result = await search(
    database.db,
    { q, kind: 'article', page: 1, pageSize: 10 },
    { locale: 'en', isSubscriber: false },
  );
  return result.total > 0;
}

/** What start-up runs once the database is open: migrations, missing demo content, the search index. */
async function startUp(database: Database) {
  await database.migrate();
  await seedDatabase(database.db, CONTENT);
}

async function editOneArticle(database: Database, slug: string): Promise<string> {
  const word = `zyxedit${randomBytes(3).toString('hex')}`;
  const [article] = await database.db.select().from(articles).where(eq(articles.slug, slug));
  await database.db
    .update(articleTranslations)
    .set({
      body: sql`${articleTranslations.body} || ${`\n\nAn editor added ${word}.`}`,
      updatedAt: new Date(),
    })
    .where(sql`${articleTranslations.articleId} = ${article!.id} and ${articleTranslations.locale} = 'en'`);
  return word;
}

async function benchEngine(label: string, database: Database) {
  await startUp(database);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from articles`,
  );
  await insertArticles(database.db, await syntheticArticles(COUNT - n));
  const rows: [string, string, string][] = [];
  rows.push([`first start with ${COUNT} articles`, await seconds(() => startUp(database)), '']);
  rows.push([
    'restart, nothing changed',
    await seconds(() => startUp(database)),
    await seconds(() => syncSearchIndex(database.db)),
  ]);

  await insertArticles(database.db, await syntheticArticles(1, { seed: 99 }));
  const added = await seconds(() => startUp(database));
  await insertArticles(database.db, await syntheticArticles(1, { seed: 98 }));
  rows.push([
    'restart after one article was added',
    added,
    await seconds(() => syncSearchIndex(database.db)),
  ]);

  const word = await editOneArticle(database, 'synthetic-7-10');
  const edited = await seconds(() => startUp(database));
  await editOneArticle(database, 'synthetic-7-11');
  rows.push([
    'restart after one article was edited',
    edited,
    await seconds(() => syncSearchIndex(database.db)),
  ]);

  const [indexed] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from search_documents`,
  );
  console.log(`\nStart-up on ${label}: ${COUNT} articles, ${indexed?.n} search documents`);
  console.log('situation'.padEnd(40), 'start-up s'.padStart(11), 'index step s'.padStart(13));
  for (const [name, total, index] of rows)
    console.log(name.padEnd(40), total.padStart(11), index.padStart(13));
  console.log(`search finds the edited article's new word: ${(await finds(database, word)) ? 'yes' : 'NO'}`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'kub-bench-startup-'));
try {
  const embedded = await openDatabase({ dataDir });
  try {
    await benchEngine('PGlite', embedded);
  } finally {
    await embedded.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = `kub_bench_startup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 4 });
  try {
    await benchEngine('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
