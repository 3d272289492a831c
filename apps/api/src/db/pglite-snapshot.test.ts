import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { migrationsHeldBy, migrationTags, pgliteSnapshot } from './pglite-snapshot';

const dir = mkdtempSync(join(tmpdir(), 'cellar-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const committed = migrationTags(migrationsFolder);

/** A snapshot file in a folder of its own, holding these migrations. */
function snapshotHolding(name: string, tags: string[]): string {
  mkdirSync(join(dir, name));
  const file = join(dir, name, 'migrated-pglite.tar');
  writeFileSync(file, 'a tar');
  writeFileSync(migrationsHeldBy(file), JSON.stringify(tags));
  return file;
}

it('starts a new data folder from a snapshot of the committed migrations, or of their first (the rest then run)', () => {
  const whole = snapshotHolding('whole', committed);
  expect(pgliteSnapshot(migrationsFolder, whole)).toBe(whole);
  const older = snapshotHolding('older', committed.slice(0, -2));
  expect(pgliteSnapshot(migrationsFolder, older)).toBe(older);
});

it('runs initdb instead when the snapshot holds a migration the folder lacks, or is missing or unlisted', () => {
  expect(pgliteSnapshot(migrationsFolder, snapshotHolding('branch', [...committed.slice(0, -1), '9999_another_branch']))).toBeUndefined();
  expect(pgliteSnapshot(migrationsFolder, snapshotHolding('newer', [...committed, '9999_not_committed']))).toBeUndefined();
  expect(pgliteSnapshot(migrationsFolder, join(dir, 'none', 'migrated-pglite.tar'))).toBeUndefined();
  const unlisted = join(dir, 'unlisted.tar');
  writeFileSync(unlisted, 'a tar');
  expect(pgliteSnapshot(migrationsFolder, unlisted)).toBeUndefined();
});
