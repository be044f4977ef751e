import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractSource = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));

// The API server listens on 4000; in development Vite serves the app on 4001 and forwards /api (and the socket).
export default defineConfig({
  plugins: [react()],
  // Bundle the contract from its source, so a web build never depends on a stale packages/contract/dist.
  resolve: { alias: { '@quarry/contract': contractSource } },
  server: {
    port: 4001,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:4000', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written without the comment that points browsers at them, and scripts/compress-assets.mjs moves
    // them out of dist to source-maps/: a production stack trace can still be mapped, but nobody can fetch them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each route loads, read by scripts/route-sizes.mjs for the budgets.
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload">; the polyfill would only cost bytes.
    // The admin area's pages load without preloading their chunks: every preload list lives in the entry chunk,
    // which the public pages load too (150 KiB budget); an admin page may pay one more round trip.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (/^assets\/Admin[A-Za-z]*-/.test(file) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // React and the router load on every route and change less often than the app: their own chunk stays
        // cached across releases. Everything else is left to Rollup, so a library lands in the chunk of the
        // routes that use it (a shared chunk when several do).
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|react-router|scheduler)\//.test(id) ? 'react' : undefined,
      },
      onwarn(warning, warn) {
        // zod ships a comment Rollup cannot place; harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
