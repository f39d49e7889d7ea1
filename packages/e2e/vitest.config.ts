import { defineConfig } from 'vitest/config';

// Two projects: `unit` (helpers, runs in `npm test`) and `e2e` (browser journeys against the built
// server, runs in `npm run e2e`; needs apps/server/dist and apps/web/dist, or E2E_BASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['src/journeys/**/*.e2e.ts'],
          globalSetup: ['./src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time against one shared server: predictable timing on small machines.
          fileParallelism: false,
          // vitest's default of 1 s for expect.poll includes each call of the polled function: a locator call that waits
          // for a page still loading (after a reload, on a busy 2-core machine) ran past it (a CI failure of auftraege)
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
