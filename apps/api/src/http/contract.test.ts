import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../db/seed';
import { checkResponse, contractOperations, ContractViolation } from '../testing/contract-fetch';
import { exampleBodies } from '../testing/examples';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Calls every operation of openapi.yaml for real, through the contract-checking client, so a response
 * that breaks the contract (a missing field, a wrong type, an undeclared status) fails here.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const examples = exampleBodies();

type Call = (s: TestServer) => Promise<{ response: Response }>;

const calls: Record<string, Call> = {
  getHealth: (s) => s.client().GET('/health'),
  resetDatabase: (s) => s.client().GET('/resetdb'),
  resetDatabasePost: (s) => s.client().POST('/resetdb'),
  listFeaturedProducts: (s) => s.client().GET('/products/featured'),
  listProducts: (s) => s.client().GET('/products', { params: { query: { category: [2], q: 'reserva', sort: 'price-asc', limit: 2 } } }),
  getProductFacets: (s) => s.client().GET('/products/facets', { params: { query: { q: 'tannat', inStock: true } } }),
  getProduct: (s) => s.client().GET('/products/{id}', { params: { path: { id: 1 } } }),
  deleteProduct: async (s) => {
    const admin = await s.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    return s.client(admin.token).DELETE('/products/{id}', { params: { path: { id: 29 } } });
  },
  listCategories: (s) => s.client().GET('/categories'),
  reportCspViolation: (s) =>
    s.client().POST('/csp-reports', {
      body: { 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' } } as never,
      headers: { 'content-type': 'application/csp-report' },
    }),
  signUp: (s) => s.client().POST('/users', { body: examples.signUp as never }),
  logIn: (s) => s.client().POST('/tokens/user', { body: examples.logIn as never }),
  logOut: async (s) => s.client((await s.logIn()).token).DELETE('/tokens'),
  listOrders: async (s) => s.client((await s.logIn()).token).GET('/orders'),
  createOrder: async (s) => s.client((await s.logIn()).token).POST('/orders', { body: examples.createOrder as never }),
  updateProfile: async (s) => {
    const user = await s.logIn();
    const form = new FormData();
    for (const field of ['firstname', 'lastname', 'address', 'phone', 'email'] as const) form.append(field, user[field]);
    return s.client(user.token).PATCH('/users/{id}', { params: { path: { id: user.id } }, body: form as never, bodySerializer: (body: unknown) => body as FormData });
  },
};

describe('every operation in openapi.yaml', () => {
  it('has a call in this test', () => {
    expect(Object.keys(calls).sort()).toEqual(contractOperations.map((op) => op.operationId).sort());
  });

  it.each(contractOperations.map((op) => [op.operationId]))('%s succeeds with a response that matches the contract', async (operationId) => {
    const { response } = await calls[operationId]!(server);
    expect(response.status, `${operationId} answered ${response.status}`).toBeLessThan(300);
  });
});

describe('the contract check itself', () => {
  it('rejects a response with a field of the wrong type', async () => {
    const bad = Response.json([{ id: '1', name: 'Red', img: 'red.svg' }]);
    await expect(checkResponse('GET', `${server.origin}/api/categories`, bad)).rejects.toBeInstanceOf(ContractViolation);
  });

  it('rejects a status the operation does not declare', async () => {
    const teapot = Response.json({ type: 'about:blank', title: 'x', status: 418, detail: 'x' }, { status: 418 });
    await expect(checkResponse('GET', `${server.origin}/api/categories`, teapot)).rejects.toThrow(/does not declare/);
  });

  it('rejects a product missing a required field', async () => {
    const product = { id: 1, name: 'x', slogan: 'x', description: 'x', img: 'x', featuredImg: 'x', title: 'x', unitPrice: 100, stock: 1 };
    await expect(checkResponse('GET', `${server.origin}/api/products/1`, Response.json(product))).rejects.toThrow(/category/);
  });
});
