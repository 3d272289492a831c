import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // A fresh database per test file: creating one on PGlite takes seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
