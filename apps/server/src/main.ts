import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { runClusterPrimary } from './cluster-primary.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase, prepareDatabase } from './seed/prepare.ts';
import { shutDownGracefully } from './lib/graceful-shutdown.ts';
import { demoExchangeRoutes } from './modules/sso/demo-exchange.routes.ts';
import { demoExchangeDepositRoutes } from './modules/wallet/demo-exchange-deposit.routes.ts';
import { forgetSite, recordSite, urlOfAddress } from './lib/site-record.ts';
import { requireCertificateKey } from './modules/certificates/signing-key.ts';
import { servesSite } from './process-role.ts';

const WEB_BUILD = new URL('../../web/build/', import.meta.url);

/**
 * Production entry: ready the database (see seed/prepare.ts), then do what PROCESS_ROLE says:
 * serve the API and the built site, run the jobs, or both. With WEB_CONCURRENCY above 1 (on
 * PostgreSQL), a primary readies the database and forks that many processes of the same role.
 */
async function main() {
  const config = loadConfig();
  requireCertificateKey(config);
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    if (config.DATABASE_URL) return runClusterPrimary(config);
    console.warn(
      'WEB_CONCURRENCY needs DATABASE_URL: the embedded database serves one process; serving from one',
    );
  }
  // A forked process's database was readied (and checked) by its primary.
  const database = cluster.isWorker ? await openConfiguredDatabase(config) : await prepareDatabase(config);
  const role = config.PROCESS_ROLE;
  const app = await buildApp({
    config,
    database,
    role,
    ...(servesSite(role)
      ? {
          web: {
            mode: 'production',
            demo: config.DEMO_MODE,
            loadBuild: () => import(new URL('server/index.js', WEB_BUILD).href),
            clientDir: new URL('client/', WEB_BUILD).pathname,
          },
        }
      : {}),
  });
  if (servesSite(role)) {
    // Demo mode (the quick start): the exchange sign-in is served by this process too.
    await app.register(demoExchangeRoutes, { config });
    // Demo mode: the demo exchange's Send KUB page, which deposits through the real webhook.
    await app.register(demoExchangeDepositRoutes, { config });
  }
  if (cluster.isPrimary) app.addHook('onClose', async () => forgetSite(config.dataDir));
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    try {
      await shutDownGracefully(app, database, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  // Where this site answers, for local tools (npm run deposit:send) to find it on any port.
  const [address] = app.addresses();
  if (address && cluster.isPrimary) recordSite(config.dataDir, urlOfAddress(address));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
