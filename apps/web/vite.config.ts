import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port; Vite forwards the server's paths to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    // Hashed file names under /assets/: the server caches that folder for a year.
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Small modules shared by the shell and lazy pages go into their importers instead of a
        // file each: the first page then loads 3 files instead of about 17 (round trips on phones).
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } },
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
