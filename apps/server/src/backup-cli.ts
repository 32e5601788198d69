import { join, resolve } from 'node:path';
import { type Config, loadConfig } from './config.ts';
import { readSiteRecord } from './lib/site-record.ts';
import { backupPglite, backupPostgres } from './modules/backup/backup-archive.ts';
import { formatReport, restoreCheck } from './modules/backup/restore-check.ts';
import { payoutChain } from './modules/payouts/payout-chain.ts';
import { payoutSettings } from './modules/payouts/payout-settings.ts';
import { readyStatus } from './restore-app.ts';
import { openConfiguredDatabase } from './seed/prepare.ts';

/**
 * `npm run db:backup [-- --out FILE]`: a backup of the configured database with its manifest.
 * `npm run db:restore-check -- FILE [--keep]`: restores it into a scratch database and proves it.
 */
function argument(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
}

async function backup(config: Config, args: string[]): Promise<number> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = config.DATABASE_URL ? 'dump' : 'tar.gz';
  const file = resolve(argument(args, '--out') ?? join('backups', `kub-${stamp}.${extension}`));
  const started = Date.now();
  let manifest;
  if (config.DATABASE_URL) {
    manifest = await backupPostgres(config.DATABASE_URL, file);
  } else {
    // The embedded database serves one process: a running server holds it.
    const running = readSiteRecord(config.dataDir);
    if (running) {
      console.error(
        `The site (process ${running.pid}) has the embedded database open: stop it, then back up.`,
      );
      return 1;
    }
    const database = await openConfiguredDatabase(config);
    try {
      manifest = await backupPglite(database, file);
    } finally {
      await database.close();
    }
  }
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `backup: ${file} (${manifest.format}, ${manifest.bytes} bytes, ${rows} rows in ` +
      `${Object.keys(manifest.tables).length} tables) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`manifest: ${file}.manifest.json`);
  return 0;
}

async function check(config: Config, args: string[]): Promise<number> {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: npm run db:restore-check -- <backup file> [--keep]');
    return 2;
  }
  const chain = payoutSettings(config).chain;
  const report = await restoreCheck({
    file: resolve(file),
    serverUrl: config.DATABASE_URL,
    payoutChain: chain ? payoutChain(chain) : null,
    startApp: (database) => readyStatus(database, config),
    keep: args.includes('--keep'),
  });
  console.log(formatReport(file, report));
  return report.ok ? 0 : 1;
}

const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
const run = command === 'backup' ? backup : command === 'restore-check' ? check : undefined;
if (!run) {
  console.error('usage: backup-cli.ts backup [--out FILE] | restore-check FILE [--keep]');
  process.exit(2);
}
run(config, args).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
