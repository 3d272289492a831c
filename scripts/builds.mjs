// What `npm run build` makes, from what, and whether each is older than what it is made from, so that
// `npm start` builds only what changed (scripts/start.mjs). Plain JavaScript: a start must not wait for
// a TypeScript loader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');

/** The workspace packages the two browser apps bundle, and what every build depends on. */
const SHARED_INPUTS = ['packages/ui/src', 'packages/machines/src', 'packages/domain/src', 'packages/api-client/src', 'package-lock.json', 'tsconfig.json'];

/**
 * Each build: the command that makes it, the files it makes (all must exist), and what it is made from
 * (files or folders, every file below a folder). The server's bundle lists its own inputs (dist/inputs.json).
 */
export const BUILDS = [
  {
    name: 'the shop',
    command: ['npm', 'run', 'build', '-w', '@cellar/shop', '--if-present'],
    outputs: ['apps/shop/dist/index.html', 'apps/shop/dist-server/entry-server.js'],
    inputs: () => ['apps/shop/src', 'apps/shop/build', 'apps/shop/public', 'apps/shop/index.html', 'apps/shop/vite.config.ts', 'apps/shop/package.json', ...SHARED_INPUTS],
  },
  {
    name: 'the back office',
    command: ['npm', 'run', 'build', '-w', '@cellar/admin'],
    outputs: ['apps/admin/dist/index.html'],
    inputs: () => ['apps/admin/src', 'apps/admin/public', 'apps/admin/index.html', 'apps/admin/vite.config.ts', 'apps/admin/package.json', ...SHARED_INPUTS],
  },
  {
    name: 'the server',
    command: ['npm', 'run', 'build:api'],
    outputs: ['apps/api/dist/main.js', 'apps/api/dist/cluster.js', 'apps/api/dist/render-worker.js', 'apps/api/dist/migrated-pglite.tar'],
    inputs: (root) => {
      const listed = join(root, 'apps/api/dist/inputs.json');
      const bundled = existsSync(listed) ? JSON.parse(readFileSync(listed, 'utf8')).map((input) => join('apps/api', input)) : [];
      return [...bundled, 'apps/api/build.mjs', 'apps/api/package.json', 'apps/api/drizzle', 'package-lock.json'];
    },
  },
];

/** Every file below `path` (or `path` itself), tests and stories included: they are few and cheap to count. */
function* filesAt(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    yield* filesAt(join(path, entry.name));
  }
}

/** Why a build must be made again (a missing output, or the first input newer than its oldest output), or null when it is current. */
export function staleReason(build, root = repoRoot) {
  const outputs = build.outputs.map((output) => join(root, output));
  const missing = outputs.find((output) => !existsSync(output));
  if (missing) return `${relative(root, missing)} is missing`;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  for (const input of build.inputs(root)) {
    for (const file of filesAt(join(root, input))) {
      if (statSync(file).mtimeMs > builtAt) return `${relative(root, file)} changed since`;
    }
  }
  return null;
}
