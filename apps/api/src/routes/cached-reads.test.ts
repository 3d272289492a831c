import { addDays, shopToday } from '@cellar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAG_MS } from '../cache/lagging-drops';
import { products } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.logIn()).token;
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.origin}/api${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

async function order(lines: { id: number; qty: number }[]) {
  const { response } = await server.client(token).POST('/orders', {
    body: { productList: lines, shippingAddress: 'Calle Sarandí 675, Montevideo', shippingDate: addDays(shopToday(), 1), paymentMethod: 'Visa' },
  });
  return response.status;
}

describe('catalogue reads served from memory', () => {
  it.each(['/products/featured', '/products', '/products/1', '/categories', '/products/facets?category=1', '/products?q=tannat&inStock=true'])(
    '%s answers 304 to the ETag of the encoding it would send, and the same body each time',
    async (path) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toContain('Accept-Encoding');
      const body = await first.text();
      const again = await get(path, { 'accept-encoding': 'identity' });
      expect(await again.text()).toBe(body);
      const encodings = ['br', 'gzip', 'identity'];
      const etags = await Promise.all(encodings.map(async (encoding) => (await get(path, { 'accept-encoding': encoding })).headers.get('etag')!));
      for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
      expect(new Set(etags).size).toBe(encodings.length);
      for (const [i, encoding] of encodings.entries()) {
        for (const [j, etag] of etags.entries()) {
          const answer = await get(path, { 'if-none-match': etag, 'accept-encoding': encoding });
          // A client that holds another encoding's bytes must get this encoding's, not a 304 for bytes it cannot read.
          expect(answer.status, `${encoding} with the ${encodings[j]} ETag`).toBe(i === j ? 304 : 200);
        }
      }
      expect((await get(path, { 'if-none-match': '"something-else"' })).status).toBe(200);
    },
  );

  it("shows a shopper's order of a wine that sold nothing within the lag in the very next read: the wine's page, the list and a new ETag", async () => {
    const [before, listBefore] = await Promise.all([get('/products/4'), get('/products?sort=price-asc&limit=100')]);
    const wine = (await before.json()) as { stock: number };
    const listed = ((await listBefore.json()) as { id: number; stock: number }[]).find((item) => item.id === 4)!;
    expect(listed.stock).toBe(wine.stock);

    expect(await order([{ id: 4, qty: 2 }])).toBe(201);

    const after = await get('/products/4');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(((await after.json()) as { stock: number }).stock).toBe(wine.stock - 2);
    const list = (await (await get('/products?sort=price-asc&limit=100')).json()) as { id: number; stock: number }[];
    expect(list.find((item) => item.id === 4)!.stock).toBe(wine.stock - 2);
    expect((await get('/products/4', { 'if-none-match': before.headers.get('etag')! })).status).toBe(200);
  });

  it('drops a wine that sells out from in-stock lists and the facets at once', async () => {
    await server.db.update(products).set({ stock: 1 }).where(eq(products.id, 6));
    const [name] = await server.db.select({ name: products.name }).from(products).where(eq(products.id, 6));
    // Read after the direct write above, so these are the entries the order must drop.
    const query = `?q=${encodeURIComponent(name!.name)}&inStock=true`;
    const inStock = async () => ((await (await get(`/products${query}`)).json()) as { id: number }[]).map((item) => item.id);
    const facets = async () => ((await (await get('/products/facets')).json()) as { inStock: number }).inStock;
    await get('/products/6');
    const [listedBefore, inStockBefore] = [await inStock(), await facets()];
    expect(listedBefore).toContain(6);

    expect(await order([{ id: 6, qty: 1 }])).toBe(201);

    expect(await inStock()).not.toContain(6);
    expect(await facets()).toBe(inStockBefore - 1);
    expect(((await (await get('/products/6')).json()) as { stock: number }).stock).toBe(0);
  });

  it('shows a sale of a wine sold a moment ago within the lag, and its last bottle sold at once', async () => {
    await server.db.update(products).set({ stock: 3 }).where(eq(products.id, 11));
    const stock = async () => ((await (await get('/products/11')).json()) as { stock: number }).stock;
    expect(await stock()).toBe(3);
    expect(await order([{ id: 11, qty: 1 }])).toBe(201);
    expect(await stock()).toBe(2);
    // Sold again within the lag: its figure may wait for the lag, and no longer.
    const sold = performance.now();
    expect(await order([{ id: 11, qty: 1 }])).toBe(201);
    while ((await stock()) !== 1) {
      expect(performance.now() - sold, 'still 2 bottles shown').toBeLessThan(LAG_MS + 200);
      await new Promise((done) => setTimeout(done, 20));
    }
    // Sold out right after: shown at once, though the wine was dropped a moment ago.
    expect(await order([{ id: 11, qty: 1 }])).toBe(201);
    expect(await stock()).toBe(0);
  });

  it('answers a read from another origin with its CORS headers, not a copy made for someone else', async () => {
    await get('/categories');
    const response = await get('/categories', { origin: 'https://elsewhere.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
