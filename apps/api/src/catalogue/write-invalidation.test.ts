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
});
