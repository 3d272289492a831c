import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/migrated-database.ts'],
    // Every file builds its own server and database and closes them, and no test mocks a module, so the
    // files share one module graph: importing the server's modules per file was a quarter of the suite's CPU.
    isolate: false,
    // A fresh database per test file: creating one on PGlite takes seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
