import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer, freePort, spawnServer } from './testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'cellar-cluster-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// `npm run start:cluster` on the embedded database; several workers on PostgreSQL are in cluster.pg.test.ts.
describe('the cluster on the embedded database', () => {
  it('refuses more than one worker, since PGlite belongs to one process', () => {
    const run = spawnSync(process.execPath, [builtServer('cluster.js')], {
      env: { ...process.env, WORKERS: '2', DATABASE_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('2 workers need DATABASE_URL: the embedded database (PGlite) belongs to one process; point them at PostgreSQL, or set WORKERS=1.');
  });

  it('refuses a WORKERS that is not a positive whole number', () => {
    const run = spawnSync(process.execPath, [builtServer('cluster.js')], { env: { ...process.env, WORKERS: '0' }, encoding: 'utf8', timeout: 20_000 });
    expect([run.status, run.stderr.trim()]).toEqual([1, 'WORKERS must be a positive whole number, got "0".']);
  });

  it('runs one worker on it, and ends with exit code 0 on SIGTERM', async () => {
    const server = await spawnServer({ port: await freePort(), dataDir, entry: 'cluster.js', env: { WORKERS: '1' } });
    try {
      expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toMatch(/^worker \d+ started$/m);
  }, 60_000);
});
