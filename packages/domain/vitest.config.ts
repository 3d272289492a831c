import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A host zone 17 hours ahead of Montevideo, on another calendar day most of the time, so a rule that
    // read the host's calendar instead of the shop's would fail here.
    env: { TZ: 'Pacific/Kiritimati' },
  },
});
