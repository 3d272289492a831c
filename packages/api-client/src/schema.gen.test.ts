import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** Runs a generator of `npm run gen:api` into a fresh folder and compares its output with the committed file. */
function expectCurrent(committed: string, generate: (output: string) => void) {
  const fresh = join(mkdtempSync(join(tmpdir(), 'api-gen-')), 'out.ts');
  generate(fresh);
  expect(readFileSync(join(root, committed), 'utf8')).toBe(readFileSync(fresh, 'utf8'));
}

describe('generated from openapi.yaml (run `npm run gen:api` after changing the contract)', () => {
  // openapi-typescript runs as its own process: seconds on a loaded 2-core machine.
  it('the API types are current', { timeout: 30_000 }, () => {
    expectCurrent('packages/api-client/src/schema.gen.ts', (output) =>
      execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), ['openapi.yaml', '-o', output], { cwd: root, stdio: 'pipe' }),
    );
  });

  it("the contract's enums, request fields and bounds are current", { timeout: 30_000 }, () => {
    expectCurrent('packages/api-client/src/contract.gen.ts', (output) =>
      execFileSync(process.execPath, ['scripts/gen-contract.mjs', output], { cwd: root, stdio: 'pipe' }),
    );
  });
});
