import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

/**
 * The advisory lock every migrating run takes (a fixed key, `kub:migrate` as an int8): two
 * processes that start together on a fresh database would otherwise both create the migrations
 * table and both apply the first migration. The second waits, then finds nothing left to do.
 */
const MIGRATION_LOCK_KEY = 0x6b75_626d_6967n;

/**
 * Applies the pending migrations on one connection that holds the migration lock for the whole
 * run, so parallel migrators (several instances starting, a migrate step beside a start) queue.
 */
export async function migratePostgresLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

interface Queryable {
  execute(query: ReturnType<typeof sql>): Promise<{ rows: unknown[] }>;
}

/**
 * The migrations this code has that the database has not applied, by file name. Drizzle applies
 * every migration newer than the newest one recorded, so that is the test here too.
 */
export async function pendingMigrations(db: Queryable, migrationsFolder: string): Promise<string[]> {
  const known = readMigrationFiles({ migrationsFolder });
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`);
  const exists = Boolean((table.rows[0] as { name: string | null } | undefined)?.name);
  let newest = -1;
  if (exists) {
    const result = await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const value = (result.rows[0] as { newest: string | null } | undefined)?.newest;
    newest = value ? Number(value) : -1;
  }
  const journal = journalTags(migrationsFolder);
  return known
    .map((migration, index) => ({ migration, tag: journal[index] ?? String(migration.folderMillis) }))
    .filter(({ migration }) => migration.folderMillis > newest)
    .map(({ tag }) => tag);
}

function journalTags(migrationsFolder: string): string[] {
  // readMigrationFiles has read the same journal already, so it exists and parses.
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}
