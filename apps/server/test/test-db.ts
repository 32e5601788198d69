import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

export type Driver = 'pglite' | 'postgres';

/** The engines this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh migrated and seeded database of its own for one test file. */
export async function createTestDatabase(driver: Driver): Promise<Database> {
  if (driver === 'pglite') {
    const dump = await readFile(inject('pgliteTemplate'));
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
