import { defineProject } from 'vitest/config';

// The shop's own code that needs no build, server or browser (the server renderer's page shell, the build's font subsetting).
export default defineProject({
  test: { name: 'shop', environment: 'node', root: import.meta.dirname, include: ['src/**/*.test.ts', 'build/**/*.test.ts'] },
});
