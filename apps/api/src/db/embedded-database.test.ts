import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { configuredDatabase, openDatabase } from './client';
import { rowsOf } from './rows';

const dataDir = mkdtempSync(join(tmpdir(), 'cellar-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database as npm start opens it', () => {
  it('creates its folder on first start, migrates it, and runs with PGLITE_SHARED_BUFFERS_MB of shared buffers; a second start opens the same data', async () => {
    const options = configuredDatabase(readConfig({ DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS_MB: '24' }));
    const first = await openDatabase(options);
    try {
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      await first.db.execute(sql`CREATE TABLE kept (note text)`);
      await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    } finally {
      await first.close();
    }
    const second = await openDatabase(options);
    try {
      expect(await rowsOf(second.db, sql`SHOW shared_buffers`)).toEqual([{ shared_buffers: '24MB' }]);
      expect(await rowsOf(second.db, sql`SELECT note FROM kept`)).toEqual([{ note: 'still here' }]);
      expect(await rowsOf(second.db, sql`SELECT count(*)::int AS n FROM products`)).toEqual([{ n: 0 }]);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('keeps 32 MB of shared buffers by default, and refuses a size that is not a positive whole number', () => {
    expect(readConfig({}).pgliteSharedBuffersMb).toBe(32);
    expect(() => readConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow('PGLITE_SHARED_BUFFERS_MB must be a positive whole number, got "0".');
  });
});
