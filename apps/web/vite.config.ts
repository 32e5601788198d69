import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  plugins: [serverTranslation(), tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
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
});
