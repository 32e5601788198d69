import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabase } from './global-setup.ts';
import type { Driver } from './test-db.ts';

/** An empty database (nothing migrated), as a new production site starts on, and its settings. */
export interface FreshDatabase {
  /** DATABASE_URL for PostgreSQL, DATA_DIR for PGlite: what a process is configured with. */
  env: Record<string, string>;
  /** PostgreSQL only: the connection string. */
  url?: string;
  drop(): Promise<void>;
}

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createFreshDatabase(driver: Driver): Promise<FreshDatabase> {
  if (driver === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'kub-fresh-'));
    return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `kub_fresh_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = withDatabase(process.env.TEST_DATABASE_URL!, name);
  return {
    env: { DATABASE_URL: url },
    url,
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}
