import { defineProject } from 'vitest/config';

// End-to-end journeys in Chromium against the real server, started once for the whole run.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    root: import.meta.dirname,
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/server.ts'],
    // The journeys share one server and database, so files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
