import { addDays, shopToday } from '@cellar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products } from '../db/schema';
import { startTestServer, testDatabaseKind, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe(`concurrent buyers on ${testDatabaseKind}`, () => {
  it('sells 10 bottles to exactly 10 of 50 simultaneous buyers; the rest get 409 and stock ends at 0', async () => {
    await server.db.update(products).set({ stock: 10 }).where(eq(products.id, 1));
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const email = `buyer${i}@example.com`;
        await server.client().POST('/users', {
          body: { firstname: 'Buyer', lastname: String(i), address: 'Av. Italia 3000', phone: '099000111', email, password: 'password-123' },
        });
        return (await server.logIn(email, 'password-123')).token;
      }),
    );
    const body = {
      productList: [{ id: 1, qty: 1 }],
      shippingAddress: 'Av. Italia 3000, Montevideo',
      shippingDate: addDays(shopToday(), 1),
      paymentMethod: 'Mastercard' as const,
    };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => server.client(buyers[i % buyers.length]).POST('/orders', { body })));
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const [wine] = await server.db.select().from(products).where(eq(products.id, 1));
    expect(wine!.stock).toBe(0);
    const sold = await server.db.select().from(orderLines).where(eq(orderLines.productId, 1));
    // The seeded demo orders already hold 2 bottles of wine 1.
    expect(sold.reduce((sum, line) => sum + line.qty, 0)).toBe(10 + 2);
  });
});
