import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import type { WebOptions } from '../src/web/ssr.ts';

/** A test that renders pages: the first render compiles the page's modules, slow on a busy machine. */
export const RENDER_TIMEOUT_MS = 180_000;

const WEB_ROOT = new URL('../../web/', import.meta.url).pathname;

/**
 * The site's pages for a test app, rendered from source as `npm run dev` renders them (Vite's
 * server build, no browser assets): a test can ask for a page and count what its render costs.
 */
export async function webFromSource(): Promise<{ web: WebOptions; close: () => Promise<void> }> {
  const vite = await createViteServer({
    root: WEB_ROOT,
    configFile: `${WEB_ROOT}vite.config.ts`,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  return {
    web: {
      mode: 'development',
      loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    },
    close: () => vite.close(),
  };
}
