import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { Config } from '../config';
import { repoRoot } from '../paths';

/**
 * Tests of the pages the shop's own renderer draws need its build: without it the server sends every
 * page as the browser's shell, and such a test would check nothing.
 */
export function requireShopRenderer({ shopRenderer }: Config['paths']): void {
  if (!existsSync(shopRenderer)) throw new Error(`${relative(repoRoot, shopRenderer)} is missing: run \`npm run build -w @cellar/shop\` (\`npm test\` builds it first).`);
}
