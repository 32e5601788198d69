import { join } from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { renderMissingArticleHtml } from '../modules/articles/article-store.ts';
import { summariseMissingGlossary } from '../modules/glossary/glossary-summary.ts';
import { refusePublishedPasswords } from './published-passwords.ts';
import { seedDemoContent, seedReferenceData } from './seed.ts';

type DatabaseConfig = Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'dataDir'>;
type PrepareConfig = DatabaseConfig &
  Pick<Config, 'contentDir' | 'SEED_ON_START' | 'DEMO_CONTENT' | 'DEMO_MODE' | 'MIGRATE_ON_START'>;

/** Opens the configured database: PostgreSQL, or the embedded PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: DatabaseConfig): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
}

/**
 * Refuses a database whose schema is older than this code: the code would fail on the first
 * missing column, halfway through someone's request. Newer is fine (expand, then contract).
 */
export async function requireCurrentSchema(database: Database): Promise<void> {
  const pending = await database.pendingMigrations();
  if (pending.length === 0) return;
  throw new Error(
    `Refusing to start: the database schema is older than this code (${pending.length} migration` +
      `${pending.length === 1 ? '' : 's'} to apply: ${pending.join(', ')}). Run \`npm run db:migrate\` ` +
      '(in the container image: `node apps/server/dist/cli.js migrate`), or set MIGRATE_ON_START=true.',
  );
}

/**
 * Opens the configured database and readies it for serving: migrates it (or, where migrating is a
 * step of its own, checks that it was), adds the missing reference data and, where DEMO_CONTENT
 * is on, the demo content. Outside that, it refuses accounts whose password the README publishes.
 */
export async function prepareDatabase(config: PrepareConfig): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  try {
    if (config.MIGRATE_ON_START) await database.migrate();
    else await requireCurrentSchema(database);
    if (config.SEED_ON_START) {
      await seedReferenceData(database.db, config.contentDir);
      if (config.DEMO_CONTENT) await seedDemoContent(database.db, config.contentDir);
    }
    await renderMissingArticleHtml(database.db);
    await summariseMissingGlossary(database.db);
    if (!config.DEMO_CONTENT && !config.DEMO_MODE) await refusePublishedPasswords(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
