import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { configuredDatabase, dumpOf, migrationsFolder, openDatabase } from './client';
import { migrationTags, pgliteSnapshot, writePgliteSnapshot } from './pglite-snapshot';
import { rowsOf } from './rows';
import { migratedPglite } from '../testing/migrated-database';

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

  it("starts a new folder as a copy of the build's migrated database, which holds what initdb and every migration make", async () => {
    expect(pgliteSnapshot(migrationsFolder), 'no snapshot of the committed migrations: run `npm run build:api`').toBeDefined();
    const schemaOf = async (folder: string, snapshot: null | undefined) => {
      const database = await openDatabase({ dataDir: join(dataDir, folder), snapshot });
      try {
        return await rowsOf(
          database.db,
          sql`SELECT (SELECT json_agg(json_build_array(table_name, column_name, data_type, column_default) ORDER BY table_name, column_name)
                      FROM information_schema.columns WHERE table_schema = 'public') AS columns,
                     (SELECT json_agg(indexdef ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'public') AS indexes,
                     (SELECT json_agg(p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || md5(p.prosrc) ORDER BY 1)
                      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public') AS functions,
                     (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations`,
        );
      } finally {
        await database.close();
      }
    };
    const [copied, created] = [await schemaOf('copied', undefined), await schemaOf('created', null)];
    expect(copied).toEqual(created);
    expect(created).toEqual([expect.objectContaining({ migrations: migrationTags(migrationsFolder).length })]);
  }, 120_000);

  it('copies the snapshot it is given, data and all', async () => {
    // Any database will do as the source: the project's migrated one loads without migrating.
    const source = await openDatabase({ from: migratedPglite() });
    await source.db.execute(sql`CREATE TABLE marker (note text)`);
    await source.db.execute(sql`INSERT INTO marker VALUES ('from the snapshot')`);
    const snapshot = join(dataDir, 'marked.tar');
    await writePgliteSnapshot(await dumpOf(source), migrationsFolder, snapshot);
    await source.close();
    const copy = await openDatabase({ dataDir: join(dataDir, 'marked'), snapshot: pgliteSnapshot(migrationsFolder, snapshot) });
    try {
      expect(await rowsOf(copy.db, sql`SELECT note FROM marker`)).toEqual([{ note: 'from the snapshot' }]);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('keeps 32 MB of shared buffers by default, and refuses a size that is not a positive whole number', () => {
    expect(readConfig({}).pgliteSharedBuffersMb).toBe(32);
    expect(() => readConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow('PGLITE_SHARED_BUFFERS_MB must be a positive whole number, got "0".');
  });
});
