import { defineConfig } from 'vitest/config';

// End-to-end: each spec file starts the real built server (fresh database, mail captured by a local SMTP
// server) and one headless Chromium; each test gets a new browser context.
export default defineConfig({
  resolve: { conditions: ['development'] },
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./helpers/globalSetup.ts'],
    testTimeout: 60_000,
    // A browser walk on a loaded 2-core machine can miss a wait once; it runs once more, and `npm test`'s summary
    // still names every test that needed it (scripts/test.mjs), so a flaky walk is seen and mended, not hidden.
    retry: 1,
    hookTimeout: 120_000,
    // Two cores: two spec files (two servers, two browsers) at a time.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
