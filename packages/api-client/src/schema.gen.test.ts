import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

describe('generated API types', () => {
  // openapi-typescript runs as its own process: seconds on a loaded 2-core machine.
  it('are current with openapi.yaml (run `npm run gen:api` after changing the contract)', { timeout: 30_000 }, () => {
    const fresh = join(mkdtempSync(join(tmpdir(), 'api-types-')), 'schema.gen.ts');
    execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), ['openapi.yaml', '-o', fresh], { cwd: root, stdio: 'pipe' });
    const committed = readFileSync(join(root, 'packages/api-client/src/schema.gen.ts'), 'utf8');
    expect(committed).toBe(readFileSync(fresh, 'utf8'));
  });
});
