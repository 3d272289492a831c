import { MAX_STOCK, shopToday } from '@cellar/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLines, orders, products, stockMovements, users } from '../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER, resetDatabase } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let staff: string;
let customer: string;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await resetDatabase(server.db);
  staff = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
  customer = (await server.logIn()).token;
});
afterAll(() => server?.close());

const asStaff = () => server.client(staff);
const asCustomer = () => server.client(customer);

async function stockOf(id: number): Promise<number> {
  const [row] = await server.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

/** What a wine's movements add up to: its stock, if every change was recorded. */
async function movementsTotal(id: number): Promise<number> {
  const [row] = await server.db.select({ total: sql<number>`coalesce(sum(${stockMovements.change}), 0)`.mapWith(Number) }).from(stockMovements).where(eq(stockMovements.productId, id));
  return row!.total;
}

async function placeOrder(lines: { id: number; qty: number }[], token = customer) {
  const { data, response } = await server.client(token).POST('/orders', {
    body: { productList: lines, shippingAddress: 'Calle Sarandí 675, Montevideo', shippingDate: shopToday(), paymentMethod: 'Visa' },
  });
  expect(response.status).toBe(201);
  return data!;
}

const moveOrder = (id: number, status: 'paid' | 'in transit' | 'delivered' | 'rejected') => asStaff().PATCH('/orders/{id}', { params: { path: { id } }, body: { status } });

describe('order fulfilment', () => {
  it('moves paid → in transit → delivered and refuses every other move with 409', async () => {
    const order = await placeOrder([{ id: 3, qty: 1 }]);
    expect((await moveOrder(order.id, 'delivered')).response.status).toBe(409);
    expect((await moveOrder(order.id, 'paid')).response.status).toBe(409);
    const shipped = await moveOrder(order.id, 'in transit');
    expect(shipped.data!.status).toBe('in transit');
    expect(shipped.data!.customer).toMatchObject({ id: DEMO_CUSTOMER.id, email: DEMO_CUSTOMER.email });
    // The shopper's My Orders shows the new status.
    const mine = await asCustomer().GET('/orders', { params: { query: { customer: DEMO_CUSTOMER.id } } });
    expect(mine.data!.find((o) => o.id === order.id)!.status).toBe('in transit');
    const refused = await moveOrder(order.id, 'rejected');
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'orderMoveRefused', params: { from: 'in transit', to: 'rejected' } });
    expect((await moveOrder(order.id, 'delivered')).data!.status).toBe('delivered');
    for (const status of ['paid', 'in transit', 'rejected'] as const) expect((await moveOrder(order.id, status)).response.status).toBe(409);
  });

  it('puts a rejected order’s bottles back in the same write, records them, and the cached catalogue shows them', async () => {
    const before = await stockOf(5);
    const order = await placeOrder([{ id: 5, qty: 2 }, { id: 6, qty: 1 }]);
    // Read (and so cache) the wine while its bottles are sold.
    expect((await server.client().GET('/products/{id}', { params: { path: { id: 5 } } })).data!.stock).toBe(before - 2);
    const rejected = await moveOrder(order.id, 'rejected');
    expect(rejected.data!.status).toBe('rejected');
    expect(await stockOf(5)).toBe(before);
    expect((await server.client().GET('/products/{id}', { params: { path: { id: 5 } } })).data!.stock).toBe(before);
    const movements = await server.db.select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(movements.map((m) => [m.productId, m.reason, m.change]).sort()).toEqual([
      [5, 'cancellation', 2],
      [5, 'sale', -2],
      [6, 'cancellation', 1],
      [6, 'sale', -1],
    ]);
    expect(await movementsTotal(5)).toBe(await stockOf(5));
    // Rejected is final: the bottles cannot come back twice.
    expect((await moveOrder(order.id, 'rejected')).response.status).toBe(409);
    expect(await stockOf(5)).toBe(before);
  });
});

