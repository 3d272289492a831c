import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { appRoot } from '../paths';
import { migrationLock } from './locks';
import { pgliteSnapshot } from './pglite-snapshot';
import type { Database } from './database';
import * as schema from './schema';

export type { Database, Queryable, Transaction } from './database';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address, which other instances may share; none for the embedded database. */
  url?: string;
  /**
   * The embedded database's own NOTIFY: it has no address to listen at, so its announcements (the
   * triggers of outside writes) are heard in process. Resolves to a function that stops listening.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = join(appRoot, 'drizzle');

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** The most connections to PostgreSQL at once; pg's default (10) without it. */
  pool?: number | undefined;
  /** PGlite's data folder; without it PGlite runs in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite's shared buffers in MB; PostgreSQL's default (128) without it. */
  sharedBuffersMb?: number | undefined;
  /** A dump of an embedded database (`dumpDataDir`) to start from instead of an empty one: tests copy one migrated database. */
  from?: Blob | undefined;
  /**
   * The migrated database a new data folder starts as a copy of: by default the build's, when its
   * migrations are the committed ones' first (pglite-snapshot.ts); `null`: initdb, then every migration.
   */
  snapshot?: string | null | undefined;
}

/**
 * Instances starting together on an empty server would each create the migrations table and run the
 * same migrations; one session at a time does, and the others then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(migrationLock.take);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query(migrationLock.give);
    }
  } finally {
    client.release();
  }
}

/** The server's database as configured: PostgreSQL at `DATABASE_URL`, or the embedded one in `DATA_DIR/pglite`. */
export function configuredDatabase({ databaseUrl, databasePool, dataDir, pgliteSharedBuffersMb }: Pick<Config, 'databaseUrl' | 'databasePool' | 'dataDir' | 'pgliteSharedBuffersMb'>): OpenDatabaseOptions {
  return databaseUrl ? { url: databaseUrl, pool: databasePool } : { dataDir: resolve(dataDir, 'pglite'), sharedBuffersMb: pgliteSharedBuffersMb };
}

/**
 * Creates an embedded database's data folder in a child process: as a copy of the build's migrated
 * snapshot (pglite-snapshot.ts) when there is one, else by PostgreSQL's initdb. Either runs inside PGlite,
 * whose WebAssembly and memory a process never gives back: the server that created its folder itself idled
 * about 150 MB above one that opened a folder made before (docs/performance.md); one that copied the snapshot
 * itself, 125 MB.
 */
async function createPgliteDataDir(dataDir: string, snapshot: string | undefined): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const copy = snapshot ? `, loadDataDir: new Blob([require('node:fs').readFileSync(${JSON.stringify(snapshot)})])` : '';
  const create = `require(${JSON.stringify(pglite)}).PGlite.create({ dataDir: ${JSON.stringify(dataDir)}${copy} }).then((db) => db.close())`;
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['-e', create], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (exitCode) => done({ code: exitCode, stderr }));
  });
  if (code !== 0) throw new Error(`could not create the embedded database in ${dataDir}: ${stderr.trim()}`);
}

/** Opens the database and brings its schema up to the committed migrations. */
export async function openDatabase({ url, pool: max, dataDir, sharedBuffersMb, from, snapshot }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (url) {
    // No parallel plans: a shop's statements are short and many at once, and starting a plan's workers cost
    // more than they saved (a facets count of up to 501 wines: 54 ms with two workers, 13 ms without, at
    // 100,000 wines on this machine's PostgreSQL 15; docs/performance.md).
    const pool = new pg.Pool({ connectionString: url, max, options: '-c max_parallel_workers_per_gather=0' });
    // An idle connection dropped by the server (restart, failover) must not take the shop down; the pool reconnects.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    // So must one lost while a transaction holds it between two statements: the pool listens only to idle
    // connections, and an 'error' nobody listens to ends the process. The transaction's next statement
    // fails instead, and the pool drops the connection when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzleNodePg(pool, { schema });
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', url, close: () => pool.end() };
  }
  if (dataDir && !from && !existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    await createPgliteDataDir(dataDir, snapshot === undefined ? pgliteSnapshot(migrationsFolder) : (snapshot ?? undefined));
  }
  // The catalogue search's extensions (migration 0002) must be offered to PGlite before CREATE EXTENSION.
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(from ? { loadDataDir: from } : {}),
    ...(sharedBuffersMb ? { postgresqlconf: `shared_buffers=${String(sharedBuffersMb)}MB` } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', listen: (channel, onPayload) => client.listen(channel, onPayload), close: () => client.close() };
}

/** An open embedded database as a dump (`dumpDataDir`, uncompressed): what `from` and a snapshot start from. */
export function dumpOf(database: DatabaseHandle): Promise<Blob> {
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

/** A new embedded database, migrated, as a dump: what the build's snapshot and the tests' databases are copies of. */
export async function migratedPgliteDump(): Promise<Blob> {
  const database = await openDatabase({});
  try {
    return await dumpOf(database);
  } finally {
    await database.close();
  }
}
