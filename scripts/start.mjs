// `npm start`: builds what is missing or older than its sources (scripts/builds.mjs), then runs the
// compiled server in this process, as `node apps/api/dist/main.js` would. A second start of an unchanged
// checkout builds nothing. `npm run start:cluster` passes `cluster` to run dist/cluster.js instead.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS, staleReason } from './builds.mjs';

const entry = process.argv[2] === 'cluster' ? 'cluster.js' : 'main.js';

// A cluster's workers run this file again (node:cluster forks it); the primary has built already.
for (const build of cluster.isPrimary ? BUILDS : []) {
  const reason = staleReason(build);
  if (!reason) continue;
  console.log(`Building ${build.name} (${reason}) ...`);
  const result = spawnSync(build.command[0], build.command.slice(1), { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(join(import.meta.dirname, '../apps/api/dist', entry)).href);
