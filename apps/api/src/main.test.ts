import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@cellar/api-client';
import { addDays, shopToday } from '@cellar/domain';
import { afterAll, describe, expect, it } from 'vitest';
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

    // The order's body is sent in two parts, with SIGTERM in between, once the server has logged the
    // order's arrival: the order is then certainly in flight when the signal lands.
    const body = JSON.stringify({ productList: [{ id: 2, qty: 1 }], shippingAddress: 'Plaza Independencia 1', shippingDate: addDays(shopToday(), 2), paymentMethod: 'Visa' });
    const request = httpRequest(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${user!.token}` },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    const first = server;
    const arrived = new Promise<void>((resolve) => {
      const seen = () => first.output().includes('"url":"/api/orders"') && resolve();
      first.child.stdout!.on('data', seen);
      seen();
    });
    request.write(body.slice(0, 20));
    await arrived;
    const stopped = first.stop();
    request.end(body.slice(20));
    const { status, body: answered } = await answer;
    expect(status).toBe(201);
    const placed = JSON.parse(answered) as { id: number };
    expect(await stopped).toBe(0);

    server = await spawnServer({ port, dataDir });
    try {
      const again = await api.POST('/tokens/user', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
      const history = await createApiClient({ baseUrl: `${server.baseUrl}/api`, getToken: () => again.data!.token }).GET('/orders');
      expect(history.data!.map((o) => o.id)).toContain(placed.id);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);

  // Bundled into apps/api/dist, the server no longer sits where its sources do: it must still find the
  // migrations, the contract, its images and the built shop (and its renderer).
  it('finds the files it serves from its compiled bundle', async () => {
    const server = await spawnServer({ port: await freePort(), dataDir: mkdtempSync(join(dataDir, 'bundle-')) });
    try {
      const [products, image, page] = await Promise.all([fetch(`${server.baseUrl}/api/products`), fetch(`${server.baseUrl}/images/category-red.webp`), fetch(`${server.baseUrl}/our-wines`)]);
      expect(products.status).toBe(200);
      const [first] = (await products.json()) as { name: string }[];
      expect(first).toBeDefined();
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect(page.status).toBe(200);
      // Drawn by the renderer on its worker thread (dist/render-worker.js), not the browser's shell.
      expect(await page.text()).toContain(first!.name);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});
