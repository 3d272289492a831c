import { defineConfig } from 'vitest/config';

// Each workspace owns its own Vitest project (environment, setup, browser); this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', '.storybook/vitest.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
