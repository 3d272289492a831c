import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };

describe('the Node the project runs on', () => {
  // npm puts node_modules/.bin first on the PATH of every script, so the `node` devDependency's binary runs
  // `npm start`, `npm test` and whatever they start, whichever Node the machine has.
  it('is the Node 22 LTS the project brings, the one its engines name', () => {
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    const [wantedMajor, wantedMinor] = /(\d+)\.(\d+)/.exec(root.engines.node)!.slice(1).map(Number) as [number, number];
    expect(major).toBe(22);
    expect(major > wantedMajor || (major === wantedMajor && minor >= wantedMinor)).toBe(true);
    expect(root.devDependencies.node).toMatch(/^~22\./);
  });
});
