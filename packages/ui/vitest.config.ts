import { defineProject } from 'vitest/config';

// Pure helpers only; components are tested as stories in real Chromium by the `storybook` project.
export default defineProject({ test: { name: 'ui', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] } });
