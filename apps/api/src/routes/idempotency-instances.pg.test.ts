import { randomUUID } from 'node:crypto';
import { addDays, shopToday } from '@cellar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../db/schema';
import { DEMO_CUSTOMER, resetDatabase } from '../db/seed';
import { createPostgresTestDatabase, startTestServer, type TestServer } from '../testing/test-server';

// The race is timing-dependent, so it is run many times, each time with a fresh key and one bottle left.
const ROUNDS = 15;
const AT_ONCE = 6;
const WINE = 3;

let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
const instances: TestServer[] = [];
beforeAll(async () => {
  database = await createPostgresTestDatabase({ migrated: true });
  instances.push(await startTestServer({ databaseUrl: database.url }));
  await resetDatabase(instances[0]!.db);
  instances.push(await startTestServer({ databaseUrl: database.url }));
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await database?.drop();
});

describe('an Idempotency-Key sent to two instances on one PostgreSQL database', () => {
  it('makes one order, and every repeat, at once or later, on either instance, answers with it even once sold out', async () => {
    const [first, second] = instances as [TestServer, TestServer];
    const { token } = await first.logIn();
    const body = {
      productList: [{ id: WINE, qty: 1 }],
      shippingAddress: DEMO_CUSTOMER.address,
      shippingDate: addDays(shopToday(), 1),
      paymentMethod: 'Visa' as const,
    };

    const outcomes = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await first.db.update(products).set({ stock: 1 }).where(eq(products.id, WINE));
      const key = `checkout-${randomUUID()}`;
      const submit = (instance: TestServer) => instance.client(token).POST('/orders', { body, params: { header: { 'Idempotency-Key': key } } });
      // A double click, or a retry after a timeout that reaches the other instance while the first attempt is still running.
      const together = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => submit(instances[i % 2]!)));
      // Retries once the bottle is gone.
      const later = [await submit(first), await submit(second)];
      const answers = [...together, ...later].map(({ response, data, error }) => (data ? `${response.status} order ${data.id}` : `${response.status} ${error?.detail}`));
      const rows = await first.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, DEMO_CUSTOMER.id), eq(orders.idempotencyKey, key)));
      const [wine] = await first.db.select({ stock: products.stock }).from(products).where(eq(products.id, WINE));
      outcomes.push({ round, answers: answers.sort(), orders: rows.map(({ id }) => `order ${id}`), stock: wine!.stock });
    }

    // Each round must have made exactly one order (whichever answer created it) and answered every submit with it.
    expect(outcomes).toEqual(
      outcomes.map(({ round, answers }) => {
        const created = answers.find((answer) => answer.startsWith('201 '))?.slice(4) ?? 'the order of a 201';
        return { round, answers: [...Array.from({ length: AT_ONCE + 1 }, () => `200 ${created}`), `201 ${created}`], orders: [created], stock: 0 };
      }),
    );
  }, 60_000);
});
