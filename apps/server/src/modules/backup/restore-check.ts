import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../../db/client.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { ledgerProblems } from '../ledger/ledger-invariants.ts';
import type { PayoutChain } from '../payouts/payout-chain.ts';
import { reconcilePayouts } from '../payouts/payout-reconcile.ts';
import {
  type BackupManifest,
  countRows,
  readerOf,
  readManifest,
  runTool,
  sha256Of,
} from './backup-archive.ts';

export interface CheckResult {
  name: string;
  status: 'ok' | 'fail' | 'skip';
  detail: string;
}

export interface RestoreCheckReport {
  ok: boolean;
  checks: CheckResult[];
}

export interface RestoreCheckOptions {
  file: string;
  /** A PostgreSQL server (URL of any database on it) where the scratch database is created. */
  serverUrl?: string;
  /** The payout chain, when KKUB payouts are configured: completed payouts are compared with it. */
  payoutChain?: PayoutChain | null;
  /** Builds the app on the restored database and answers the status of its `/readyz`. */
  startApp: (database: Database) => Promise<number>;
  /** Leave the scratch database in place (PostgreSQL) for a closer look. */
  keep?: boolean;
  clock?: Clock;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Restores the archive into a scratch database: a new PostgreSQL database, or PGlite in memory. */
async function restore(
  manifest: BackupManifest,
  options: RestoreCheckOptions,
): Promise<{ database: Database; where: string; drop: () => Promise<void> }> {
  if (manifest.format === 'pglite-datadir') {
    const archive = await readFile(options.file);
    const database = await openDatabase({ loadDataDir: new Blob([archive]) });
    return { database, where: 'an in-memory embedded database', drop: async () => {} };
  }
  if (!options.serverUrl) throw new Error('a PostgreSQL dump needs a server to restore into (DATABASE_URL)');
  const name = `kub_restore_check_${randomBytes(5).toString('hex')}`;
  await adminQuery(options.serverUrl, `create database ${name}`);
  const url = withDatabase(options.serverUrl, name);
  const drop = () => adminQuery(options.serverUrl!, `drop database if exists ${name} with (force)`);
  try {
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${url}`,
      options.file,
    ]);
  } catch (error) {
    if (!options.keep) await drop();
    throw error;
  }
  const database = await openDatabase({ url, poolSize: 3 });
  return { database, where: `the scratch database ${name}`, drop };
}

/** Every migration this release ships is applied, and none it does not know. */
async function checkMigrations(database: Database): Promise<CheckResult> {
  const name = 'migrations current';
  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const applied = await readerOf(database.db)<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by created_at',
  );
  const appliedHashes = new Set(applied.map((row) => row.hash));
  const shippedHashes = new Set(shipped.map((migration) => migration.hash));
  const missing = shipped.filter((migration) => !appliedHashes.has(migration.hash)).length;
  const unknown = applied.filter((row) => !shippedHashes.has(row.hash)).length;
  if (missing === 0 && unknown === 0) {
    return { name, status: 'ok', detail: `${applied.length} of ${shipped.length} applied` };
  }
  return {
    name,
    status: 'fail',
    detail:
      `${missing} of this release's ${shipped.length} migrations not applied, ${unknown} applied that it ` +
      'does not ship (restore with the release that took the backup, or migrate the copy first)',
  };
}

function compareCounts(manifest: BackupManifest, restored: Record<string, number>): CheckResult {
  const name = 'row counts as in the dump';
  const differences: string[] = [];
  let rows = 0;
  for (const [table, expected] of Object.entries(manifest.tables)) {
    rows += expected;
    const actual = restored[table];
    if (actual !== expected) differences.push(`${table}: ${actual ?? 'missing'} (dump ${expected})`);
  }
  const tables = Object.keys(manifest.tables).length;
  return differences.length === 0
    ? { name, status: 'ok', detail: `${tables} tables, ${rows.toLocaleString('en')} rows` }
    : { name, status: 'fail', detail: differences.join('; ') };
}

async function guarded(name: string, check: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await check();
  } catch (error) {
    return { name, status: 'fail', detail: (error as Error).message.split('\n')[0]! };
  }
}