describe('orders for staff and customers', () => {
  it("lists every customer's orders to staff, paged, and only one's own to a customer", async () => {
    const first = await asStaff().GET('/orders', { params: { query: { limit: 2 } } });
    expect(first.data!.map((o) => o.id)).toEqual([3, 2]);
    expect(first.response.headers.get('x-total-count')).toBe('3');
    expect(first.data![0]!.customer!.email).toBe(DEMO_CUSTOMER.email);
    const next = first.response.headers.get('link')!.match(/<([^>]+)>/)![1]!;
    const rest = await fetch(`${server.origin}${next}`, { headers: { authorization: `Bearer ${staff}` } });
    expect(((await rest.json()) as { id: number }[]).map((o) => o.id)).toEqual([1]);
    // Staff signed into the shop see their own orders in My Orders: none.
    expect((await asStaff().GET('/orders', { params: { query: { customer: DEMO_ADMIN.id } } })).data).toEqual([]);
    expect((await asCustomer().GET('/orders', { params: { query: { customer: DEMO_ADMIN.id } } })).response.status).toBe(403);
    expect((await asStaff().GET('/orders', { params: { query: { status: 'delivered' } } })).data!.map((o) => o.id)).toEqual([1]);
  });

  it("answers a customer's request for another's order with 404", async () => {
    await server.client().POST('/users', { body: { firstname: 'Bruno', lastname: 'Silva', address: 'Colonia 1200', phone: '099111222', email: 'bruno@example.com', password: 'password-bruno' } });
    const bruno = (await server.logIn('bruno@example.com', 'password-bruno')).token;
    expect((await server.client(bruno).GET('/orders/{id}', { params: { path: { id: 1 } } })).response.status).toBe(404);
    expect((await asCustomer().GET('/orders/{id}', { params: { path: { id: 1 } } })).data!.id).toBe(1);
    expect((await asStaff().GET('/orders/{id}', { params: { path: { id: 1 } } })).data!.customer!.id).toBe(DEMO_CUSTOMER.id);
  });
});

const albarino = {
  name: 'Bodega Garzón Albariño',
  slogan: 'Salt air and white peach',
  description: 'A fresh coastal white from the hills of Maldonado.',
  title: 'A coastal white for seafood',
  unitPrice: 1290,
  stock: 24,
  categoryId: 2,
};

