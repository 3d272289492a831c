import { configDefaults, defineProject } from 'vitest/config';

// `npm test` shares the journeys between its two lanes (see the root vitest.config.ts): these run in the node
// lane once its suites are done, the rest in the browser lane after the stories, so that both lanes end
// together (each lane's log ends with its time). The server-rendering journey measures layout shifts as the
// fonts arrive, and beside the stories' Chromium it once measured one of 0.0001 that a quieter run never
// shows: it stays in the node lane.
const nodeLaneJourneys = ['e2e/server-rendering.test.ts', 'e2e/home.test.ts', 'e2e/catalogue.test.ts', 'e2e/back-office.test.ts'];
const lane = process.env.TEST_LANE;

// End-to-end journeys in Chromium against the real server, started once for the whole run (once per lane).
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    root: import.meta.dirname,
    include: lane === 'node' ? nodeLaneJourneys : ['e2e/**/*.test.ts'],
    exclude: lane === 'browser' ? [...configDefaults.exclude, ...nodeLaneJourneys] : configDefaults.exclude,
    globalSetup: ['e2e/support/server.ts'],
    // The journeys share one server and database, so files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
