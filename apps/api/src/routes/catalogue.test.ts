import type { Problem } from '@cellar/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /products/featured', () => {
  it('lists at least 8 featured wines with what the home block and carousel show', async () => {
    const { data } = await server.client().GET('/products/featured');
    expect(data!.length).toBeGreaterThanOrEqual(8);
    for (const wine of data!) {
      expect(Object.keys(wine).sort()).toEqual(['description', 'featuredImg', 'id', 'img', 'name', 'title']);
      expect(wine.title.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /products', () => {
  it('answers the largest page without parameters, so a client that asks for no pages sees every wine of the seed', async () => {
    const { data, response } = await server.client().GET('/products');
    expect(data).toHaveLength(32);
    expect(data![0]).toMatchObject({ id: 1, name: expect.any(String), img: expect.any(String), featured: expect.any(Boolean), category: { id: expect.any(Number) } });
    expect(response.headers.get('x-total-count')).toBe('32');
    expect(response.headers.get('link')).toBeNull();
  });

  it('answers a page of `limit` wines with the count and the next page', async () => {
    const { data, response } = await server.client().GET('/products', { params: { query: { limit: 24 } } });
    expect(data).toHaveLength(24);
    expect(response.headers.get('x-total-count')).toBe('32');
    expect(response.headers.get('link')).toMatch(/^<\/api\/products\?limit=24&cursor=[\w-]+>; rel="next"$/);
  });

  it('filters by category', async () => {
    const { data: categories } = await server.client().GET('/categories');
    const red = categories![0]!;
    const { data } = await server.client().GET('/products', { params: { query: { category: [red.id] } } });
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((wine) => wine.category.id === red.id)).toBe(true);
  });

  it('answers a category that is not a number with a readable 400', async () => {
    const response = await fetch(`${server.origin}/api/products?category=reds`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(((await response.json()) as Problem).detail).toBe('category.0 must be a whole number.');
  });
});

describe('GET /products/{id}', () => {
  it('gives one wine with its category', async () => {
    const { data } = await server.client().GET('/products/{id}', { params: { path: { id: 1 } } });
    expect(data).toMatchObject({ id: 1, unitPrice: expect.any(Number), stock: expect.any(Number), category: { id: expect.any(Number), name: expect.any(String), img: expect.any(String) } });
    expect(data!.description.length).toBeGreaterThanOrEqual(200);
  });

  it('answers 404 problem+json for a wine that does not exist', async () => {
    const { error, response } = await server.client().GET('/products/{id}', { params: { path: { id: 99999 } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ status: 404, detail: "Sorry, that wine is no longer available. Here's to finding new favorites!" });
  });

  it('answers 400, not 500, to ids that are not positive whole numbers', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await fetch(`${server.origin}/api/products/${id}`);
      expect(response.status, id).toBe(400);
    }
  });
});

describe('DELETE /products/{id}', () => {
  it('lets the admin withdraw a wine, which then answers empty (the spec\'s "unavailable") and leaves the catalogue', async () => {
    const admin = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { response } = await server.client(admin.token).DELETE('/products/{id}', { params: { path: { id: 30 } } });
    expect(response.status).toBe(204);
    const withdrawn = await fetch(`${server.origin}/api/products/30`);
    expect(withdrawn.status).toBe(204);
    expect(await withdrawn.text()).toBe('');
    const never = await fetch(`${server.origin}/api/products/9999`);
    expect(never.status).toBe(404);
    expect(never.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const { data } = await server.client().GET('/products', { params: { query: { limit: 100 } } });
    expect(data!.some((wine) => wine.id === 30)).toBe(false);
  });

  it('refuses customers and guests', async () => {
    const customer = await server.logIn();
    expect((await server.client(customer.token).DELETE('/products/{id}', { params: { path: { id: 2 } } })).response.status).toBe(403);
    expect((await server.client().DELETE('/products/{id}', { params: { path: { id: 2 } } })).response.status).toBe(401);
    expect((await server.client().GET('/products/{id}', { params: { path: { id: 2 } } })).response.status).toBe(200);
  });
});

describe('GET /categories', () => {
  it('lists at least 5 categories with their images', async () => {
    const { data } = await server.client().GET('/categories');
    expect(data!.length).toBeGreaterThanOrEqual(5);
    for (const category of data!) expect(category.img).toMatch(/\.(svg|webp|avif)$/);
  });
});
