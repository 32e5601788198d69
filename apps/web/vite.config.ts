import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const SERVER_TRANSLATION = fileURLToPath(new URL('./app/i18n/server-translation.ts', import.meta.url));

/**
 * The server render imports react-i18next through app/i18n/server-translation.ts, whose
 * `useTranslation` is built once per language instead of once per component (see there); the
 * browser keeps react-i18next's own.
 */
function serverTranslation(): Plugin {
  return {
    name: 'server-translation',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'react-i18next' || !options.ssr || importer === SERVER_TRANSLATION) return null;
      return SERVER_TRANSLATION;
    },
  };
}

const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/',
);

/**
 * What the browser build takes in place of a package (the server build keeps them all but React
 * Router):
 * - React Router's production build: the package points every import at its development build,
 *   which keeps its warnings for developers. The server build bundles the same production build,
 *   and the server takes `createRequestHandler` from the server build (see entry.server.tsx), so
 *   one copy of React Router renders and handles every request.
 * - The site's own small i18next and react-i18next (app/i18n/browser-*.ts): the libraries are 18 KB
 *   gzipped on every page, for the few things the site asks of them; a test compares the two on
 *   every key of every catalog.
 */
const BROWSER_BUILD: Record<string, string> = {
  'react-router': `${REACT_ROUTER_PRODUCTION}index.mjs`,
  'react-router/dom': `${REACT_ROUTER_PRODUCTION}dom-export.mjs`,
  i18next: fileURLToPath(new URL('./app/i18n/browser-i18next.ts', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./app/i18n/browser-react-i18next.tsx', import.meta.url)),
};
const SERVER_BUILD: Record<string, string> = { 'react-router': `${REACT_ROUTER_PRODUCTION}index.mjs` };

function browserBuild(): Plugin {
  return {
    name: 'browser-build',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, _importer, options) {
      return (options.ssr ? SERVER_BUILD : BROWSER_BUILD)[source] ?? null;
    },
  };
}

const PARTIAL_MANIFEST = 'function getPartialManifest({ sri, ...manifest }, router) {';

/**
 * React Router writes into every page the part of the route manifest the page's address needs,
 * matching the address and each of its parents against every route of the site (three addresses
 * for an article, over a hundred routes each, a new regular expression per try): about 4 % of a
 * page's CPU. The answer depends only on the manifest, the matched routes and the parent
 * addresses, so the server build keeps it per those (a bounded map, per manifest). The build fails
 * if React Router's code no longer has the function as expected.
 */
function partialManifestOnce(): Plugin {
  return {
    name: 'partial-manifest-once',
    apply: 'build',
    transform(code, id, options) {
      if (!options?.ssr || !id.startsWith(REACT_ROUTER_PRODUCTION) || !code.includes('getPartialManifest'))
        return null;
      if (!code.includes(PARTIAL_MANIFEST))
        throw new Error(`${id}: React Router's getPartialManifest changed; see partialManifestOnce`);
      return code.replace(
        PARTIAL_MANIFEST,
        `var partialManifests = new WeakMap();
function getPartialManifest(manifest, router) {
  let key = router.state.location.pathname.split("/").filter(Boolean).slice(0, -1).join("/") + "\\n" +
    router.state.matches.map((m) => m.route.id).join("\\n");
  let kept = partialManifests.get(manifest);
  if (!kept) partialManifests.set(manifest, kept = new Map());
  let partial = kept.get(key);
  if (partial === undefined) {
    if (kept.size >= 1000) kept.clear();
    partial = getPartialManifestEachTime(manifest, router);
    kept.set(key, partial);
  }
  return partial;
}
function getPartialManifestEachTime({ sri, ...manifest }, router) {`,
      );
    },
  };
}

/** A catalog of the site (not the back office's), by language: `locale-en`, `locale-th`. */
const SITE_CATALOG = /[\\/]app[\\/]locales[\\/](\w+)[\\/](?!admin)[\w-]+\.json$/;
/** The libraries every page runs: React, the router and the API client. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream|openapi-fetch)[\\/]/;
/** The site's own code. */
const SITE_CODE = /[\\/](apps[\\/]web[\\/]app|packages[\\/]contracts[\\/]src)[\\/]/;

/** The modules that make every page: the browser entry, the root route and the locale layout. */
const SHELL_ROOTS = ['entry.client.tsx', 'root.tsx', 'routes/locale-layout.tsx'].map((file) =>
  fileURLToPath(new URL(`./app/${file}`, import.meta.url)),
);
const BROWSER_ENTRY = SHELL_ROOTS[0];
const shellCache = new WeakMap<ChunkingContext, Set<string>>();

/** Everything the shell's modules import statically, however deep (their lazy imports left out). */
function shellModules(ctx: ChunkingContext): Set<string> {
  let found = shellCache.get(ctx);
  if (found) return found;
  found = new Set();
  const queue = SHELL_ROOTS.flatMap((file) =>
    [file, `${file}?__react-router-build-client-route`].filter((id) => ctx.getModuleInfo(id)),
  );
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  shellCache.set(ctx, found);
  return found;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [browserBuild(), partialManifestOnce(), serverTranslation(), tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // WEB_SOURCEMAP=1 keeps source maps, to see which modules a chunk's bytes come from.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      /**
       * The browser's scripts in a few files rather than dozens of small ones (46 on an article
       * page): each file is compressed on its own, so small ones compress badly and repeat what
       * their neighbours hold. One file of the libraries every page runs, one of each language's
       * catalogs, and one of the page frame (entry, root, locale layout and all they import);
       * each route keeps its own chunk. (The article page went from 46 files to 15.)
       */
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id: string) => {
                      const language = SITE_CATALOG.exec(id)?.[1];
                      return language ? `locale-${language}` : null;
                    },
                    priority: 30,
                  },
                  { name: 'framework', test: FRAMEWORK, priority: 20 },
                  {
                    // Not the browser entry itself: it hydrates the page when it runs, which must
                    // wait until the page's route modules are known, not happen whenever the
                    // first route module that needs the shell chunk loads.
                    name: (id: string, ctx: ChunkingContext) =>
                      SITE_CODE.test(id) && id !== BROWSER_ENTRY && shellModules(ctx).has(id)
                        ? 'shell'
                        : null,
                    priority: 10,
                  },
                ],
              },
            },
          }),
      // A page imports a contracts module for a constant or a type, and with it every schema the
      // module builds: zod calls are not known to be free of side effects, so their results stayed
      // in the bundle (zod itself, 25 KB gzipped, on every page). Schemas a page does not use are
      // now dropped, and zod with them where no form validates in the browser.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  // Bundled for development up front: found only on the first page view, they made Vite
  // re-bundle and reload that page, which then stayed without scripts.
  optimizeDeps: { include: ['i18next', 'react-i18next', 'zod'] },
}));
