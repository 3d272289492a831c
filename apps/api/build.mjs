// Compiles the server for `npm start` and `npm run start:cluster`, so production runs plain JavaScript
// without a TypeScript loader.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * The workspace packages (@cellar/*) export TypeScript source, which Node cannot load, so they are
 * bundled in; every other package stays an import of node_modules as installed (native addons such as
 * sharp and argon2, and PGlite's WebAssembly, cannot be bundled).
 */
const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@cellar/') ? undefined : { path, external: true }));
  },
};

const appRoot = import.meta.dirname;
const shared = {
  absWorkingDir: appRoot,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  // The mail's templates (@cellar/mail) are React components, written out on the server.
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [npmPackagesStayExternal],
};

const results = await Promise.all([
  build({ ...shared, entryPoints: ['src/main.ts'], outfile: 'dist/main.js' }),
  // The shop's renderer runs on a worker thread, which loads its own file beside main.js (see render-thread.ts).
  build({ ...shared, entryPoints: ['src/http/render-worker.ts'], outfile: 'dist/render-worker.js' }),
  // A worker imports the server from dist/main.js at run time, so the cluster carries no second copy of it.
  build({ ...shared, entryPoints: ['src/cluster.ts'], outfile: 'dist/cluster.js', external: ['./main.js'] }),
  build({ ...shared, entryPoints: ['src/db/write-pglite-snapshot.ts'], outfile: 'dist/write-pglite-snapshot.js' }),
]).catch(() => process.exit(1)); // esbuild has printed the errors already
// What the build was made from (relative to apps/api), so that the tests can refuse a build older than the code.
const inputs = [...new Set(results.flatMap((result) => Object.keys(result.metafile.inputs)))];
writeFileSync(join(appRoot, 'dist/inputs.json'), JSON.stringify(inputs));
// The migrated embedded database a new data folder starts as a copy of (src/db/pglite-snapshot.ts).
execFileSync(process.execPath, [join(appRoot, 'dist/write-pglite-snapshot.js')], { stdio: 'inherit' });
