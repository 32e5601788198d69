import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Bundled for development up front: found only on the first page view, they made Vite
  // re-bundle and reload that page, which then stayed without scripts.
  optimizeDeps: { include: ['i18next', 'react-i18next', 'zod'] },
});
