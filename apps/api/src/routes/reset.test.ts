import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../db/schema';
import { seedProducts } from '../db/seed-data';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('/resetdb in demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('restores stock, prices, withdrawn wines and accounts to the seed state', async () => {
    await server.db.update(products).set({ stock: 0, unitPrice: 1, deletedAt: new Date() }).where(eq(products.id, 1));
    await server.client().POST('/users', {
      body: { firstname: 'Tmp', lastname: 'User', address: 'Somewhere 1', phone: '099999999', email: 'tmp@example.com', password: 'password-tmp' },
    });
    const { data, response } = await server.client().GET('/resetdb');
    expect(response.status).toBe(200);
    expect(data).toEqual({ status: 'reset' });
    const [wine] = await server.db.select().from(products).where(eq(products.id, 1));
    expect(wine).toMatchObject({ stock: seedProducts[0]!.stock, unitPrice: seedProducts[0]!.unitPrice, deletedAt: null });
    expect(await server.db.select().from(users).where(eq(users.email, 'tmp@example.com'))).toEqual([]);
    const demo = await server.logIn();
    expect((await server.client(demo.token).GET('/orders')).data).toHaveLength(3);
  });

  it('never shows a reader an empty or half-filled catalogue while it resets', async () => {
    const sizes: number[] = [];
    let resetting = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (resetting) {
        const { data } = await server.client().GET('/products', { params: { query: { limit: 100 } } });
        sizes.push(data!.length);
      }
    });
    for (let i = 0; i < 5; i++) await server.client().POST('/resetdb');
    resetting = false;
    await Promise.all(readers);
    expect(sizes.length).toBeGreaterThan(4);
    expect(new Set(sizes)).toEqual(new Set([seedProducts.length]));
  });

  it('lets new rows follow the seeded ids after a reset', async () => {
    await server.client().POST('/resetdb');
    const { data, response } = await server.client().POST('/users', {
      body: { firstname: 'New', lastname: 'User', address: 'Somewhere 2', phone: '099999998', email: 'new@example.com', password: 'password-new' },
    });
    expect(response.status).toBe(201);
    expect(data!.id).toBe(3);
  });
});

describe('/resetdb outside demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DEMO_MODE: 'false' } });
  });
  afterAll(() => server?.close());

  it('is 404 and changes nothing', async () => {
    await server.db.update(products).set({ stock: 7 }).where(eq(products.id, 1));
    for (const call of [server.client().GET('/resetdb'), server.client().POST('/resetdb')]) {
      const { error, response } = await call;
      expect(response.status).toBe(404);
      expect(error!.detail).toBe('This shop is not in demo mode, so its data cannot be reset.');
    }
    const [wine] = await server.db.select().from(products).where(eq(products.id, 1));
    expect(wine!.stock).toBe(7);
  });
});
