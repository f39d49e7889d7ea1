import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Rendering and reading back a PDF takes a few hundred ms; a busy CI machine must not time out.
    testTimeout: 30_000,
  },
});
