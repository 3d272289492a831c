import { addDays, shopToday } from '@cellar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products } from '../db/schema';
import { startTwoInstances, type TestServer } from '../testing/test-server';

// What the change feed promises (see change-feed.ts): an announced change reaches the other instance in
// about the announcement interval (20 ms), well before any version check could have caught it (500 ms
// at the earliest); one nobody announced within two version checks (2 × 500 ms). The margins are for
// timers running late on a loaded machine, not part of the promise.
const ANNOUNCED_WITHIN_MS = 400;
const UNANNOUNCED_WITHIN_MS = 2 * 500 + 500;

let instances: Awaited<ReturnType<typeof startTwoInstances>> | undefined;
let a: TestServer;
let b: TestServer;
let token: string;
beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
  token = (await a.logIn()).token;
});
afterAll(() => instances?.close());

const stockOn = async (server: TestServer, id: number) => ((await (await fetch(`${server.origin}/api/products/${id}`)).json()) as { stock: number }).stock;

function order(server: TestServer, id: number, qty: number) {
  return server.client(token).POST('/orders', {
    body: { productList: [{ id, qty }], shippingAddress: 'Calle Sarandí 675, Montevideo', shippingDate: addDays(shopToday(), 1), paymentMethod: 'Visa' },
  });
}

/** How long until `read` answers something else than `before`; fails after `limitMs`. */
async function untilChanged<T>(read: () => Promise<T>, before: T, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await read()) !== before) return Date.now() - started;
    await new Promise((done) => setTimeout(done, 10));
  }
  throw new Error(`still ${String(before)} after ${limitMs} ms`);
}

describe('two instances on one PostgreSQL', () => {
  it('show a stock change made on one on the other within the bound', async () => {
    const before = await stockOn(b, 5);
    expect(await stockOn(b, 5)).toBe(before);
    expect((await order(a, 5, 1)).response.status).toBe(201);
    expect(await stockOn(a, 5)).toBe(before - 1);
    await untilChanged(() => stockOn(b, 5), before, ANNOUNCED_WITHIN_MS);
    expect(await stockOn(b, 5)).toBe(before - 1);
  });

  it('notice a change whose announcement was lost (an instance ended between its commit and the NOTIFY) within two version checks', async () => {
    const before = await stockOn(b, 7);
    await a.db.transaction(async (tx) => {
      // As the server's write path does, without the announcement that follows its commit.
      await tx.execute(sql`select set_config('cellar.catalogue_announced', 'on', true), nextval('catalogue_version')`);
      await tx.update(products).set({ stock: before + 100 }).where(eq(products.id, 7));
    });
    await untilChanged(() => stockOn(b, 7), before, UNANNOUNCED_WITHIN_MS);
    expect(await stockOn(b, 7)).toBe(before + 100);
  });

  it('refuse a session ended on the other instance', async () => {
    const session = (await b.logIn()).token;
    const status = async () => (await b.client(session).GET('/orders')).response.status;
    expect(await status()).toBe(200);
    expect((await a.client(session).DELETE('/tokens')).response.status).toBe(204);
    await untilChanged(status, 200, ANNOUNCED_WITHIN_MS);
    expect(await status()).toBe(401);
  });

  it('sell exactly 50 bottles when 400 orders for them are split across both', async () => {
    const WINE = 9;
    await a.db.update(products).set({ stock: 50 }).where(eq(products.id, WINE));
    const statuses: number[] = [];
    const queue = Array.from({ length: 400 }, (_, i) => (i % 2 ? a : b));
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        for (let server = queue.pop(); server; server = queue.pop()) statuses.push((await order(server, WINE, 1)).response.status);
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(350);
    const [wine] = await a.db.select({ stock: products.stock }).from(products).where(eq(products.id, WINE));
    expect(wine!.stock).toBe(0);
    const [sold] = await a.db.select({ bottles: sql<number>`sum(${orderLines.qty})`.mapWith(Number) }).from(orderLines).where(eq(orderLines.productId, WINE));
    expect(sold!.bottles).toBe(50);
    await untilChanged(() => stockOn(b, WINE), 50, ANNOUNCED_WITHIN_MS).catch(() => 0);
    expect([await stockOn(a, WINE), await stockOn(b, WINE)]).toEqual([0, 0]);
  });
});
