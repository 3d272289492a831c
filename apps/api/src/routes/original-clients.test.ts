import type { components, InventoryProduct, Problem } from '@cellar/api-client';
import { shopDay } from '@cellar/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneratedWines } from '../db/large-catalogue';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../db/seed';
import { storedImages } from '../db/schema';
import { exampleForms } from '../testing/examples';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The original Devil's Cellar shop and admin dashboard (React 18 + axios), served from their own sites,
 * against this API: what each of their screens sends and reads (issue 33).
 */
let server: TestServer;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer();
  staffToken = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
});
afterAll(() => server?.close());

type StaffCategory = components['schemas']['StaffCategory'];
type StaffMember = components['schemas']['StaffMember'];

const forms = exampleForms();
const picture = (background: string, width = 300, height = 400) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** A multipart form as the dashboard's axios sends a FormData: its texts, then its files. */
function form(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, bytes] of Object.entries(files)) data.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  return data;
}

async function send<T>(method: string, path: string, body: FormData | string | undefined, token: string | null = staffToken, contentType?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${server.origin}/api${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { response, body: (text ? JSON.parse(text) : null) as T & Partial<Problem> & { errors?: { field: string; code: string }[] } };
}

const imageBytes = async (name: string) => Buffer.from(await (await fetch(`${server.origin}/images/${name}`)).arrayBuffer());

describe('pictures and catalogue reads for other sites', () => {
  const policy = async (path: string, token?: string) =>
    (await fetch(`${server.origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).headers.get('cross-origin-resource-policy');

  it.each(['/images/wine-01.webp', '/api/img/wine-01.webp', '/images/null', '/api/products', '/api/products/1', '/api/products/featured', '/api/products/facets', '/api/categories'])(
    'lets a page on another site embed %s, answered afresh or from memory',
    async (path) => {
      expect(await policy(path)).toBe('cross-origin');
      expect(await policy(path)).toBe('cross-origin');
    },
  );

  it('keeps everything else to this site', async () => {
    expect(await policy('/api/orders', staffToken)).toBe('same-origin');
    expect(await policy('/api/categories/1', staffToken)).toBe('same-origin');
    expect(await policy('/api/health')).toBe('same-origin');
    expect(await policy('/about-this-project')).toBe('same-origin');
  });

  it('serves the same pictures at /api/img/{file} as at /images/{file}', async () => {
    const [images, img] = await Promise.all([fetch(`${server.origin}/images/wine-02.webp`), fetch(`${server.origin}/api/img/wine-02.webp`)]);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await img.arrayBuffer()).equals(Buffer.from(await images.arrayBuffer()))).toBe(true);
    expect((await fetch(`${server.origin}/api/img/nothing-here.webp`)).status).toBe(404);
  });
});

describe("the original dashboard's forms", () => {
  let created: InventoryProduct;

  it('adds a wine from its multipart form: `category`, no title, both pictures re-encoded', async () => {
    const { response, body } = await send<InventoryProduct>('POST', '/products', form(forms.createProduct!, { img: await picture('#7b1e3a'), featuredImg: await picture('#c9a24d', 1600, 600) }));
    expect(response.status).toBe(201);
    created = body;
    expect(body).toMatchObject({ name: forms.createProduct!.name, title: forms.createProduct!.name, unitPrice: 1290, stock: 24, featured: false, category: { id: 2 } });
    expect(body.img).toMatch(/^wine-upload-[0-9a-f]{16}\.webp$/);
    expect(body.featuredImg).toMatch(/^wine-upload-[0-9a-f]{16}\.webp$/);
    const served = await sharp(await imageBytes(body.featuredImg)).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 1200 });
  });

  it('edits a wine from its form, and the picture it replaced goes', async () => {
    const before = created.img;
    const { response, body } = await send<InventoryProduct>('PATCH', `/products/${created.id}`, form({ ...forms.updateProduct!, img: 'wine-01.webp' }, { img: await picture('#2a1a1f') }));
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ name: forms.updateProduct!.name, unitPrice: 1390, featured: true, category: { id: 1 }, featuredImg: created.featuredImg });
    expect(body.img).not.toBe(before);
    expect(await server.db.select().from(storedImages).where(eq(storedImages.name, before))).toEqual([]);
    const { data } = await server.client().GET('/products/{id}', { params: { path: { id: created.id } } });
    expect(data).toMatchObject({ featured: true, category: { id: 1 }, img: body.img });
  });

  it('refuses what the JSON refuses, naming the field, and unknown parts change nothing', async () => {
    const wrong = await send('PATCH', `/products/${created.id}`, form({ unitPrice: 'twelve', stock: '-1', featured: 'yes' }));
    expect(wrong.response.status).toBe(400);
    expect(wrong.body.errors!.map((error) => [error.field, error.code])).toEqual([
      ['unitPrice', 'type'],
      ['stock', 'minimum'],
      ['featured', 'type'],
    ]);
    // Text that a number's parser reads as Infinity, which no bound catches.
    const infinite = await send('POST', '/products', form({ ...forms.createProduct!, stock: '1e309' }));
    expect([infinite.response.status, infinite.body.errors]).toEqual([400, [expect.objectContaining({ field: 'stock', code: 'type' })]]);
    const unnamed = await send('POST', '/products', form({ ...forms.createProduct!, name: '' }));
    expect(unnamed.body.errors).toEqual([expect.objectContaining({ field: 'name', code: 'required' })]);
    const unknownCategory = await send('POST', '/products', form({ ...forms.createProduct!, category: '999' }));
    expect(unknownCategory.response.status).toBe(400);
    expect(unknownCategory.body.errors).toEqual([expect.objectContaining({ field: 'category', code: 'notFound' })]);
    const nothing = await send('PATCH', `/products/${created.id}`, form({ id: '1', deletedAt: '2020-01-01', categoryId: '3' }));
    expect(nothing.response.status).toBe(400);
    const notAnImage = await send('POST', '/products', form(forms.createProduct!, { img: Buffer.from('not an image') }));
    expect(notAnImage.response.status).toBe(415);
    const plain = await send('PATCH', `/products/${created.id}`, 'name=x', staffToken, 'text/plain');
    expect(plain.response.status).toBe(415);
  });

  it('asks who calls before reading a form', async () => {
    const customer = await server.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await send('POST', '/products', form({ unitPrice: 'junk' }), customer.token)).response.status).toBe(403);
    expect((await send('PATCH', '/categories/1', form({ name: '' }), null)).response.status).toBe(401);
    expect((await send('PATCH', `/admins/${DEMO_ADMIN.id}`, form({ email: 'x' }), customer.token)).response.status).toBe(403);
  });

  it('adds and renames a category from its form, with an uploaded picture', async () => {
    const { response, body } = await send<StaffCategory>('POST', '/categories', form(forms.createCategory!, { img: await picture('#f4a261', 1200, 400) }));
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ name: 'Orange', wines: 0 });
    expect(body.img).toMatch(/^wine-upload-[0-9a-f]{16}\.webp$/);
    expect((await fetch(`${server.origin}/images/${body.img}`)).status).toBe(200);
    const renamed = await send<StaffCategory>('PATCH', `/categories/${body.id}`, form(forms.updateCategory!));
    expect(renamed.body).toMatchObject({ name: 'Orange wines', img: body.img });
    const { data } = await server.client().GET('/categories');
    expect(data!.find((category) => category.id === body.id)).toMatchObject({ name: 'Orange wines', img: body.img });
  });

  it("edits an admin from its form with an avatar; every admin answers an avatar, a default until one is uploaded", async () => {
    const { data: before } = await server.client(staffToken).GET('/admins/{id}', { params: { path: { id: DEMO_ADMIN.id } } });
    expect(before!.avatar).toBe('avatar-default.webp');
    expect((await fetch(`${server.origin}/images/avatar-default.webp`)).headers.get('content-type')).toBe('image/webp');
    // Its form sends every input, the password left empty.
    const { response, body } = await send<StaffMember>('PATCH', `/admins/${DEMO_ADMIN.id}`, form({ ...forms.updateStaff!, email: DEMO_ADMIN.email, password: '' }, { avatar: await picture('#4a0e1e', 800, 800) }));
    expect(response.status).toBe(200);
    expect((await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token).toEqual(expect.any(String));
    expect(body).toMatchObject({ firstname: 'Ana María', lastname: 'Rodríguez' });
    expect(body.avatar).toMatch(new RegExp(`^avatar-${DEMO_ADMIN.id}-[0-9a-f]{16}\\.webp$`));
    expect(await sharp(await imageBytes(body.avatar)).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const { data: list } = await server.client(staffToken).GET('/admins');
    expect(list!.find((member) => member.id === DEMO_ADMIN.id)!.avatar).toBe(body.avatar);
  });
});

describe('what the originals read', () => {
  it('gives staff orders their `user`, the same person as `customer`; a customer’s own carry neither', async () => {
    const { data: staffOrders } = await server.client(staffToken).GET('/orders');
    expect(staffOrders!.length).toBeGreaterThan(0);
    for (const order of staffOrders!) expect(order.user).toEqual(order.customer);
    const { data: one } = await server.client(staffToken).GET('/orders/{id}', { params: { path: { id: staffOrders![0]!.id } } });
    expect(one!.user).toEqual(one!.customer);
    const customer = await server.logIn();
    const { data: own } = await server.client(customer.token).GET('/orders');
    expect(own!.every((order) => order.user === undefined && order.customer === undefined)).toBe(true);
  });

  it('writes a shipping date every browser shows as the chosen day, Montevideo’s and UTC’s alike', async () => {
    const { data: orders } = await server.client(staffToken).GET('/orders');
    for (const { shippingDate } of orders!) {
      expect(shippingDate).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00-03:00$/);
      const chosen = shippingDate.slice(0, 10);
      // What `new Date(shippingDate)` shows as a day, in browsers from UTC-12 to UTC+8.
      for (const timeZone of ['America/Montevideo', 'UTC', 'Etc/GMT+12', 'Pacific/Pago_Pago', 'America/Los_Angeles', 'Europe/Madrid', 'Asia/Shanghai']) {
        expect(new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(shippingDate)), `${shippingDate} in ${timeZone}`).toBe(chosen);
      }
      expect(shopDay(new Date(shippingDate))).toBe(chosen);
    }
  });

  it('says whether each wine is featured, in the list and on its own', async () => {
    const { data: list } = await server.client().GET('/products', { params: { query: { limit: 100 } } });
    const featured = list!.filter((wine) => wine.featured).map((wine) => wine.id);
    const { data: home } = await server.client().GET('/products/featured');
    expect(featured).toEqual(home!.map((wine) => wine.id));
    const { data: one } = await server.client().GET('/products/{id}', { params: { path: { id: featured[0]! } } });
    expect(one!.featured).toBe(true);
  });

  it('lists active customers unless asked for the deactivated ones or all', async () => {
    const signUp = { firstname: 'Removed', lastname: 'Customer', address: 'Rivera 2200, Montevideo', phone: '099 123 456', email: 'removed@example.com', password: 'malbec-2026' };
    const { data: removed } = await server.client().POST('/users', { body: signUp });
    const { data: everyone } = await server.client(staffToken).GET('/users', { params: { query: { status: 'all', limit: 100 } } });
    expect((await server.client(staffToken).DELETE('/users/{id}', { params: { path: { id: removed!.id } } })).response.status).toBe(204);
    const { data: active } = await server.client(staffToken).GET('/users', { params: { query: { limit: 100 } } });
    expect(active!.some((customer) => customer.id === removed!.id)).toBe(false);
    expect(active!.every((customer) => customer.deactivatedAt === null)).toBe(true);
    const { data: deactivated } = await server.client(staffToken).GET('/users', { params: { query: { status: 'deactivated' } } });
    expect(deactivated!.map((customer) => customer.id)).toContain(removed!.id);
    const { data: all } = await server.client(staffToken).GET('/users', { params: { query: { status: 'all', limit: 100 } } });
    expect(all!.length).toBe(everyone!.length);
  });

  it('shows a picture where a client asks for /images/null (an account without an avatar)', async () => {
    const customer = await server.logIn();
    expect(customer.avatar).toBeNull();
    const response = await fetch(`${server.origin}/images/null`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer()).equals(await imageBytes('avatar-default.webp'))).toBe(true);
  });

  it('answers a withdrawn wine empty and an unknown one with a 404 problem, for the order history', async () => {
    expect((await server.client(staffToken).DELETE('/products/{id}', { params: { path: { id: 31 } } })).response.status).toBe(204);
    const customer = await server.logIn();
    const withdrawn = await send('GET', '/products/31', undefined, customer.token);
    expect([withdrawn.response.status, withdrawn.body]).toEqual([204, null]);
    const unknown = await send('GET', '/products/4242', undefined, customer.token);
    expect(unknown.response.status).toBe(404);
    expect(unknown.body.detail).toEqual(expect.any(String));
  });

  it('answers the largest page to a client that asks for no pages, and still links the rest', async () => {
    await addGeneratedWines(server.db, 150);
    const { data, response } = await server.client().GET('/products');
    expect(data).toHaveLength(100);
    const next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const rest = (await (await fetch(`${server.origin}${next}`)).json()) as unknown[];
    expect(rest.length + data!.length).toBe(Number(response.headers.get('x-total-count')));
  });
});
