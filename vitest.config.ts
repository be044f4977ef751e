import { defineConfig } from 'vitest/config';

// Two lanes: `unit` (fast, no server) and `api` (the real server on a real database engine).
// End-to-end specs live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['development'] },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        resolve: { conditions: ['development'] },
        test: {
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/jsdom-setup.ts'],
        },
      },
      {
        resolve: { conditions: ['development'] },
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server and embedded database; two cores, so two at a time.
          maxWorkers: 2,
          minWorkers: 1,
        },
      },
    ],
  },
});