describe('wines', () => {

  it('adds a wine with a picture that the catalogue, its search and /images then serve', async () => {
    const created = await asStaff().POST('/products', { body: albarino });
    expect(created.response.status).toBe(201);
    const id = created.data!.id;
    const { categoryId: _categoryId, ...shown } = albarino;
    expect(created.data).toMatchObject({ ...shown, featured: false, withdrawnAt: null, img: 'wine-placeholder.webp', category: { id: 2 } });
    const picture = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#6b1d2a' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'bottle.png');
    const uploaded = await fetch(`${server.origin}/api/products/${id}/image`, { method: 'PUT', headers: { authorization: `Bearer ${staff}` }, body: form });
    expect(uploaded.status).toBe(200);
    const img = ((await uploaded.json()) as { img: string }).img;
    expect(img).toMatch(/^wine-upload-[0-9a-f]{16}\.webp$/);
    const image = await fetch(`${server.origin}/images/${img}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');

    const found = await server.client().GET('/products', { params: { query: { q: 'albarino' } } });
    expect(found.data!.map((wine) => wine.id)).toContain(id);
    expect(found.data!.find((wine) => wine.id === id)!.img).toBe(img);
    expect((await server.client().GET('/products/{id}', { params: { path: { id } } })).data!.name).toBe(albarino.name);
    // Its opening stock is its first movement.
    expect(await movementsTotal(id)).toBe(24);
  });

  it('refuses a file that is not an image with 415, and an unknown category with 400', async () => {
    const form = new FormData();
    form.append('image', new Blob(['not a picture'], { type: 'image/png' }), 'x.png');
    const response = await fetch(`${server.origin}/api/products/1/image`, { method: 'PUT', headers: { authorization: `Bearer ${staff}` }, body: form });
    expect(response.status).toBe(415);
    const refused = await asStaff().POST('/products', { body: { ...albarino, categoryId: 999 } });
    expect(refused.response.status).toBe(400);
    expect(refused.error!.code).toBe('categoryNotFound');
  });

  it('keeps search in step with an edit, and withdraws and restores a wine', async () => {
    const edited = await asStaff().PATCH('/products/{id}', { params: { path: { id: 1 } }, body: { name: 'Zanzíbar Tannat', unitPrice: 990 } });
    expect(edited.data).toMatchObject({ name: 'Zanzíbar Tannat', unitPrice: 990 });
    expect((await server.client().GET('/products', { params: { query: { q: 'zanzibar' } } })).data!.map((w) => w.id)).toEqual([1]);

    expect((await asStaff().DELETE('/products/{id}', { params: { path: { id: 1 } } })).response.status).toBe(204);
    expect((await server.client().GET('/products/{id}', { params: { path: { id: 1 } } })).response.status).toBe(204);
    expect((await server.client().GET('/products', { params: { query: { q: 'zanzibar' } } })).data).toEqual([]);
    expect((await asStaff().GET('/inventory', { params: { query: { status: 'withdrawn' } } })).data!.map((w) => w.id)).toEqual([1]);

    const restored = await asStaff().POST('/products/{id}/restore', { params: { path: { id: 1 } } });
    expect(restored.data!.withdrawnAt).toBeNull();
    expect((await server.client().GET('/products/{id}', { params: { path: { id: 1 } } })).data!.name).toBe('Zanzíbar Tannat');
  });

  it('records a stock typed into the edit as a count correction', async () => {
    const before = await stockOf(4);
    await asStaff().PATCH('/products/{id}', { params: { path: { id: 4 } }, body: { stock: before + 7 } });
    const [movement] = await server.db.select().from(stockMovements).where(and(eq(stockMovements.productId, 4), eq(stockMovements.reason, 'count correction')));
    expect(movement).toMatchObject({ change: 7, staffId: DEMO_ADMIN.id });
    expect(await movementsTotal(4)).toBe(before + 7);
  });
});

describe('stock adjustments', () => {
  it('restocks a sold-out wine so that the cached catalogue and a shopper see it, and explains the stock by its movements', async () => {
    await asStaff().POST('/products/{id}/movements', { params: { path: { id: 2 } }, body: { reason: 'breakage', change: -(await stockOf(2)), note: 'Dropped a case' } });
    expect((await server.client().GET('/products', { params: { query: { inStock: true, limit: 100 } } })).data!.map((w) => w.id)).not.toContain(2);
    const restock = await asStaff().POST('/products/{id}/movements', { params: { path: { id: 2 } }, body: { reason: 'restock', change: 12 } });
    expect(restock.response.status).toBe(201);
    expect(restock.data).toMatchObject({ stock: 12, movement: { reason: 'restock', change: 12, staff: { id: DEMO_ADMIN.id } } });
    expect((await server.client().GET('/products', { params: { query: { inStock: true, limit: 100 } } })).data!.map((w) => w.id)).toContain(2);
    await placeOrder([{ id: 2, qty: 3 }]);
    expect(await stockOf(2)).toBe(9);
    expect(await movementsTotal(2)).toBe(9);
    const movements = await asStaff().GET('/products/{id}/movements', { params: { path: { id: 2 }, query: { limit: 2 } } });
    expect(movements.data!.map((m) => [m.reason, m.change])).toEqual([
      ['sale', -3],
      ['restock', 12],
    ]);
    expect(movements.response.headers.get('x-total-count')).toBe('4');
    expect(movements.response.headers.get('link')).toContain('cursor=');
  });

  it('never makes stock negative and checks the reason against the sign', async () => {
    const before = await stockOf(3);
    const tooMany = await asStaff().POST('/products/{id}/movements', { params: { path: { id: 3 } }, body: { reason: 'breakage', change: -(before + 1) } });
    expect(tooMany.response.status).toBe(409);
    expect((await asStaff().POST('/products/{id}/movements', { params: { path: { id: 3 } }, body: { reason: 'restock', change: -1 } })).response.status).toBe(400);
    expect((await asStaff().POST('/products/{id}/movements', { params: { path: { id: 3 } }, body: { reason: 'breakage', change: 1 } })).response.status).toBe(400);
    expect((await asStaff().POST('/products/{id}/movements', { params: { path: { id: 999 } }, body: { reason: 'restock', change: 1 } })).response.status).toBe(404);
    expect(await stockOf(3)).toBe(before);
  });

  it('never takes stock past the most a wine may hold, and still takes away from a wine rejected orders filled past it', async () => {
    const adjust = (reason: 'restock' | 'breakage', change: number) => asStaff().POST('/products/{id}/movements', { params: { path: { id: 3 } }, body: { reason, change } });
    const before = await stockOf(3);
    expect((await adjust('restock', MAX_STOCK - before)).data!.stock).toBe(MAX_STOCK);
    const refused = await adjust('restock', 1);
    expect(refused.response.status).toBe(409);
    const [wine] = await server.db.select().from(products).where(eq(products.id, 3));
    expect(refused.error!.detail).toContain(wine!.name);
    expect(await stockOf(3)).toBe(MAX_STOCK);
    // An order sells 5 bottles, 5 are restocked, then the order is rejected and its 5 come back.
    const order = await placeOrder([{ id: 3, qty: 5 }]);
    expect((await adjust('restock', 5)).response.status).toBe(201);
    expect((await moveOrder(order.id, 'rejected')).response.status).toBe(200);
    expect(await stockOf(3)).toBe(MAX_STOCK + 5);
    expect((await adjust('restock', 1)).response.status).toBe(409);
    expect((await adjust('breakage', -1)).data!.stock).toBe(MAX_STOCK + 4);
    expect(await movementsTotal(3)).toBe(MAX_STOCK + 4);
  });

  it('logs a note with a lone surrogate (jsonb refuses one) and refuses an edit that names no field', async () => {
    const noted = await asStaff().POST('/products/{id}/movements', { params: { path: { id: 3 } }, body: { reason: 'restock', change: 1, note: 'half a pair \ud800' } });
    expect(noted.response.status).toBe(201);
    for (const path of ['/products/3', '/categories/1', `/admins/${DEMO_ADMIN.id}`]) {
      const response = await fetch(`${server.origin}/api${path}`, { method: 'PATCH', headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' }, body: '{"unknown":1}' });
      expect(response.status, path).toBe(400);
    }
  });
});

describe('categories', () => {
  it('refuses to delete a category any wine uses, and deletes an empty one', async () => {
    const refused = await asStaff().DELETE('/categories/{id}', { params: { path: { id: 1 } } });
    expect(refused.response.status).toBe(409);
    const created = await asStaff().POST('/categories', { body: { name: 'Orange' } });
    expect(created.data).toMatchObject({ name: 'Orange', wines: 0 });
    expect((await asStaff().POST('/categories', { body: { name: 'Orange' } })).response.status).toBe(409);
    expect((await server.client().GET('/categories')).data!.map((c) => c.name)).toContain('Orange');
    expect((await asStaff().DELETE('/categories/{id}', { params: { path: { id: created.data!.id } } })).response.status).toBe(204);
    expect((await server.client().GET('/categories')).data!.map((c) => c.name)).not.toContain('Orange');
  });

  it('refuses a category name that another has in other capitals, on create and on rename, naming the one that exists', async () => {
    const created = await asStaff().POST('/categories', { body: { name: 'Orange' } });
    expect(created.response.status).toBe(201);
    for (const attempt of [
      asStaff().POST('/categories', { body: { name: 'orange' } }),
      asStaff().POST('/categories', { body: { name: ' ORANGE ' } }),
      asStaff().PATCH('/categories/{id}', { params: { path: { id: 1 } }, body: { name: 'oRaNgE' } }),
    ]) {
      const refused = await attempt;
      expect(refused.response.status).toBe(409);
      expect(refused.error).toMatchObject({ code: 'categoryNameTaken', params: { name: 'Orange' }, errors: [{ field: 'name', code: 'taken', params: {} }] });
    }
    // Its own capitals may change.
    expect((await asStaff().PATCH('/categories/{id}', { params: { path: { id: created.data!.id } }, body: { name: 'ORANGE' } })).data!.name).toBe('ORANGE');
  });

  it('offers shoppers no filter for a category without a wine on sale, and one as soon as it has one', async () => {
    const facetNames = async () => (await server.client().GET('/products/facets')).data!.categories.map((category) => category.name);
    const orange = (await asStaff().POST('/categories', { body: { name: 'Orange' } })).data!;
    expect(await facetNames()).not.toContain('Orange');
    // The back office still lists it, with its count of wines.
    expect((await asStaff().GET('/inventory/categories')).data).toContainEqual(expect.objectContaining({ name: 'Orange', wines: 0 }));
    const wine = await asStaff().POST('/products', { body: { ...albarino, name: 'Skin-contact Albariño', categoryId: orange.id } });
    expect(wine.response.status).toBe(201);
    expect(await facetNames()).toContain('Orange');
    await asStaff().DELETE('/products/{id}', { params: { path: { id: wine.data!.id } } });
    expect(await facetNames()).not.toContain('Orange');
  });

  it('lists every category to staff in one read, as each one’s own read shows it, and to nobody else', async () => {
    const list = await asStaff().GET('/inventory/categories');
    expect(list.data!.map((category) => category.id)).toEqual((await server.client().GET('/categories')).data!.map((category) => category.id));
    for (const category of list.data!) expect((await asStaff().GET('/categories/{id}', { params: { path: { id: category.id } } })).data).toEqual(category);
    expect(list.data!.reduce((sum, category) => sum + category.wines, 0)).toBe((await server.db.select({ id: products.id }).from(products)).length);
    expect((await asCustomer().GET('/inventory/categories')).response.status).toBe(403);
    expect((await server.client().GET('/inventory/categories')).response.status).toBe(401);
  });

  it('renames a category and its wines are found by the new name', async () => {
    await asStaff().PATCH('/categories/{id}', { params: { path: { id: 4 } }, body: { name: 'Espumoso' } });
    const found = await server.client().GET('/products', { params: { query: { q: 'espumoso', limit: 100 } } });
    const sparkling = await server.db.select({ id: products.id }).from(products).where(eq(products.categoryId, 4));
    expect(found.data!.map((w) => w.id).sort()).toEqual(sparkling.map((w) => w.id).sort());
    expect((await server.client().GET('/products/{id}', { params: { path: { id: sparkling[0]!.id } } })).data!.category.name).toBe('Espumoso');
  });
});

describe('customers', () => {
  it('deactivates a customer: their token stops at once, they cannot log in, their orders stay', async () => {
    expect((await asCustomer().GET('/orders')).response.status).toBe(200);
    expect((await asStaff().DELETE('/users/{id}', { params: { path: { id: DEMO_CUSTOMER.id } } })).response.status).toBe(204);
    expect((await asCustomer().GET('/orders')).response.status).toBe(401);
    expect((await server.client().POST('/tokens/user', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } })).response.status).toBe(401);
    const viewed = await asStaff().GET('/users/{id}', { params: { path: { id: DEMO_CUSTOMER.id } } });
    expect(viewed.data!.deactivatedAt).not.toBeNull();
    expect(viewed.data!.orders.map((o) => o.id)).toEqual([3, 2, 1]);
  });

  it('reactivates a deactivated customer, who logs in again, and logs the change with the record before and after', async () => {
    const restore = (id: number) => asStaff().POST('/users/{id}/restore', { params: { path: { id } } });
    await asStaff().DELETE('/users/{id}', { params: { path: { id: DEMO_CUSTOMER.id } } });
    const restored = await restore(DEMO_CUSTOMER.id);
    expect(restored.response.status).toBe(200);
    expect(restored.data).toMatchObject({ id: DEMO_CUSTOMER.id, deactivatedAt: null, orderCount: 3 });
    // The session the deactivation ended stays ended; a new login works.
    expect((await asCustomer().GET('/orders')).response.status).toBe(401);
    expect((await server.client().POST('/tokens/user', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } })).response.status).toBe(200);
    const log = (await asStaff().GET('/audit-log', { params: { query: { entity: 'customer', entityId: DEMO_CUSTOMER.id } } })).data!;
    expect(log.map((entry) => entry.action)).toEqual(['customer.reactivate', 'customer.deactivate']);
    expect(log[0]!.before).toMatchObject({ id: DEMO_CUSTOMER.id, deactivatedAt: expect.any(String) });
    expect(log[0]!.after).toMatchObject({ id: DEMO_CUSTOMER.id, deactivatedAt: null });
    expect(JSON.stringify(log[0])).not.toMatch(/passwordHash|argon2/);
    // An active customer is answered as they are, and nothing more is logged.
    expect((await restore(DEMO_CUSTOMER.id)).data!.deactivatedAt).toBeNull();
    expect((await asStaff().GET('/audit-log', { params: { query: { entity: 'customer' } } })).response.headers.get('x-total-count')).toBe('2');
    const unknown = await restore(999_999);
    expect(unknown.response.status).toBe(404);
    expect(unknown.error!.code).toBe('customerNotFound');
    // Staff are not customers: their accounts are not reactivated here.
    expect((await restore(DEMO_ADMIN.id)).response.status).toBe(404);
  });

  it('lists customers a page at a time, searched', async () => {
    for (const name of ['Ana', 'Bea']) {
      await server.client().POST('/users', { body: { firstname: name, lastname: 'Núñez', address: 'Colonia 1200', phone: '099111222', email: `${name.toLowerCase()}@example.com`, password: 'password-1234' } });
    }
    const page = await asStaff().GET('/users', { params: { query: { sort: 'name', limit: 2 } } });
    expect(page.response.headers.get('x-total-count')).toBe('3');
    expect(page.data!.map((c) => [c.firstname, c.orderCount])).toEqual([['Ana', 0], ['Bea', 0]]);
    expect(page.response.headers.get('link')).toContain('sort=name');
    expect((await asStaff().GET('/users', { params: { query: { q: 'nunez bea' } } })).data!.map((c) => c.email)).toEqual(['bea@example.com']);
    expect((await asStaff().GET('/users', { params: { query: { q: DEMO_CUSTOMER.email } } })).data!.map((c) => c.orderCount)).toEqual([3]);
    expect((await asStaff().GET('/users', { params: { query: { q: '%' } } })).data).toEqual([]);
  });
});

describe('staff', () => {
  const newStaff = { firstname: 'Ana', lastname: 'Rodríguez', email: 'ana.staff@example.com', password: 'decant-slowly-2026' };

  it('appoints staff with a long password, who log in at /tokens/admin where customers cannot', async () => {
    expect((await asStaff().POST('/admins', { body: { ...newStaff, password: 'short-pass1' } })).response.status).toBe(400);
    const created = await asStaff().POST('/admins', { body: newStaff });
    expect(created.response.status).toBe(201);
    expect((await asStaff().POST('/admins', { body: newStaff })).response.status).toBe(409);
    expect((await server.client().POST('/tokens/admin', { body: { email: newStaff.email, password: newStaff.password } })).response.status).toBe(200);
    expect((await server.client().POST('/tokens/admin', { body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } })).response.status).toBe(401);
    expect((await asStaff().GET('/admins')).data!.map((m) => m.email).sort()).toEqual([DEMO_ADMIN.email, newStaff.email]);
  });

  it('lets nobody remove themselves, and never leaves the shop without staff', async () => {
    const self = await asStaff().DELETE('/admins/{id}', { params: { path: { id: DEMO_ADMIN.id } } });
    expect(self.response.status).toBe(409);
    const { data } = await asStaff().POST('/admins', { body: newStaff });
    const other = (await server.logIn(newStaff.email, newStaff.password)).token;
    // Each removes the other at once: one wins, and the other finds themselves removed or the last.
    const [a, b] = await Promise.all([
      asStaff().DELETE('/admins/{id}', { params: { path: { id: data!.id } } }),
      server.client(other).DELETE('/admins/{id}', { params: { path: { id: DEMO_ADMIN.id } } }),
    ]);
    expect([a.response.status, b.response.status].sort()).toSatisfy((statuses: number[]) => statuses.filter((s) => s === 204).length === 1 && statuses.every((s) => [204, 401, 409].includes(s)));
    const left = await server.db.select().from(users).where(and(eq(users.role, 'admin'), sql`${users.deactivatedAt} is null`));
    expect(left).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('records who changed what, with the record before and after', async () => {
    await asStaff().PATCH('/products/{id}', { params: { path: { id: 7 } }, body: { unitPrice: 777 } });
    const [wine] = await server.db.select().from(products).where(eq(products.id, 7));
    const { data, response } = await asStaff().GET('/audit-log', { params: { query: { entity: 'product', entityId: 7 } } });
    expect(response.headers.get('x-total-count')).toBe('1');
    expect(data![0]).toMatchObject({ action: 'product.update', entity: 'product', entityId: 7, staff: { id: DEMO_ADMIN.id, email: DEMO_ADMIN.email }, after: { unitPrice: 777 } });
    expect((data![0]!.before as { unitPrice: number }).unitPrice).not.toBe(777);
    expect(wine!.unitPrice).toBe(777);
    await asStaff().POST('/admins', { body: { firstname: 'Ana', lastname: 'Rodríguez', email: 'ana.staff@example.com', password: 'decant-slowly-2026' } });
    const created = (await asStaff().GET('/audit-log', { params: { query: { entity: 'staff' } } })).data![0]!;
    expect(JSON.stringify(created.after)).not.toMatch(/password|argon2/i);
  });
});

describe('statistics', () => {
  it('counts revenue and orders per shop day in Montevideo, top wines, low stock and statuses', async () => {
    await server.db.delete(orderLines);
    await server.db.delete(stockMovements).where(sql`${stockMovements.orderId} is not null`);
    await server.db.delete(orders);
    const place = async (createdAt: string, status: 'paid' | 'rejected' | 'delivered', lines: [number, number, number][]) => {
      const [order] = await server.db
        .insert(orders)
        .values({ userId: DEMO_CUSTOMER.id, createdAt: new Date(createdAt), shippingAddress: 'x', shippingDate: '2026-03-01', paymentMethod: 'Visa', status })
        .returning();
      await server.db.insert(orderLines).values(lines.map(([productId, unitPrice, qty], position) => ({ orderId: order!.id, productId, position, name: `Wine ${productId}`, img: 'x.svg', unitPrice, qty })));
    };
    // 02:30 UTC on 1 March is still 28 February in Montevideo (UTC-3).
    await place('2026-03-01T02:30:00Z', 'delivered', [[1, 1000, 2]]);
    await place('2026-03-01T03:30:00Z', 'paid', [[1, 1000, 1], [2, 500, 4]]);
    await place('2026-03-01T12:00:00Z', 'rejected', [[3, 9000, 5]]);
    await server.db.update(products).set({ stock: 2 }).where(eq(products.id, 9));
    const { data } = await asStaff().GET('/statistics', { params: { query: { from: '2026-02-27', to: '2026-03-01', lowStockBelow: 3 } } });
    expect(data!.timeZone).toBe('America/Montevideo');
    expect(data!.days).toEqual([
      { day: '2026-02-27', orders: 0, revenue: 0 },
      { day: '2026-02-28', orders: 1, revenue: 2000 },
      { day: '2026-03-01', orders: 1, revenue: 3000 },
    ]);
    expect(data!.totals).toEqual({ orders: 2, revenue: 5000, bottles: 7 });
    expect(data!.topWines.map((w) => [w.id, w.bottles, w.revenue])).toEqual([
      [2, 4, 2000],
      [1, 3, 3000],
    ]);
    expect(data!.lowStock.map((w) => w.id)).toContain(9);
    expect(data!.lowStock.every((w) => w.stock < 3)).toBe(true);
    expect(data!.ordersByStatus).toEqual([
      { status: 'delivered', count: 1 },
      { status: 'paid', count: 1 },
      { status: 'rejected', count: 1 },
    ]);
    expect((await asStaff().GET('/statistics', { params: { query: { from: '2026-03-02', to: '2026-03-01' } } })).response.status).toBe(400);
    expect((await asStaff().GET('/statistics', { params: { query: { from: '2026-02-31' } } })).response.status).toBe(400);
    // At most 1098 days, both ends counted.
    expect((await asStaff().GET('/statistics', { params: { query: { from: '2023-01-01', to: '2026-01-02' } } })).data!.days).toHaveLength(1098);
    const tooLong = await asStaff().GET('/statistics', { params: { query: { from: '2023-01-01', to: '2026-01-03' } } });
    expect(tooLong.response.status).toBe(400);
    expect(tooLong.error).toMatchObject({ code: 'periodTooLong', params: { limit: 1098 } });
  });

  it('adds up a line worth more than an integer holds (10,000,000 UYU × 215)', async () => {
    const today = shopToday();
    const statistics = async () => (await asStaff().GET('/statistics', { params: { query: { from: today, to: today } } })).data!;
    const before = await statistics();
    expect((await asStaff().PATCH('/products/{id}', { params: { path: { id: 4 } }, body: { unitPrice: 10_000_000, stock: 1000 } })).response.status).toBe(200);
    await placeOrder([{ id: 4, qty: 215 }]);
    const after = await statistics();
    expect(after.totals.revenue - before.totals.revenue).toBe(2_150_000_000);
    expect(after.days[0]!.revenue - before.days[0]!.revenue).toBe(2_150_000_000);
    expect(after.topWines.find((wine) => wine.id === 4)!.revenue).toBeGreaterThanOrEqual(2_150_000_000);
  });

  it('refuses days before year 1 on the field that holds one, and covers the first and the last days of the calendar', async () => {
    const statistics = (query: { from?: string; to?: string }) => asStaff().GET('/statistics', { params: { query } });
    const refusals: [{ from?: string; to?: string }, string][] = [
      [{ from: '0000-01-01', to: '0000-01-02' }, 'from'],
      [{ from: '0000-12-31', to: '0001-01-01' }, 'from'],
      [{ to: '0000-12-31' }, 'to'],
    ];
    for (const [query, field] of refusals) {
      const refused = await statistics(query);
      expect(refused.response.status, JSON.stringify(query)).toBe(400);
      expect(refused.error!.errors!.map((error) => error.field), JSON.stringify(query)).toEqual([field]);
    }
    // Without `from`, the 30 days up to `to` start no earlier than the calendar does.
    expect((await statistics({ to: '0001-01-10' })).data).toMatchObject({ from: '0001-01-01', to: '0001-01-10' });
    expect((await statistics({ from: '0001-01-01', to: '0001-01-02' })).data!.days).toHaveLength(2);
    expect((await statistics({ from: '9999-12-30', to: '9999-12-31' })).data!.days).toHaveLength(2);
  });
});
