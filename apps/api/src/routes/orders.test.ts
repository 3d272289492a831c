import { addDays, shopDay, shopNoon } from '@cellar/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, products } from '../db/schema';
import { DEMO_CUSTOMER, resetDatabase } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

// A fixed "now": 02:30 UTC on 1 March is still 28 February in Montevideo (UTC-3).
const NOW = new Date('2026-03-01T02:30:00Z');
const TODAY = '2026-02-28';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
});
beforeEach(async () => {
  await resetDatabase(server.db);
  token = (await server.logIn()).token;
});
afterAll(() => server?.close());

async function stockOf(...ids: number[]) {
  const rows = await server.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
}

async function countOrders() {
  return (await server.db.select().from(orders)).length;
}

function order(productList: { id: number; qty: number }[], overrides: Record<string, unknown> = {}) {
  return { productList, shippingAddress: 'Calle Sarandí 675, Montevideo', shippingDate: TODAY, paymentMethod: 'Visa' as const, ...overrides };
}

describe('GET /orders', () => {
  it("lists only the caller's orders, newest first, with totals and lines", async () => {
    const { data } = await server.client(token).GET('/orders');
    expect(data!.map((o) => o.id)).toEqual([3, 2, 1]);
    const first = data![2]!;
    expect(first.status).toBe('delivered');
    expect(first.totalItems).toBe(first.productList.reduce((sum, line) => sum + line.qty, 0));
    expect(first.totalAmount).toBe(first.productList.reduce((sum, line) => sum + line.qty * line.unitPrice, 0));
  });

  it('shows nothing of user A to user B', async () => {
    await server.client().POST('/users', {
      body: { firstname: 'Bruno', lastname: 'Silva', address: 'Colonia 1200', phone: '099111222', email: 'bruno@example.com', password: 'password-bruno' },
    });
    const bruno = await server.logIn('bruno@example.com', 'password-bruno');
    expect((await server.client(bruno.token).GET('/orders')).data).toEqual([]);
  });
});

