import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@cellar/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, shopDay } from './dates';
import { DEMO_CUSTOMER } from './db/seed';
import { freePort, spawnServer } from './testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'cellar-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The entry point on the embedded database, as `npm start` runs it (the PostgreSQL project leaves this file out).
describe('the server process', () => {
  it('seeds on first start, finishes an order in flight on SIGTERM, exits 0, and still has it after a restart', async () => {
    const port = await freePort();
    let server = await spawnServer({ port, dataDir, env: { LOG_LEVEL: 'info' } });
    const api = createApiClient({ baseUrl: `${server.baseUrl}/api` });
    const { data: user } = await api.POST('/tokens/user', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
    const authed = createApiClient({ baseUrl: `${server.baseUrl}/api`, getToken: () => user!.token });

    const order = authed.POST('/orders', {
      body: { productList: [{ id: 2, qty: 1 }], shippingAddress: 'Plaza Independencia 1', shippingDate: addDays(shopDay(new Date()), 2), paymentMethod: 'Visa' },
    });
    // SIGTERM goes out once the server has logged the order's arrival, so it lands while the order is in flight.
    let stopped: Promise<number | null> | undefined;
    const first = server;
    first.child.stdout!.on('data', (chunk: Buffer) => {
      if (!stopped && chunk.toString().includes('"url":"/api/orders"')) stopped = first.stop();
    });
    const { data: placed, response } = await order;
    expect(response.status).toBe(201);
    expect(await stopped).toBe(0);

    server = await spawnServer({ port, dataDir });
    try {
      const again = await api.POST('/tokens/user', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
      const history = await createApiClient({ baseUrl: `${server.baseUrl}/api`, getToken: () => again.data!.token }).GET('/orders');
      expect(history.data!.map((o) => o.id)).toContain(placed!.id);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});
