import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test file opens its own databases (fresh SQLite file, fresh MariaDB database).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
