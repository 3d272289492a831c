import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LaunchOptions } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { playwrightLaunchOptions } from '../../../../scripts/chromium/playwright-launch.mjs';
import { freePort, spawnServer } from '../../../api/src/testing/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** How each journey file launches its Chromium, worked out once for the run. */
    chromiumLaunch: LaunchOptions;
  }
}

const repoRoot = resolve(import.meta.dirname, '../../../..');

export interface ShopServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * The built shop served as `npm start` serves it, on a free port over a fresh embedded database in a
 * temporary DATA_DIR, in demo mode unless `env` says otherwise. The e2e tests and scripts/bench/budgets.mjs both use it.
 */
export async function startShopServer({ env = {} }: { env?: Record<string, string> } = {}): Promise<ShopServer> {
  if (!existsSync(join(repoRoot, 'apps/shop/dist/index.html'))) {
    throw new Error('apps/shop/dist is missing: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-e2e-'));
  // The journeys log the demo accounts in more often in a minute than a shopper would in a day; the
  // limits themselves are tested by the API's suite, so here they are raised out of the way.
  const limits = { LOGIN_LIMIT_PER_CLIENT: '1000', LOGIN_LIMIT_PER_ACCOUNT: '1000', SIGNUP_LIMIT_PER_CLIENT: '1000' };
  const port = await freePort();
  // The address the browser and Lighthouse use, so a page's canonical link names the host it was read from.
  const server = await spawnServer({ port, dataDir, env: { DEMO_MODE: 'true', PUBLIC_URL: `http://127.0.0.1:${port}`, ...limits, ...env } });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Vitest globalSetup: one server for the whole e2e run (npm test builds the shop before Vitest). */
export default async function setup(project: TestProject) {
  const [server, chromiumLaunch] = await Promise.all([startShopServer(), playwrightLaunchOptions()]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumLaunch', chromiumLaunch);
  return server.stop;
}
