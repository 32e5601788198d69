import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { ensureInstallationSecrets } from './lib/installation-secrets.ts';
import { forgetSite, recordSite, urlOfAddress } from './lib/site-record.ts';
import { serveClusterMetrics } from './modules/metrics/cluster-metrics.ts';
import { prepareDatabase } from './seed/prepare.ts';

/** A worker that dies sooner than this after its start counts as crashing on start. */
const EARLY_EXIT_MS = 5_000;
/** Crashes on start in a row after which the primary gives up instead of forking forever. */
const MAX_EARLY_EXITS = 5;

/**
 * The primary of `WEB_CONCURRENCY` processes of one role: it readies the database once (migrating
 * only where MIGRATE_ON_START allows, see seed/prepare.ts) and makes the installation secrets,
 * then forks the workers, which share the listening port (the
 * operating system hands each new connection to one of them). A worker that dies is replaced; the
 * jobs it held are claimed again when their lease ends, as after any crash. SIGTERM or SIGINT stops
 * every worker gracefully, then the primary.
 */
export async function runClusterPrimary(config: Config): Promise<void> {
  const database = await prepareDatabase(config);
  await database.close();
  ensureInstallationSecrets(config.dataDir);
  if (config.METRICS_TOKEN) serveClusterMetrics();

  let stopping = false;
  let earlyExits = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', (_worker, address) => {
    recordSite(
      config.dataDir,
      urlOfAddress({ address: address.address ?? '0.0.0.0', port: address.port, family: '' }),
    );
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        forgetSite(config.dataDir);
        process.exit(0);
      }
      return;
    }
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    if (earlyExits >= MAX_EARLY_EXITS) {
      console.error(`workers keep exiting on start; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < config.WEB_CONCURRENCY; i += 1) fork();
}
