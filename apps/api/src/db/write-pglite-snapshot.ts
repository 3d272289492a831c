// `npm run build:api` runs this (bundled into dist) to write the embedded database's snapshot (pglite-snapshot.ts).
import { writeFileSync } from 'node:fs';
import { migratedPgliteDump, migrationsFolder } from './client';
import { migrationsHeldBy, migrationTags, PGLITE_SNAPSHOT } from './pglite-snapshot';

writeFileSync(PGLITE_SNAPSHOT, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
writeFileSync(migrationsHeldBy(PGLITE_SNAPSHOT), JSON.stringify(migrationTags(migrationsFolder)));
