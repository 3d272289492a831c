import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../db/seed';
import { seedProducts } from '../db/seed-data';
import { CATALOGUE_WRITES, expectReadsShow, writerOn, type Writer } from '../testing/catalogue-writes';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let writer: Writer;
beforeAll(async () => {
  server = await startTestServer();
  writer = await writerOn(server);
});
afterAll(() => server?.close());

describe('every write to the catalogue shows in the next read of a cached answer', () => {
  it.each(CATALOGUE_WRITES.map((write) => [write.name, write] as const))('%s', (_name, write) => expectReadsShow(write, writer));

  it('the demo reset (resetDatabase)', async () => {
    const staff = server.client((await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token);
    await staff.PATCH('/products/{id}', { params: { path: { id: 4 } }, body: { unitPrice: 9999 } });
    const price = async () => ((await (await fetch(`${server.origin}/api/products/4`)).json()) as { unitPrice: number }).unitPrice;
    expect(await price()).toBe(9999);
    expect((await fetch(`${server.origin}/api/resetdb`, { method: 'POST' })).status).toBe(200);
    expect(await price()).toBe(seedProducts.find(({ id }) => id === 4)!.unitPrice);
  });

  it('says in x-cache whether the answer was kept or made, and a write makes the next one made again', async () => {
    const staff = server.client((await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token);
    const outcome = async (headers: Record<string, string> = {}) => (await fetch(`${server.origin}/api/products/5`, { headers })).headers.get('x-cache');
    await staff.PATCH('/products/{id}', { params: { path: { id: 5 } }, body: { unitPrice: 1234 } });
    expect(await outcome()).toBe('miss');
    expect(await outcome()).toBe('hit');
    // A request from another origin is answered by the route rather than the first hook, from the same entry.
    expect(await outcome({ origin: 'https://elsewhere.example' })).toBe('hit');
    await staff.PATCH('/products/{id}', { params: { path: { id: 5 } }, body: { unitPrice: 1235 } });
    expect(await outcome()).toBe('miss');
  });
});
