import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type AdvisoryLeases, postgresLeases, processLeases } from './advisory-leases.ts';
import { listenOnPostgres } from './listener.ts';
import { migratePostgresLocked, pendingMigrations } from './migration-state.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * What both drivers answer a raw query with: node-postgres's `QueryResult` and PGlite's `Results`
 * each carry the rows as `rows`.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}
/** The one database type every repo takes, whichever driver is underneath. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;
/** An open transaction. It runs queries like `Db`, so repos take either. */
export type Tx = PgTransaction<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs `work` in one transaction: everything it writes commits together or not at all. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Leases for work one process at a time does (see db/advisory-leases.ts). */
  leases: AdvisoryLeases;
  /** Applies the pending migrations (on PostgreSQL under an advisory lock: parallel runs queue). */
  migrate(): Promise<void>;
  /** The migrations of this code the database lacks, by name (empty: the schema is current). */
  pendingMigrations(): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Statements run through Drizzle since the database was opened (transactions' BEGIN and COMMIT
   * included): what a request costs the database, for `/metrics` and the tests that bound it.
   */
  queriesRun(): number;
  /** PostgreSQL only: the connection pool's use right now (PGlite is one in-process connection). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tarball (tests copy a seeded database from it). */
  dump?: () => Promise<Blob>;
  /**
   * Receives NOTIFY messages on `channel` from every process using this database (see
   * db/listener.ts). `onGap` runs when messages may have been missed (a lost connection
   * re-established), so the caller can drop whatever the messages would have invalidated.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
}

/** A Drizzle logger that only counts the statements it is shown. */
function queryCounter() {
  let count = 0;
  return { logger: { logQuery: () => void (count += 1) }, read: () => count };
}

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export type DatabaseOptions =
  { url: string; poolSize?: number } | { dataDir?: string; loadDataDir?: Blob | File };

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory when no dataDir).
 * The same Drizzle schema and SQL migrations serve both.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, a dropped database) is discarded
    // by the pool; without a listener its error event would crash the process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    // The pool listens only while a connection is idle. A connection that is lost while checked
    // out (between two statements of a transaction) emits 'error' with nobody listening, which
    // would end the process; the statement that runs next on it fails instead and is answered
    // 503, and releasing the broken connection makes the pool open a new one.
    // The connections still open: `pool.end()` resolves once it has asked each one to close, not
    // once they have, so `close` waits for their 'end' (dropping the database right after would
    // otherwise cut them off mid-goodbye, each reported as lost).
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
      client.on('error', (error) => console.warn(`database connection lost in use: ${error.message}`));
    });
    const counter = queryCounter();
    const db: Db = drizzlePg(pool, { schema, logger: counter.logger });
    const listeners = new Set<() => Promise<void>>();
    const leases = postgresLeases(options.url);
    return {
      db,
      driver: 'postgres',
      leases,
      queriesRun: counter.read,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migratePostgresLocked(pool, MIGRATIONS_FOLDER),
      pendingMigrations: () => pendingMigrations(db, MIGRATIONS_FOLDER),
      ping: async () => void (await pool.query('select 1')),
      listen: async (channel, onMessage, onGap) => {
        const stop = await listenOnPostgres(options.url, channel, onMessage, onGap);
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      close: async () => {
        await Promise.all([...listeners].map((unlisten) => unlisten()));
        await leases.releaseAll();
        const ended = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
        await pool.end();
        await Promise.all(ended);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const counter = queryCounter();
  const db: Db = drizzlePglite(client, { schema, logger: counter.logger });
  return {
    db,
    driver: 'pglite',
    queriesRun: counter.read,
    leases: processLeases,
    // One process owns an embedded database, so nobody migrates beside it.
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    pendingMigrations: () => pendingMigrations(db, MIGRATIONS_FOLDER),
    ping: async () => void (await client.query('select 1')),
    // One embedded database serves one process; its notifications arrive in-process.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  // The caller names the columns its SQL selects; the database does not check them.
  return result.rows as T[];
}

/** PostgreSQL's codes for a connection the server ended or never made (admin shutdown, crash, failover). */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_LOST_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|ECONNREFUSED|ECONNRESET|EPIPE/;

interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** An error and the causes it wraps (Drizzle wraps the driver's error), each once. */
function* errorChain(error: unknown): Generator<DriverError> {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as DriverError).cause) {
    seen.add(e);
    yield e as DriverError;
  }
}

/**
 * Whether a failure means the database could not be reached (a lost or refused connection),
 * as opposed to a statement it refused: the request can be retried once the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (e.code && (CONNECTION_LOST_CODES.has(e.code) || CONNECTION_LOST_MESSAGES.test(e.code))) return true;
    if (CONNECTION_LOST_MESSAGES.test(e.message ?? '')) return true;
  }
  return false;
}

/**
 * The unique constraint a write broke (PostgreSQL's 23505), from either driver, or null for any
 * other error. The constraint's name is on the error (or its cause), else in the message.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (const e of errorChain(error)) {
    if (e.code === '23505')
      return e.constraint ?? /unique constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
  }
  return null;
}
