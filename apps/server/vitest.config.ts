import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two test files at a time even on 2 cores (vitest's default there is one): each file has its own database,
    // server and directories, and much of a file's time is spent waiting for MariaDB, SMTP or a worker thread.
    maxWorkers: 2,
  },
});
