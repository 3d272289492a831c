import { shopToday } from '@cellar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products, stockMovements } from '../db/schema';
import { DEMO_ADMIN } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * On PostgreSQL, with real concurrency: a restock taken while 50 checkouts buy the same wine loses
 * none of them. Stock ends at start + restock − sold, and every bottle is a movement.
 */
const WINE = 8;
const BUYERS = 50;
const RESTOCK = 30;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DATABASE_POOL: '20' } });
});
afterAll(() => server?.close());

it(`keeps a restock and ${BUYERS} concurrent checkouts exact, with a movement for each`, { timeout: 60_000 }, async () => {
  await server.db.update(products).set({ stock: 40 }).where(eq(products.id, WINE));
  // The direct update above is outside the movements; the ledger is checked from here on.
  const [start] = await server.db.select({ stock: products.stock }).from(products).where(eq(products.id, WINE));
  const [{ id: lastMovement } = { id: 0 }] = await server.db.select({ id: sql<number>`coalesce(max(${stockMovements.id}), 0)`.mapWith(Number) }).from(stockMovements);

  const staff = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const body = { firstname: 'Buyer', lastname: `${i}`, address: 'Rambla 1234', phone: '099 000 000', email: `buyer${i}@example.com`, password: 'buyer-password' };
      await server.client().POST('/users', { body });
      return (await server.logIn(body.email, body.password)).token;
    }),
  );
  const checkout = (token: string) =>
    server.client(token).POST('/orders', {
      body: { productList: [{ id: WINE, qty: 1 }], shippingAddress: 'Rambla 1234', shippingDate: shopToday(), paymentMethod: 'Visa' },
    });
  const half = BUYERS / 2;
  const [early, restock, late] = await Promise.all([
    Promise.all(buyers.slice(0, half).map(checkout)),
    server.client(staff).POST('/products/{id}/movements', { params: { path: { id: WINE } }, body: { reason: 'restock', change: RESTOCK } }),
    Promise.all(buyers.slice(half).map(checkout)),
  ]);
  expect(restock.response.status).toBe(201);
  const answers = [...early, ...late];
  expect(answers.every((answer) => answer.response.status === 201 || answer.response.status === 409)).toBe(true);
  const sold = answers.filter((answer) => answer.response.status === 201).length;

  const [end] = await server.db.select({ stock: products.stock }).from(products).where(eq(products.id, WINE));
  expect(end!.stock).toBe(start!.stock + RESTOCK - sold);
  const movements = await server.db.select().from(stockMovements).where(sql`${stockMovements.productId} = ${WINE} and ${stockMovements.id} > ${lastMovement}`);
  expect(movements.filter((m) => m.reason === 'sale')).toHaveLength(sold);
  expect(movements.filter((m) => m.reason === 'restock').map((m) => m.change)).toEqual([RESTOCK]);
  expect(movements.reduce((total, m) => total + m.change, 0)).toBe(end!.stock - start!.stock);
});
