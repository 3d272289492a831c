import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const committed = resolve(repoRoot, 'apps/api/drizzle');

describe('committed migrations', () => {
  it('cover the schema (run `npm run db:generate -- --name <change>` after changing schema.ts)', () => {
    const out = mkdtempSync(join(tmpdir(), 'cellar-migrations-'));
    cpSync(committed, out, { recursive: true });
    const config = join(out, 'drizzle.config.mjs');
    // drizzle-kit reads `out` relative to the working directory, whatever its form.
    writeFileSync(config, `export default { dialect: 'postgresql', schema: 'apps/api/src/db/schema.ts', out: ${JSON.stringify(relative(repoRoot, out))} };`);
    const log = execFileSync(join(repoRoot, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], { cwd: repoRoot, encoding: 'utf8' });
    expect(log).toMatch(/No schema changes|migration file/);
    const sql = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.sql'));
    expect(sql(out)).toEqual(sql(committed));
  }, 60_000);
});
