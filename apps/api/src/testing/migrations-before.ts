import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import type { Queryable } from '../db/client';
import { createPostgresTestDatabase, testDatabaseKind } from './test-server';

/** For a migration's own test: a database as it was before it, then every committed migration run on it. */

export const COMMITTED_MIGRATIONS = new URL('../../drizzle/', import.meta.url).pathname;

/** What a test undoes when it ends (a folder, a database, a client), last made first. */
export type Cleanups = (() => Promise<unknown>)[];

/** The committed migrations up to the one before `tag`: a database as it was. */
export function migrationsBefore(tag: string, cleanups: Cleanups): string {
  const dir = mkdtempSync(join(tmpdir(), 'cellar-before-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  cpSync(COMMITTED_MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  for (const entry of journal.entries.slice(at)) rmSync(join(dir, `${entry.tag}.sql`));
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** A new database of the suite's kind, and how to run a folder of migrations on it. */
export async function bareDatabase(cleanups: Cleanups): Promise<{ db: Queryable; migrate: (folder: string) => Promise<void> }> {
  if (testDatabaseKind === 'postgres') {
    const created = await createPostgresTestDatabase();
    const pool = new pg.Pool({ connectionString: created.url, max: 1 });
    // pool.end() resolves before its connection's socket is closed, so the drop WITH (FORCE) that follows may
    // end it first; an 'error' the pool emits with nobody listening would end the test worker.
    pool.on('error', () => undefined);
    cleanups.push(created.drop, () => pool.end());
    const db = drizzleNodePg(pool);
    return { db: db as unknown as Queryable, migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }) };
  }
  const client = new PGlite({ extensions: { pg_trgm, unaccent } });
  cleanups.push(() => client.close());
  const db = drizzlePglite(client);
  return { db: db as unknown as Queryable, migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }) };
}
