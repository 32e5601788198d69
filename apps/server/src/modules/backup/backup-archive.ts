import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, queryRows } from '../../db/client.ts';

/** What a backup is: PostgreSQL's custom dump format, or the embedded database's data directory. */
export type BackupFormat = 'postgres-custom' | 'pglite-datadir';

/**
 * Written beside every backup (`<file>.manifest.json`): what the restore check compares the
 * restored copy with. The row counts are taken in the dump's own snapshot, so they describe
 * exactly the rows in the file, even while money moves during the backup.
 */
export interface BackupManifest {
  version: 1;
  format: BackupFormat;
  file: string;
  createdAt: string;
  bytes: number;
  sha256: string;
  /** Rows per table (`schema.table`), in the dump's snapshot. */
  tables: Record<string, number>;
}

export const manifestPathOf = (file: string) => `${file}.manifest.json`;

/** Any way to run a query and read its rows: a pg client, a pool, or PGlite. */
export type RowReader = <T>(text: string) => Promise<T[]>;

/** Every table of the app's schemas (the migrations' own bookkeeping included), sorted. */
export async function listTables(read: RowReader): Promise<string[]> {
  const rows = await read<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_tables
     where schemaname in ('public', 'drizzle') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Exact row counts of every table, one statement per table (all in the caller's snapshot). */
export async function countRows(read: RowReader): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(read)) {
    const quoted = table
      .split('.')
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join('.');
    const [row] = await read<{ n: string }>(`select count(*)::text as n from ${quoted}`);
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** A row reader over the app's own database handle (either driver). */
export function readerOf(db: Db): RowReader {
  return (text) => queryRows(db, sql.raw(text));
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Runs a PostgreSQL client program; fails with its error output when it exits non-zero. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

async function writeManifest(
  file: string,
  format: BackupFormat,
  tables: Record<string, number>,
): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    version: 1,
    format,
    file: basename(file),
    createdAt: new Date().toISOString(),
    bytes: (await stat(file)).size,
    sha256: await sha256Of(file),
    tables,
  };
  await writeFile(manifestPathOf(file), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * A logical backup of a PostgreSQL database with `pg_dump --format=custom`. One read-only
 * repeatable-read transaction exports its snapshot; pg_dump dumps from that snapshot and the row
 * counts are taken in it too, so the manifest matches the file while the site keeps writing.
 */
export async function backupPostgres(url: string, file: string): Promise<BackupManifest> {
  await mkdir(dirname(file), { recursive: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const dump = runTool('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    const read: RowReader = async (text) => (await client.query(text)).rows;
    const [tables] = await Promise.all([countRows(read), dump]);
    await client.query('commit');
    return await writeManifest(file, 'postgres-custom', tables);
  } finally {
    await client.end();
  }
}

/**
 * A backup of the embedded database: PGlite's own data-directory archive (gzip tarball). PGlite
 * serves one process, so nothing else writes while it is taken.
 */
export async function backupPglite(database: Database, file: string): Promise<BackupManifest> {
  if (!database.dump) throw new Error('this database cannot export its data directory');
  await mkdir(dirname(file), { recursive: true });
  const archive = await database.dump();
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  return writeManifest(file, 'pglite-datadir', await countRows(readerOf(database.db)));
}

export async function readManifest(file: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(manifestPathOf(file), 'utf8')) as BackupManifest;
  if (manifest.version !== 1 || !manifest.tables) throw new Error('not a backup manifest');
  return manifest;
}
