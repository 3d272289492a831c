import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApiClient } from '@cellar/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, shopDay } from './dates';
import { DEMO_CUSTOMER } from './db/seed';

const repoRoot = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'cellar-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Logs are read only to time the SIGTERM; the rest must still drain or the server would block on a full pipe.
  child.stdout!.resume();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
}

// The entry point on the embedded database, as `npm start` runs it (the PostgreSQL project leaves this file out).
describe('the server process', () => {
  it('seeds on first start, finishes an order in flight on SIGTERM, exits 0, and still has it after a restart', async () => {
    const port = await freePort();
    let child = await start(port);
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
    const { data: user } = await api.POST('/tokens/user', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
    const authed = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: () => user!.token });

    const order = authed.POST('/orders', {
      body: { productList: [{ id: 2, qty: 1 }], shippingAddress: 'Plaza Independencia 1', shippingDate: addDays(shopDay(new Date()), 2), paymentMethod: 'Visa' },
    });
    const exited = exitOf(child);
    // SIGTERM goes out once the server has logged the order's arrival, so it lands while the order is in flight.
    const server = child;
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"url":"/api/orders"')) server.kill('SIGTERM');
    });
    const { data: placed, response } = await order;
    expect(response.status).toBe(201);
    expect(await exited).toBe(0);

    child = await start(port);
    try {
      const again = await api.POST('/tokens/user', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
      const history = await createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: () => again.data!.token }).GET('/orders');
      expect(history.data!.map((o) => o.id)).toContain(placed!.id);
    } finally {
      const stopped = exitOf(child);
      child.kill('SIGTERM');
      expect(await stopped).toBe(0);
    }
  }, 120_000);
});