describe('POST /orders', () => {
  it('takes prices from the database, ignores client prices and decrements stock', async () => {
    const before = await stockOf(1, 2);
    const [wine1] = await server.db.select().from(products).where(eq(products.id, 1));
    const { data, response } = await server.client(token).POST('/orders', {
      body: order([
        { id: 1, qty: 2, unitPrice: 1, name: 'cheap', img: 'x.svg', stock: 999 },
        { id: 2, qty: 1 },
      ] as { id: number; qty: number }[]),
    });
    expect(response.status).toBe(201);
    expect(data!.status).toBe('paid');
    expect(data!.shippingDate).toBe(shopNoon(TODAY));
    expect(data!.productList[0]).toMatchObject({ id: 1, qty: 2, unitPrice: wine1!.unitPrice, name: wine1!.name });
    expect(data!.totalItems).toBe(3);
    expect(await stockOf(1, 2)).toEqual({ 1: before[1]! - 2, 2: before[2]! - 1 });
  });

  it('keeps the price paid after the catalogue price changes', async () => {
    const { data } = await server.client(token).POST('/orders', { body: order([{ id: 1, qty: 1 }]) });
    const paid = data!.productList[0]!.unitPrice;
    await server.db.update(products).set({ unitPrice: paid + 500 }).where(eq(products.id, 1));
    const { data: history } = await server.client(token).GET('/orders');
    expect(history![0]!.productList[0]!.unitPrice).toBe(paid);
  });

  it('answers 409 naming the wine and how many are left, writing nothing', async () => {
    await server.db.update(products).set({ stock: 2 }).where(eq(products.id, 1));
    const [wine] = await server.db.select().from(products).where(eq(products.id, 1));
    const ordersBefore = await countOrders();
    const { error, response } = await server.client(token).POST('/orders', { body: order([{ id: 2, qty: 1 }, { id: 1, qty: 3 }]) });
    expect(response.status).toBe(409);
    expect(error!.detail).toBe(`Only 2 bottles of ${wine!.name} left. Please lower the quantity to 2 or less.`);
    expect(await stockOf(1)).toEqual({ 1: 2 });
    expect(await countOrders()).toBe(ordersBefore);
  });

  it('counts a wine listed twice against its stock once', async () => {
    await server.db.update(products).set({ stock: 3 }).where(eq(products.id, 1));
    const { response } = await server.client(token).POST('/orders', { body: order([{ id: 1, qty: 2 }, { id: 1, qty: 2 }]) });
    expect(response.status).toBe(409);
    expect(await stockOf(1)).toEqual({ 1: 3 });
  });

  it('refuses a sold-out wine', async () => {
    const [soldOut] = await server.db.select().from(products).where(eq(products.stock, 0)).limit(1);
    const { error, response } = await server.client(token).POST('/orders', { body: order([{ id: soldOut!.id, qty: 1 }]) });
    expect(response.status).toBe(409);
    expect(error!.detail).toBe(`Sorry, ${soldOut!.name} has just sold out. Please remove it from your cart.`);
  });

  it('changes no stock and writes no order when one line names a wine that does not exist', async () => {
    const before = await stockOf(1, 2);
    const ordersBefore = await countOrders();
    const { error, response } = await server.client(token).POST('/orders', { body: order([{ id: 1, qty: 1 }, { id: 2, qty: 1 }, { id: 9999, qty: 1 }]) });
    expect(response.status).toBe(409);
    expect(error!.detail).toBe('Wine #9999 is no longer available. Please remove it from your cart.');
    expect(await stockOf(1, 2)).toEqual(before);
    expect(await countOrders()).toBe(ordersBefore);
  });

  it('refuses a withdrawn wine', async () => {
    await server.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, 3));
    const { error, response } = await server.client(token).POST('/orders', { body: order([{ id: 3, qty: 1 }]) });
    expect(response.status).toBe(409);
    expect(error!.detail).toMatch(/is no longer available/);
  });

  it.each([
    ['an empty list', { productList: [] }, 'productList'],
    ['a zero quantity', { productList: [{ id: 1, qty: 0 }] }, 'productList.0.qty'],
    ['an unknown payment method', { paymentMethod: 'Bitcoin' }, 'paymentMethod'],
    ['yesterday', { shippingDate: addDays(TODAY, -1) }, 'shippingDate'],
    ['six days ahead', { shippingDate: addDays(TODAY, 6) }, 'shippingDate'],
    ['a date that does not exist', { shippingDate: '2026-02-30' }, 'shippingDate'],
    ['a missing address', { shippingAddress: '' }, 'shippingAddress'],
  ])('refuses %s with a 400 naming the field', async (_name, overrides, field) => {
    const ordersBefore = await countOrders();
    const { error, response } = await server.client(token).POST('/orders', { body: { ...order([{ id: 1, qty: 1 }]), ...overrides } as never });
    expect(response.status).toBe(400);
    expect(error!.errors!.map((e) => e.field)).toContain(field);
    expect(await countOrders()).toBe(ordersBefore);
  });

  it('accepts the whole window in Montevideo time, as a date or a date-time', async () => {
    expect(shopDay(NOW)).toBe(TODAY);
    for (const shippingDate of [TODAY, addDays(TODAY, 5), '2026-03-05T15:00:00.000Z', '2026-02-28T23:30:00-03:00']) {
      const { response, error } = await server.client(token).POST('/orders', { body: order([{ id: 1, qty: 1 }], { shippingDate }) });
      expect(response.status, `${shippingDate}: ${error?.detail}`).toBe(201);
    }
    const { error } = await server.client(token).POST('/orders', { body: order([{ id: 1, qty: 1 }], { shippingDate: '2026-03-06T02:59:00Z' }) });
    expect(error).toBeUndefined();
    const late = await server.client(token).POST('/orders', { body: order([{ id: 1, qty: 1 }], { shippingDate: '2026-03-06T03:00:00Z' }) });
    expect(late.response.status).toBe(400);
    expect(late.error!.detail).toBe('Please choose a shipping date from 2026-02-28 to 2026-03-05.');
  });

  it('returns the first order for a repeated Idempotency-Key instead of creating a second', async () => {
    const headers = { 'Idempotency-Key': 'checkout-7f3a' };
    const before = await stockOf(1);
    const first = await server.client(token).POST('/orders', { body: order([{ id: 1, qty: 1 }]), params: { header: headers } });
    const again = await server.client(token).POST('/orders', { body: order([{ id: 1, qty: 1 }]), params: { header: headers } });
    expect(first.response.status).toBe(201);
    expect(again.response.status).toBe(200);
    expect(again.data!.id).toBe(first.data!.id);
    expect(await stockOf(1)).toEqual({ 1: before[1]! - 1 });
  });

  it('answers simultaneous submits with one key with one order', async () => {
    const headers = { 'Idempotency-Key': 'double-click' };
    const ordersBefore = await countOrders();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => server.client(token).POST('/orders', { body: order([{ id: 2, qty: 1 }]), params: { header: headers } })),
    );
    expect(new Set(results.map((r) => r.data!.id)).size).toBe(1);
    expect(await countOrders()).toBe(ordersBefore + 1);
  });

  it('lets the demo customer see the new order first in the history, and lines show stock 0 once a wine is withdrawn', async () => {
    const { data } = await server.client(token).POST('/orders', { body: order([{ id: 4, qty: 1 }]) });
    await server.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, 4));
    const { data: history } = await server.client(token).GET('/orders');
    expect(history![0]!.id).toBe(data!.id);
    expect(history![0]!.productList[0]).toMatchObject({ id: 4, stock: 0 });
    expect(history![0]!.shippingAddress).not.toBe(DEMO_CUSTOMER.address);
  });
});
