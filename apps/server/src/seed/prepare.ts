import { join } from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { renderMissingArticleHtml } from '../modules/articles/article-store.ts';
import { seedDatabase } from './seed.ts';

/** Opens the configured database: PostgreSQL, or the embedded PGlite under DATA_DIR. */
export function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'dataDir'>,
): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
}

/** Opens the configured database, migrates it and seeds it. */
export async function prepareDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'dataDir' | 'contentDir' | 'SEED_ON_START'>,
  options: { seed?: boolean } = {},
): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  if (options.seed ?? config.SEED_ON_START) await seedDatabase(database.db, config.contentDir);
  await renderMissingArticleHtml(database.db);
  return database;
}
