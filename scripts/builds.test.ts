import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILDS, staleReason, type Build } from './builds.mjs';

describe('what npm start builds', () => {
  const root = mkdtempSync(join(tmpdir(), 'cellar-builds-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const build: Build = { name: 'a build', command: ['true'], outputs: ['out/index.html', 'out/server.js'], inputs: () => ['src', 'package-lock.json'] };
  const write = (path: string, at: number) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), path);
    utimesSync(join(root, path), at, at);
  };

  it('builds what is missing, what is older than any of its sources, and nothing else', () => {
    write('src/app/page.tsx', 1000);
    write('package-lock.json', 1000);
    expect(staleReason(build, root)).toBe('out/index.html is missing');
    write('out/index.html', 2000);
    write('out/server.js', 2000);
    expect(staleReason(build, root)).toBeNull();
    write('src/app/page.tsx', 3000);
    expect(staleReason(build, root)).toBe('src/app/page.tsx changed since');
  });

  // npm test builds first: a build that left any output older than its sources (or wrote into them)
  // would make every start build again.
  it.each(BUILDS.map((each) => [each.name, each] as const))('finds %s current right after npm run build', (_name, each) => {
    expect(staleReason(each), 'run `npm run build` first (npm test does)').toBeNull();
  });
});
