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
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@mantine') || id.includes('@floating-ui')) return 'mantine';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return 'vendor';
        },
      },
      onwarn(warning, warn) {
        // zod ships a comment Rollup cannot place; harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
