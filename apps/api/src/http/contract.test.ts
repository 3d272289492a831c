import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, users } from '../db/schema';
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

/** A client with the demo admin's token. */
async function staff(s: TestServer) {
  return s.client((await s.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token);
}

let serial = 0;
/** A customer of the call's own, so that deactivating or removing one leaves the others alone. */
async function newAccount(s: TestServer) {
  const email = `contract-${++serial}@example.com`;
  const { data } = await s.client().POST('/users', { body: { ...(examples.signUp as { firstname: string; lastname: string; address: string; phone: string; password: string }), email } });
  return data!.id;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

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
  updateProduct: async (s) => (await staff(s)).PATCH('/products/{id}', { params: { path: { id: 1 } }, body: examples.updateProduct as never }),
  restoreProduct: async (s) => (await staff(s)).POST('/products/{id}/restore', { params: { path: { id: 29 } } }),
  uploadProductImage: async (s) => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'bottle.png');
    return (await staff(s)).PUT('/products/{id}/image', { params: { path: { id: 2 } }, body: form as never, bodySerializer: (body: unknown) => body as FormData });
  },
  listStockMovements: async (s) => (await staff(s)).GET('/products/{id}/movements', { params: { path: { id: 1 }, query: { limit: 2 } } }),
  adjustStock: async (s) => (await staff(s)).POST('/products/{id}/movements', { params: { path: { id: 1 } }, body: examples.adjustStock as never }),
  listInventory: async (s) => (await staff(s)).GET('/inventory', { params: { query: { q: 'tannat', sort: 'stock', limit: 3 } } }),
  getInventoryProduct: async (s) => (await staff(s)).GET('/inventory/{id}', { params: { path: { id: 1 } } }),
  createProduct: async (s) => (await staff(s)).POST('/products', { body: examples.createProduct as never }),
  createCategory: async (s) => (await staff(s)).POST('/categories', { body: examples.createCategory as never }),
  getCategory: async (s) => (await staff(s)).GET('/categories/{id}', { params: { path: { id: 1 } } }),
  listStaffCategories: async (s) => (await staff(s)).GET('/inventory/categories'),
  updateCategory: async (s) => (await staff(s)).PATCH('/categories/{id}', { params: { path: { id: 6 } }, body: { name: 'Fortified wines' } }),
  deleteCategory: async (s) => {
    const client = await staff(s);
    const { data } = await client.POST('/categories', { body: { name: `Short-lived ${++serial}` } });
    return client.DELETE('/categories/{id}', { params: { path: { id: data!.id } } });
  },
  listCustomers: async (s) => (await staff(s)).GET('/users', { params: { query: { sort: 'name', limit: 5 } } }),
  getCustomer: async (s) => (await staff(s)).GET('/users/{id}', { params: { path: { id: 1 } } }),
  deleteUser: async (s) => {
    // Staff's deactivation, then the owner's erasure, each checked against the contract.
    const deactivated = await (await staff(s)).DELETE('/users/{id}', { params: { path: { id: await newAccount(s) } } });
    expect(deactivated.response.status).toBe(204);
    const id = await newAccount(s);
    const [user] = await s.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    const password = String(examples.signUp!.password);
    const session = await s.logIn(user!.email, password);
    return s.client(session.token).DELETE('/users/{id}', { params: { path: { id } }, body: { password } });
  },
  restoreCustomer: async (s) => {
    const client = await staff(s);
    const id = await newAccount(s);
    await client.DELETE('/users/{id}', { params: { path: { id } } });
    return client.POST('/users/{id}/restore', { params: { path: { id } } });
  },
  logInStaff: (s) => s.client().POST('/tokens/admin', { body: examples.logInStaff as never }),
  listStaff: async (s) => (await staff(s)).GET('/admins'),
  createStaff: async (s) => (await staff(s)).POST('/admins', { body: examples.createStaff as never }),
  getStaff: async (s) => (await staff(s)).GET('/admins/{id}', { params: { path: { id: DEMO_ADMIN.id } } }),
  updateStaff: async (s) => (await staff(s)).PATCH('/admins/{id}', { params: { path: { id: DEMO_ADMIN.id } }, body: examples.updateStaff as never }),
  removeStaff: async (s) => {
    const client = await staff(s);
    const { data } = await client.POST('/admins', { body: { ...(examples.createStaff as { firstname: string; lastname: string; password: string }), email: `leaving-${++serial}@example.com` } });
    return client.DELETE('/admins/{id}', { params: { path: { id: data!.id } } });
  },
  getOrder: async (s) => (await staff(s)).GET('/orders/{id}', { params: { path: { id: 1 } } }),
  updateOrderStatus: async (s) => (await staff(s)).PATCH('/orders/{id}', { params: { path: { id: 3 } }, body: examples.updateOrderStatus as never }),
  getStatistics: async (s) => (await staff(s)).GET('/statistics', { params: { query: { top: 3 } } }),
  listAuditLog: async (s) => (await staff(s)).GET('/audit-log', { params: { query: { limit: 5 } } }),
  listMail: async (s) => (await staff(s)).GET('/mail', { params: { query: { limit: 5, state: 'pending' } } }),
  getMail: async (s) => {
    const [mail] = await s.db.insert(outbox).values({ recipient: 'someone@example.com', locale: 'es-UY', mail: { kind: 'welcome', firstname: 'Ana' } }).returning({ id: outbox.id });
    return (await staff(s)).GET('/mail/{id}', { params: { path: { id: mail!.id } } });
  },
  // The demo customer bought wines 1, 5, 10, 3, 7 and 12.
  listProductReviews: async (s) => {
    await s.client((await s.logIn()).token).POST('/products/{id}/reviews', { params: { path: { id: 10 } }, body: examples.createReview as never });
    return s.client().GET('/products/{id}/reviews', { params: { path: { id: 10 }, query: { sort: 'helpful', limit: 1 } } });
  },
  createReview: async (s) => s.client((await s.logIn()).token).POST('/products/{id}/reviews', { params: { path: { id: 5 } }, body: examples.createReview as never }),
  listOwnReviews: async (s) => s.client((await s.logIn()).token).GET('/reviews/mine'),
  listReviews: async (s) => (await staff(s)).GET('/reviews', { params: { query: { hidden: false, limit: 5 } } }),
  moderateReview: async (s) => {
    const { data } = await s.client((await s.logIn()).token).POST('/products/{id}/reviews', { params: { path: { id: 7 } }, body: examples.createReview as never });
    return (await staff(s)).PATCH('/reviews/{id}', { params: { path: { id: data!.id } }, body: examples.moderateReview as never });
  },
  listCategories: (s) => s.client().GET('/categories'),
  reportCspViolation: (s) =>
    s.client().POST('/csp-reports', {
      body: { 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' } } as never,
      headers: { 'content-type': 'application/csp-report' },
    }),
  signUp: (s) => s.client().POST('/users', { body: examples.signUp as never }),
  logIn: (s) => s.client().POST('/tokens/user', { body: examples.logIn as never }),
  requestPasswordReset: (s) => s.client().POST('/password-resets', { body: examples.requestPasswordReset as never }),
  resetPassword: async (s) => {
    const id = await newAccount(s);
    const [user] = await s.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    await s.client().POST('/password-resets', { body: { email: user!.email } });
    // The link's token travels only in the mail, which the outbox keeps until it is sent.
    const token = await vi.waitFor(async () => {
      const [mail] = await s.db.select({ token: sql<string>`${outbox.mail} ->> 'token'` }).from(outbox).where(and(eq(outbox.recipient, user!.email), sql`${outbox.mail} ->> 'kind' = 'passwordReset'`));
      if (!mail) throw new Error('no reset mail yet');
      return mail.token;
    });
    return s.client().POST('/password-resets/{token}', { params: { path: { token } }, body: examples.resetPassword as never });
  },
  changePassword: async (s) => {
    const id = await newAccount(s);
    const [user] = await s.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    const password = String(examples.signUp!.password);
    const session = await s.logIn(user!.email, password);
    return s.client(session.token).PATCH('/users/{id}/password', { params: { path: { id } }, body: { currentPassword: password, newPassword: 'a-new-cork-2026' } });
  },
  exportAccount: async (s) => {
    const session = await s.logIn();
    return s.client(session.token).GET('/users/{id}/export', { params: { path: { id: session.id } } });
  },
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
