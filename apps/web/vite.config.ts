import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shopTextsPlugin } from './build/texts-plugin.ts';

// In development the API runs on its own port; Vite forwards the server's paths to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), shopTextsPlugin()],
  build: {
    outDir: 'dist',
    // Hashed file names under /assets/: the server caches that folder for a year.
    assetsDir: 'assets',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload the chunks a page needs (its language's
    // texts, the search or detail page) beside the entry.
    manifest: true,
    // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Everything the first page loads statically goes into one chunk beside the entry: one
        // request instead of about 16, without the module wrappers that inlining common chunks
        // needs (measured: 3.5 KB gzip smaller). bench/first-load.ts prints the first load.
        // Three helpers of a few hundred bytes that the detail page and many lazy pages share go in
        // one chunk: as chunks of their own each cost a request and its own gzip frame.
        codeSplitting: {
          groups: [
            { name: 'web', tags: ['$initial'] },
            {
              name: 'web',
              test: /shared[\\/](hooks[\\/](use-document-title|use-debounced-value)|format[\\/]localized-name)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
