import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Each workspace owns its Vitest project (environment, setup, browser); this file only lists them.
const workspaceProjects = [
  'packages/api-client/vitest.config.ts',
  'packages/domain/vitest.config.ts',
  'packages/machines/vitest.config.ts',
  'packages/ui/vitest.config.ts',
  '.storybook/vitest.config.ts',
  'apps/shop/vitest.config.ts',
  'apps/shop/vitest.unit.config.ts',
].filter((file) => existsSync(file));

// The API suite runs once per database: always on embedded PGlite, and on PostgreSQL when a server is given.
// Tests that touch no database, or start the process as `npm start` does (embedded only), run once.
const databaseFreeTests = ['src/main.test.ts', 'src/staff-appointment.test.ts', 'src/db/seed-data.test.ts', 'src/db/migrations.test.ts', 'src/cluster.test.ts', 'src/cache/read-cache.test.ts', 'src/auth/session-cache.test.ts'];
// `*.pg.test.ts` need what only the machine's services give: several connections, processes or servers on one
// PostgreSQL database, and Redis (TEST_REDIS_URL) for counts shared between instances.
const postgresOnlyTests = ['src/**/*.pg.test.ts'];
const apiProjects = [
  { extends: './apps/api/vitest.config.ts', test: { name: 'api-pglite', env: { TEST_DB: 'pglite' }, exclude: postgresOnlyTests } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ extends: './apps/api/vitest.config.ts', test: { name: 'api-postgres', env: { TEST_DB: 'postgres' }, exclude: databaseFreeTests } }]
    : []),
];

export default defineConfig({
  test: {
    projects: [...workspaceProjects, ...apiProjects],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
