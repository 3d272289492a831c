import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function isApiPackage(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  return existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@cellar/api';
}

/**
 * This module runs from apps/api/src (tsx, tests) and bundled into apps/api/dist (`npm start`), so no fixed
 * climb from it fits both: the API's folder is the first one above it that holds the API's package.json.
 */
function findAppRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (isApiPackage(dir)) return dir;
    if (dirname(dir) === dir) throw new Error(`No apps/api/package.json above ${from}`);
  }
}

export const appRoot = findAppRoot(import.meta.dirname);
export const repoRoot = resolve(appRoot, '../..');
