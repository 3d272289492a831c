import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { BUILDS, staleReason } from '../../../../scripts/builds.mjs';
import { migratedPgliteDump, migrationsFolder, openDatabase } from '../db/client';
import { pgliteSnapshot } from '../db/pglite-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration run, for test files to start copies from. */
    migratedPglite?: string;
    /** A PostgreSQL database with every migration run, for test files to create theirs from (`TEMPLATE`). */
    migratedPostgres?: string;
  }
}

/**
 * Vitest globalSetup of the API projects: migrates one database that every test file's own starts as a
 * copy of, since a file opens a database of its own (or several) and copying takes a fraction of migrating:
 * on PGlite a dump loads in a third of the time; on PostgreSQL `CREATE DATABASE … TEMPLATE` takes about a
 * fifth of creating and migrating one. On PGlite the build's own snapshot is that dump when it is current.
 */
export default async function setup(project: TestProject) {
  // As `testDatabaseKind`: PGlite unless the project names PostgreSQL.
  return project.config.env.TEST_DB === 'postgres' ? migratePostgresTemplate(project) : dumpMigratedPglite(project);
}

/**
 * The build's snapshot (`npm test` builds first) when the server's build is current, else none: a snapshot
 * built before a migration or the code that runs them changed would test the past. The migrations are
 * among the build's inputs, so a current snapshot holds every committed one.
 */
function currentBuildSnapshot(): string | undefined {
  const server = BUILDS.find((build) => build.name === 'the server')!;
  return staleReason(server) === null ? pgliteSnapshot(migrationsFolder) : undefined;
}

async function dumpMigratedPglite(project: TestProject) {
  const snapshot = currentBuildSnapshot();
  if (snapshot) {
    project.provide('migratedPglite', snapshot);
    return;
  }
  const dump = await migratedPgliteDump();
  const dir = mkdtempSync(join(tmpdir(), 'cellar-migrated-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPglite', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function migratePostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cellar_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.close();
  project.provide('migratedPostgres', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

let dump: Blob | undefined;

/** The migrated database's dump, when the project made one: read once per worker, since files share its modules. */
export function migratedPglite(): Blob | undefined {
  const file = inject('migratedPglite');
  if (file) dump ??= new Blob([readFileSync(file)]);
  return dump;
}

/** The migrated PostgreSQL database to copy, when the project made one. */
export const migratedPostgres = (): string | undefined => inject('migratedPostgres');
