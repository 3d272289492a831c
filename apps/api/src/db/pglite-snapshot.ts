import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoot } from '../paths';

/**
 * The embedded database as the committed migrations leave it, dumped by `npm run build:api`: a new data
 * folder starts as a copy of it (about 1 s) instead of running initdb and every migration (about 6 s here).
 * Beside it, the migrations it holds, by tag.
 */
export const PGLITE_SNAPSHOT = join(appRoot, 'dist/migrated-pglite.tar');

/** The file beside a snapshot that lists its migrations. */
export const migrationsHeldBy = (snapshot: string) => snapshot.replace(/\.tar$/, '.json');

/** The committed migrations' tags, in order. */
export function migrationTags(migrationsFolder: string): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * The snapshot's file, if there is one whose migrations are the committed ones' first: migrating then adds
 * only those made since. A snapshot holding a migration the folder lacks (a build from another branch) is not used.
 */
export function pgliteSnapshot(migrationsFolder: string, snapshot = PGLITE_SNAPSHOT): string | undefined {
  if (!existsSync(snapshot) || !existsSync(migrationsHeldBy(snapshot))) return undefined;
  const held = JSON.parse(readFileSync(migrationsHeldBy(snapshot), 'utf8')) as string[];
  const committed = migrationTags(migrationsFolder);
  if (held.length > committed.length || held.some((tag, index) => committed[index] !== tag)) return undefined;
  return snapshot;
}

/** Writes `dump` as a snapshot at `snapshot`, listed as holding the committed migrations. */
export async function writePgliteSnapshot(dump: Blob, migrationsFolder: string, snapshot = PGLITE_SNAPSHOT): Promise<void> {
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  writeFileSync(migrationsHeldBy(snapshot), JSON.stringify(migrationTags(migrationsFolder)));
}
