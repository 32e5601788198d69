import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { type ProductionServer, startProductionServer } from '../apps/server/test/production-server.ts';

/** The PostgreSQL server journeys create their own database on. */
const ADMIN_URL =
  process.env.E2E_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh, empty PostgreSQL database of its own (nothing migrated). */
export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createPostgresDatabase(label: string): Promise<PostgresDatabase> {
  const name = `kub_e2e_${label}_${randomBytes(5).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  return { url: databaseUrl(name), drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}

export interface PostgresSite {
  server: ProductionServer;
  /** The site's own database, for setting up what the journey needs (a PIN, KYC, an admin). */
  database: Database;
  /** The connection string of that database. */
  url: string;
  /** Stops the server and drops its database. */
  close(): Promise<void>;
}

/**
 * A production server on a fresh PostgreSQL database of its own, for journeys that must set up
 * data directly (the shared e2e server keeps an embedded database to itself). Like every test
 * site it loads the demo content and accounts (`DEMO_CONTENT=true`, see production-server.ts).
 */
export async function startPostgresSite(
  label: string,
  env: Record<string, string> = {},
): Promise<PostgresSite> {
  const fresh = await createPostgresDatabase(label);
  const server = await startProductionServer({
    databaseUrl: fresh.url,
    env: { DEMO_CONTENT: 'true', ...env },
  });
  const database = await openDatabase({ url: fresh.url, poolSize: 2 });
  return {
    server,
    database,
    url: fresh.url,
    async close() {
      await database.close();
      await server.stop();
      await fresh.drop();
    },
  };
}