/**
 * Restores a backup into a scratch database and proves it usable: the archive is the one the
 * manifest describes, the migrations are this release's, the ledger passes the same invariants
 * the hourly reconciliation checks, every table holds the rows the dump held, completed payouts
 * match the chain (when one is configured), and the app starts on it and answers `/readyz`.
 */
export async function restoreCheck(options: RestoreCheckOptions): Promise<RestoreCheckReport> {
  const checks: CheckResult[] = [];
  const report = () => ({ ok: checks.every((check) => check.status !== 'fail'), checks });
  let manifest: BackupManifest;
  try {
    manifest = await readManifest(options.file);
  } catch (error) {
    checks.push({ name: 'manifest', status: 'fail', detail: (error as Error).message });
    return report();
  }
  const digest = await sha256Of(options.file).catch(() => 'unreadable');
  if (digest !== manifest.sha256) {
    checks.push({
      name: 'archive intact',
      status: 'fail',
      detail: `sha256 ${digest}, manifest ${manifest.sha256}`,
    });
    return report();
  }
  checks.push({ name: 'archive intact', status: 'ok', detail: `sha256 matches (${manifest.bytes} bytes)` });

  const started = Date.now();
  let restored: Awaited<ReturnType<typeof restore>>;
  try {
    restored = await restore(manifest, options);
  } catch (error) {
    checks.push({ name: 'restored', status: 'fail', detail: (error as Error).message.split('\n')[0]! });
    return report();
  }
  checks.push({
    name: 'restored',
    status: 'ok',
    detail: `into ${restored.where} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  });
  const { database } = restored;
  try {
    checks.push(await guarded('migrations current', () => checkMigrations(database)));
    checks.push(
      await guarded('ledger balanced', async () => {
        const problems = await ledgerProblems(database.db);
        return problems.length === 0
          ? { name: 'ledger balanced', status: 'ok', detail: 'every transfer, currency and balance' }
          : { name: 'ledger balanced', status: 'fail', detail: problems.join('; ') };
      }),
    );
    checks.push(
      await guarded('row counts as in the dump', async () =>
        compareCounts(manifest, await countRows(readerOf(database.db))),
      ),
    );
    const chain = options.payoutChain;
    checks.push(
      chain
        ? await guarded('payouts match the chain', async () => {
            const result = await reconcilePayouts(database.db, options.clock ?? systemClock, chain);
            const detail = `${result.payoutsChecked} completed payouts, ${result.transfersOnChain} transfers on chain`;
            return result.mismatches.length === 0
              ? { name: 'payouts match the chain', status: 'ok', detail }
              : {
                  name: 'payouts match the chain',
                  status: 'fail',
                  detail: result.mismatches
                    .map((m) => `${m.kind} ${m.payoutId ?? m.txHash}: ${m.detail}`)
                    .join('; '),
                };
          })
        : { name: 'payouts match the chain', status: 'skip', detail: 'KKUB payouts are not configured' },
    );
    checks.push(
      await guarded('the app starts on it', async () => {
        const status = await options.startApp(database);
        return {
          name: 'the app starts on it',
          status: status === 200 ? 'ok' : 'fail',
          detail: `/readyz ${status}`,
        };
      }),
    );
  } finally {
    await database.close();
    if (!options.keep) await restored.drop();
  }
  return report();
}

/** The report as an operator reads it: one line per check. */
export function formatReport(file: string, report: RestoreCheckReport): string {
  const mark = { ok: 'ok  ', fail: 'FAIL', skip: 'skip' } as const;
  const lines = report.checks.map((check) => `  ${mark[check.status]}  ${check.name}: ${check.detail}`);
  const verdict = report.ok ? 'the backup restores and is sound' : 'the backup FAILED its restore check';
  return [`restore-check ${file}`, ...lines, verdict].join('\n');
}
