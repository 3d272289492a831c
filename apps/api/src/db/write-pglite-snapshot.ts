// `npm run build:api` runs this (bundled into dist) to write the embedded database's snapshot (pglite-snapshot.ts).
import { migratedPgliteDump, migrationsFolder } from './client';
import { writePgliteSnapshot } from './pglite-snapshot';

await writePgliteSnapshot(await migratedPgliteDump(), migrationsFolder);
