import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
