import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server listens on 3000 by default; in dev the console proxies /api (HTTP and the live
// websocket) to it so the browser sees one origin, exactly as in production.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // sanitize-html's style parser, never used by the rich-text policy (src/vendor/postcss-stub.ts)
    alias: { postcss: fileURLToPath(new URL('./src/vendor/postcss-stub.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // AG Grid alone is ~300 KB min; it lives in the lazily loaded list chunk, so the warning
    // limit is raised to keep real regressions (a heavy import in the shell) visible.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // AG Grid gets a chunk of its own: it changes only on upgrades, so browsers keep it
        // cached across console releases (and it loads only with the first list).
        codeSplitting: {
          // without this, react (a dependency of ag-grid-react) would move into the grid chunk
          includeDependenciesRecursively: false,
          // ag-stack is AG Grid's own layer (it ships with every grid release), so it goes with it
          groups: [
            { name: 'ag-grid', test: /node_modules[\\/](ag-grid-|ag-stack[\\/]|@ag-grid-community[\\/])/ },
            // what the entry imports statically is fetched before anything draws, so it is one
            // file: split along the lazy screens that share it, it was a dozen files of 1-4 KB,
            // each costing its own request and ~0.7 KB of headers
            { name: 'boot', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      // stored files, with the file cookie the sign-in set on this origin
      '/storage': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: Number(process.env.VITE_PORT ?? 5173) },
});
