import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './db/seed';
import { freePort, spawnServer, type ServerProcess } from './testing/server-process';

/**
 * Outside demo mode nobody is staff until someone who can reach the database appoints them with
 * `npm run staff:create`; the demo accounts' published passwords open nothing. Checked on the real
 * process, as `npm start` runs it, on the embedded database.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'cellar-staff-'));
  dirs.push(dir);
  return dir;
}

async function start(dir: string, demo: boolean) {
  const server = await spawnServer({ port: await freePort(), dataDir: dir, env: { DEMO_MODE: String(demo) } });
  running.push(server);
  return server;
}

async function stop(server: ServerProcess) {
  expect(await server.stop()).toBe(0);
}

async function logIn(server: ServerProcess, email: string, password: string) {
  const response = await fetch(`${server.baseUrl}/api/tokens/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return { status: response.status, body: (await response.json()) as { token?: string } };
}

function staffCreate(dir: string, args: string[], password?: string) {
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', ...(password ? { STAFF_PASSWORD: password } : {}) };
  if (!password) delete env.STAFF_PASSWORD;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/staff-create.ts', ...args], { cwd: repoRoot, env }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}

// Each test starts the server process two or three times and runs the CLI, every one of them opening the
// embedded database with its extensions: well over the default 30 s when the whole suite shares the machine.
const PROCESSES = 120_000;

describe('outside demo mode', () => {
  it('the demo accounts of an earlier demo start no longer open with their published passwords', async () => {
    const dir = dataDir();
    const demo = await start(dir, true);
    expect((await logIn(demo, DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(200);
    await stop(demo);

    const shop = await start(dir, false);
    expect((await logIn(shop, DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);
    expect((await logIn(shop, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(401);
    await stop(shop);
  }, PROCESSES);

  it('a new shop has its wines and no accounts; staff:create appoints the first staff member, who may withdraw a wine', async () => {
    const dir = dataDir();
    const shop = await start(dir, false);
    const wines = (await (await fetch(`${shop.baseUrl}/api/products?limit=100`)).json()) as unknown[];
    expect(wines).toHaveLength(32);
    expect((await logIn(shop, DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);
    // PGlite allows one process, so the command runs while the shop is stopped.
    await stop(shop);

    const staff = ['--email', 'Ines@TheCellar.example', '--firstname', 'Inés', '--lastname', 'Ferreira'];
    expect(await staffCreate(dir, staff)).toMatchObject({ code: 1, output: expect.stringContaining('Set STAFF_PASSWORD') });
    expect(await staffCreate(dir, staff, 'too-short')).toMatchObject({ code: 1, output: expect.stringContaining('at least 12 characters') });
    expect(await staffCreate(dir, staff, 'a-cellar-key-2026')).toMatchObject({ code: 0, output: expect.stringContaining('Created staff account') });
    expect(await staffCreate(dir, staff, 'a-cellar-key-2026')).toMatchObject({ code: 1, output: expect.stringContaining('--promote') });

    const reopened = await start(dir, false);
    const { status, body } = await logIn(reopened, 'ines@thecellar.example', 'a-cellar-key-2026');
    expect(status).toBe(200);
    const withdrawn = await fetch(`${reopened.baseUrl}/api/products/1`, { method: 'DELETE', headers: { authorization: `Bearer ${body.token!}` } });
    expect(withdrawn.status).toBe(204);
    await stop(reopened);
  }, PROCESSES);
});
