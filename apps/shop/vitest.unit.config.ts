import { defineProject } from 'vitest/config';

// The shop's own code that needs no build, server or browser (the server renderer's page shell).
export default defineProject({
  test: { name: 'shop', environment: 'node', root: import.meta.dirname, include: ['src/**/*.test.ts'] },
});
