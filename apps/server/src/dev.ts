import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { demoExchangeRoutes } from './modules/sso/demo-exchange.routes.ts';
import { startDevSsoProviderFromConfig } from './modules/sso/dev-provider/dev-start.ts';

const WEB_ROOT = new URL('../../web/', import.meta.url).pathname;

/**
 * `npm run dev`: the same app, with the site served by Vite in middleware mode (hot reload for
 * the web app; tsx restarts this process when server code changes).
 */
async function main() {
  // The development server works on the demo content (on this machine only: see demo-mode.ts).
  const config = loadConfig({ NODE_ENV: 'development', DEMO_CONTENT: 'true', ...process.env });
  const database = await prepareDatabase(config);
  const vite = await createViteServer({
    root: WEB_ROOT,
    configFile: `${WEB_ROOT}vite.config.ts`,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const app = await buildApp({
    config,
    database,
    logger: { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } },
    web: {
      mode: 'development',
      demo: config.DEMO_MODE,
      loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      devMiddleware: vite.middlewares,
    },
  });
  app.addHook('onClose', () => vite.close());
  await app.register(demoExchangeRoutes, { config });
  const sso = await startDevSsoProviderFromConfig(config);
  app.addHook('onClose', async () => sso?.close());
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
