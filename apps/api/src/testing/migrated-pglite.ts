import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration run, for test files to start copies from. */
    migratedPglite?: string;
  }
}

/**
 * Vitest globalSetup of the API projects: migrates one embedded database and dumps it to a file, since
 * every test file opens a database of its own and a copy loads in a third of the time migrating takes.
 */
export default async function setup(project: TestProject) {
  // As `testDatabaseKind`: PGlite unless the project names PostgreSQL.
  if (project.config.env.TEST_DB === 'postgres') return;
  const database = await openDatabase({});
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'cellar-migrated-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPglite', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

let dump: Blob | undefined;

/** The migrated database's dump, when the project made one: read once per worker, since files share its modules. */
export function migratedPglite(): Blob | undefined {
  const file = inject('migratedPglite');
  if (file) dump ??= new Blob([readFileSync(file)]);
  return dump;
}
