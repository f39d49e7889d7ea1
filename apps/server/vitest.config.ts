import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two test files at a time even on 2 cores (vitest's default there is one): each file has its own database,
    // server and directories, and much of a file's time is spent waiting for MariaDB, SMTP or a worker thread.
    maxWorkers: 2,
    // The files of a worker share one module graph (they run one after another in the same process): importing the api,
    // the ORM and the documents anew for each file took seconds a file on a 2-core machine. Every file builds its own
    // app, database and directories. The geometry and documents worker pools stay up from file to file (a documents
    // worker is slow to start from the sources through tsx). See docs/decisions/testing-and-ci.md.
    isolate: false,
  },
});
