import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Each workspace owns its Vitest project (environment, setup, browser); this file only lists them.
const workspaceProjects = [
  'packages/api-client/vitest.config.ts',
  'packages/domain/vitest.config.ts',
  'packages/i18n/vitest.config.ts',
  'packages/machines/vitest.config.ts',
  'packages/mail/vitest.config.ts',
  'packages/ui/vitest.config.ts',
  '.storybook/vitest.config.ts',
  'apps/shop/vitest.config.ts',
  'apps/shop/vitest.unit.config.ts',
  'scripts/vitest.config.ts',
].filter((file) => existsSync(file));

// The API suite runs once per database: always on embedded PGlite, and on PostgreSQL when a server is given.
// Tests whose outcome no database decides run once: those that touch none, those that start the process as
// `npm start` does (embedded only), those of the HTTP layer alone (headers, CORS, socket timeouts), and the
// password hashing's, whose one write is a plain update.
// The process tests start the compiled server as `npm start` does, each on an embedded database of its own,
// and need no test database: they are a project of their own (api-processes), which runs in the browser lane
// beside the journeys that start it too, where the stories' quicker Chromium left room.
const processTests = ['src/main.test.ts', 'src/staff-appointment.test.ts', 'src/cluster.test.ts'];
const databaseFreeTests = [
  ...processTests,
  'src/db/seed-data.test.ts',
  'src/db/migrations.test.ts',
  'src/db/embedded-database.test.ts',
  'src/db/pglite-snapshot.test.ts',
  'src/cache/read-cache.test.ts',
  'src/cache/cache-flood.test.ts',
  'src/auth/session-cache.test.ts',
  'src/http/security-headers.test.ts',
  'src/http/cors.test.ts',
  'src/http/timeouts.test.ts',
  'src/auth/password.test.ts',
];
// `*.pg.test.ts` need what only the machine's services give: several connections, processes or servers on one
// PostgreSQL database, and Redis (TEST_REDIS_URL) for counts shared between instances.
const postgresOnlyTests = ['src/**/*.pg.test.ts'];
// PGlite is PostgreSQL's own engine, so what one connection at a time decides is decided alike on both. The
// suites PGlite, in the test's own thread, runs at a third to a half of PostgreSQL's pace run once, on
// PostgreSQL when there is one (CI's time is bounded): the plans at 12,000 wines (seeding them), the
// hostile-input suite (34,000 requests, whose refusals come before or from the same engine), and those of one
// caller's requests in turn (CI, PGlite against PostgreSQL: reviews 28 s against 10, account erasure 25 against
// 6, the rendered pages 20 against 5, the original clients and the contract 17 against 6, the migrations of
// facts and texts 18 against 2, the wines' facts 29 against 6, the mail screen 18 against 6, password resets 16
// against 4, the profile 13 against 2, staff's lists 11 against 5, catalogue search 26 against 6, the causes of
// mail 17 against 9, images 12 against 4, staff's operations 10 against 3, the mail sender 9 against 2, bad
// input 8 against 2). The journeys (e2e) still take the same reads and writes through PGlite, as `npm start`
// runs the shop.
const onceOnPostgresTests = process.env.TEST_DATABASE_URL
  ? [
      'src/catalogue/plans.test.ts',
      'src/http/hostile-input.test.ts',
      'src/routes/mass-assignment.test.ts',
      'src/routes/back-office.test.ts',
      'src/http/rate-limits.test.ts',
      'src/routes/change-password.test.ts',
      'src/routes/reviews.test.ts',
      'src/routes/account-erasure.test.ts',
      'src/http/shop-pages.test.ts',
      'src/routes/original-clients.test.ts',
      'src/http/contract.test.ts',
      'src/routes/content-languages.test.ts',
      'src/images/files.test.ts',
      'src/db/facts-migration.test.ts',
      'src/db/content-migration.test.ts',
      'src/routes/wine-facts.test.ts',
      'src/mail/mail-screen.test.ts',
      'src/routes/password-resets.test.ts',
      'src/routes/profile.test.ts',
      'src/routes/staff-lists.test.ts',
      'src/routes/catalogue-search.test.ts',
      'src/mail/causes.test.ts',
      'src/http/images.test.ts',
      'src/http/staff-operations.test.ts',
      'src/mail/sender.test.ts',
      'src/http/bad-input.test.ts',
    ]
  : [];
const apiProjects = [
  { extends: './apps/api/vitest.config.ts', test: { name: 'api-pglite', env: { TEST_DB: 'pglite' }, exclude: [...postgresOnlyTests, ...onceOnPostgresTests, ...processTests] } },
  // Not an extension of the API's project: its global setup migrates a test database these never open.
  { test: { name: 'api-processes', environment: 'node', root: 'apps/api', include: processTests } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ extends: './apps/api/vitest.config.ts', test: { name: 'api-postgres', env: { TEST_DB: 'postgres' }, exclude: databaseFreeTests } }]
    : []),
];

// `npm test` runs two Vitest processes side by side (TEST_LANE): the browser lane (stories, then end-to-end
// journeys, which Vitest runs after every other project) and the node lane (the rest, then the other journeys:
// apps/shop/vitest.config.ts says which), so the journeys no longer wait for the API suites to end.
const browserLane = new Set(['.storybook/vitest.config.ts', 'api-processes']);
const bothLanes = new Set(['apps/shop/vitest.config.ts']);
const lane = process.env.TEST_LANE;
const projects = [...workspaceProjects, ...apiProjects].filter((project) => {
  if (lane === undefined || (typeof project === 'string' && bothLanes.has(project))) return true;
  const inBrowserLane = browserLane.has(typeof project === 'string' ? project : project.test.name);
  if (lane === 'browser') return inBrowserLane;
  if (lane === 'node') return !inBrowserLane;
  throw new Error(`TEST_LANE is "browser", "node" or unset, not "${lane}".`);
});

export default defineConfig({
  test: {
    projects,
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
