import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { backupPostgres } from '../apps/server/src/modules/backup/backup-archive.ts';
import { formatReport, restoreCheck } from '../apps/server/src/modules/backup/restore-check.ts';
import { readyStatus } from '../apps/server/src/restore-app.ts';
import { withDatabase } from '../apps/server/test/global-setup.ts';
import { fillPeople } from './synthetic-people.ts';

/**
 * `npm run bench:backup`: how long `npm run db:backup` and `npm run db:restore-check` take on a
 * PostgreSQL database of BACKUP_USERS users (default 1,000,000) and BACKUP_ENTRIES ledger entries
 * (default 10,000,000), with their activity lines and sessions, generated set-based in a database
 * of its own (created on BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server, and
 * dropped after). Prints the dump's size and the times of the backup, of the restore alone and
 * of the whole restore check (restore, migrations, ledger invariants, row counts, app start).
 */
const USERS = Number(process.env.BACKUP_USERS ?? 1_000_000);
const ENTRIES = Number(process.env.BACKUP_ENTRIES ?? 10_000_000);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kub_bench_backup_${randomBytes(4).toString('hex')}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const folder = await mkdtemp(join(tmpdir(), 'kub-bench-backup-'));
  try {
    const database = await openDatabase({ url, poolSize: 2 });
    await database.migrate();
    let started = performance.now();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    await fillPeople(pool, { users: USERS, entries: ENTRIES });
    await pool.end();
    await database.close();
    const { rows } = await admin.query<{ size: string }>(
      `select pg_size_pretty(pg_database_size('${name}')) as size`,
    );
    console.log(
      `generated ${USERS.toLocaleString('en')} users and ${ENTRIES.toLocaleString('en')} ledger entries in ` +
        `${seconds(performance.now() - started)}; database ${rows[0]!.size} (${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)})`,
    );

    const file = join(folder, 'bench.dump');
    started = performance.now();
    const manifest = await backupPostgres(url, file);
    const backupMs = performance.now() - started;

    started = performance.now();
    const report = await restoreCheck({
      file,
      serverUrl,
      startApp: (restored) => readyStatus(restored),
    });
    const checkMs = performance.now() - started;
    console.log(formatReport(file, report));
    const restored = report.checks.find((check) => check.name === 'restored')?.detail ?? '';
    console.log(`\n| users | ledger entries | dump | db:backup | restore alone | db:restore-check (all) |`);
    console.log(`| ----- | -------------- | ---- | --------- | ------------- | ---------------------- |`);
    console.log(
      `| ${USERS.toLocaleString('en')} | ${ENTRIES.toLocaleString('en')} | ${(manifest.bytes / 1024 ** 2).toFixed(0)} MB | ` +
        `${seconds(backupMs)} | ${/in (\S+ s)$/.exec(restored)?.[1] ?? '?'} | ${seconds(checkMs)} |`,
    );
    console.log(`load average after the run: ${loadavg()[0]!.toFixed(1)}`);
    if (!report.ok) process.exitCode = 1;
  } finally {
    await rm(folder, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
