import { addDays, shopToday } from '@cellar/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { expect } from 'vitest';
import { appointStaff } from '../auth/staff';
import { addGeneratedWines } from '../db/large-catalogue';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../db/seed';
import { seedProducts } from '../db/seed-data';
import type { TestServer } from './test-server';

/**
 * Every kind of write that changes what a cached read shows, each with the read a client would make to
 * see it. The write-invalidation tests read (so the cache holds the answer), write, and read again: on
 * the instance that wrote, and on another sharing its database.
 */
export interface CatalogueWriteCase {
  name: string;
  /** Whether the write comes from outside the server (a command, psql): it is heard through the database's NOTIFY, not answered after. */
  outside?: boolean;
  /** Run before the first read: what the case needs to exist; what it answers is given to `write`. */
  prepare?: (writer: Writer) => Promise<unknown>;
  /** What a client reads from this server (with the writer's sessions, which every instance knows). */
  read: (server: TestServer, writer: Writer) => Promise<unknown>;
  write: (writer: Writer, before: unknown, prepared: unknown) => Promise<void>;
  /** What the read must show once the write is done, given what it showed before (a value or a matcher). */
  expected: (before: unknown) => unknown;
}

/** The instance that writes, and its callers' sessions. */
export interface Writer {
  server: TestServer;
  staff: () => ReturnType<TestServer['client']>;
  customer: () => ReturnType<TestServer['client']>;
  /** The customer's token, for the read that shows a promotion to staff. */
  customerToken: string;
}

export async function writerOn(server: TestServer): Promise<Writer> {
  const staffToken = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
  const customerToken = (await server.logIn()).token;
  return { server, staff: () => server.client(staffToken), customer: () => server.client(customerToken), customerToken };
}

const api = (server: TestServer, path: string, token?: string) =>
  fetch(`${server.origin}/api${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
const json = async (server: TestServer, path: string) => (await (await api(server, path)).json()) as Record<string, unknown>;
const field = (name: string) => async (server: TestServer, path: string) => (await json(server, path))[name];
const ids = async (server: TestServer, path: string) => ((await (await api(server, path)).json()) as { id: number }[]).map(({ id }) => id);
const names = async (server: TestServer, path: string) => ((await (await api(server, path)).json()) as { name: string }[]).map(({ name }) => name);
const priceOf = (id: number) => (server: TestServer) => field('unitPrice')(server, `/products/${id}`);
const stockOf = (id: number) => (server: TestServer) => field('stock')(server, `/products/${id}`);
const statusOf = (path: string) => async (server: TestServer) => (await api(server, path)).status;
/** A wine's rating as its page and a catalogue page show it, and the ids of its reviews shown. */
const reviewsOf = (id: number) => async (server: TestServer) => {
  const listed = ((await (await api(server, '/products?limit=100')).json()) as { id: number; rating: number | null }[]).find((wine) => wine.id === id)!;
  return { rating: await field('rating')(server, `/products/${id}`), count: await field('reviewCount')(server, `/products/${id}`), listed: listed.rating, shown: await ids(server, `/products/${id}/reviews`) };
};

/** Fails the case when the write was refused: only a write that happened can be looked for. */
function done({ response, error }: { response: Response; error?: unknown }): void {
  if (!response.ok) throw new Error(`the write was refused with ${response.status}: ${JSON.stringify(error)}`);
}

async function order(writer: Writer, id: number, qty: number): Promise<number> {
  const { data } = await writer.customer().POST('/orders', {
    body: { productList: [{ id, qty }], shippingAddress: 'Calle Sarandí 675, Montevideo', shippingDate: addDays(shopToday(), 1), paymentMethod: 'Visa' },
  });
  if (!data) throw new Error('the order was refused');
  return data.id;
}

/** A statement sent on a connection of its own, as psql would: on PostgreSQL a new client, on the embedded database its one engine. */
async function rawSql(server: TestServer, statement: string): Promise<void> {
  if (!server.database.url) {
    await server.db.execute(sql.raw(statement));
    return;
  }
  const client = new pg.Client({ connectionString: server.database.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const NEW_WINE = 'Zorzal Tannat de Altura';

/** The first demo wine the featured list does not show. */
const notFeatured = (featured: unknown) => seedProducts.find(({ id }) => !(featured as number[]).includes(id))!.id;

export const CATALOGUE_WRITES: CatalogueWriteCase[] = [
  {
    name: 'a new wine (createProduct)',
    read: (server) => names(server, `/products?q=${encodeURIComponent(NEW_WINE)}`),
    write: async (writer) => {
      done(
        await writer.staff().POST('/products', {
          body: { name: NEW_WINE, slogan: 'From the hills', description: 'A Tannat from the hills of Maldonado.', title: 'Tannat', unitPrice: 1490, stock: 12, categoryId: 1 },
        }),
      );
    },
    expected: () => [NEW_WINE],
  },
  {
    name: 'a price edited (updateProduct)',
    read: priceOf(2),
    write: async (writer, before) => void done(await writer.staff().PATCH('/products/{id}', { params: { path: { id: 2 } }, body: { unitPrice: (before as number) + 10 } })),
    expected: (before) => (before as number) + 10,
  },
  {
    name: 'a wine featured (updateProduct)',
    read: (server) => ids(server, '/products/featured'),
    write: async (writer, before) => void done(await writer.staff().PATCH('/products/{id}', { params: { path: { id: notFeatured(before) } }, body: { featured: true } })),
    expected: (before) => [...(before as number[]), notFeatured(before)].sort((a, b) => a - b),
  },
  {
    name: 'a wine’s grapes edited (updateProduct)',
    read: (server) => ids(server, '/products?grape=garnacha'),
    write: async (writer) => void done(await writer.staff().PATCH('/products/{id}', { params: { path: { id: 16 } }, body: { grapes: [{ name: 'Garnacha', percent: 100 }] } })),
    expected: () => [16],
  },
  {
    name: 'a wine withdrawn (deleteProduct)',
    read: statusOf('/products/3'),
    write: async (writer) => void done(await writer.staff().DELETE('/products/{id}', { params: { path: { id: 3 } } })),
    expected: () => 204,
  },
  {
    name: 'a wine restored (restoreProduct)',
    prepare: async (writer) => void done(await writer.staff().DELETE('/products/{id}', { params: { path: { id: 13 } } })),
    read: statusOf('/products/13'),
    write: async (writer) => void done(await writer.staff().POST('/products/{id}/restore', { params: { path: { id: 13 } } })),
    expected: () => 200,
  },
  {
    name: 'a new picture (uploadProductImage)',
    read: (server) => field('img')(server, '/products/5'),
    write: async (writer) => {
      const picture = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#2a6b1d' } }).png().toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'bottle.png');
      done(await writer.staff().PUT('/products/{id}/image', { params: { path: { id: 5 }, query: { slot: 'img' } }, body: form as never }));
    },
    expected: () => expect.stringMatching(/^wine-/),
  },
  {
    name: 'a restock (adjustStock)',
    read: stockOf(7),
    write: async (writer) => void done(await writer.staff().POST('/products/{id}/movements', { params: { path: { id: 7 } }, body: { reason: 'restock', change: 5 } })),
    expected: (before) => (before as number) + 5,
  },
  {
    name: 'a new category (createCategory)',
    read: (server) => names(server, '/categories'),
    write: async (writer) => void done(await writer.staff().POST('/categories', { body: { name: 'Orange' } })),
    expected: (before) => [...(before as string[]), 'Orange'],
  },
  {
    name: 'a category renamed (updateCategory)',
    read: async (server) => ((await json(server, '/products/1')).category as { name: string }).name,
    write: async (writer) => void done(await writer.staff().PATCH('/categories/{id}', { params: { path: { id: 1 } }, body: { name: 'Reds' } })),
    expected: () => 'Reds',
  },
  {
    name: 'a category deleted (deleteCategory)',
    prepare: async (writer) => void done(await writer.staff().POST('/categories', { body: { name: 'Vermouth' } })),
    read: (server) => names(server, '/categories'),
    write: async (writer) => {
      const { data } = await writer.staff().GET('/categories');
      const { id } = data!.find((category) => category.name === 'Vermouth')!;
      done(await writer.staff().DELETE('/categories/{id}', { params: { path: { id } } }));
    },
    expected: (before) => (before as string[]).filter((name) => name !== 'Vermouth'),
  },
  {
    name: 'a checkout (createOrder)',
    read: stockOf(8),
    write: async (writer) => void (await order(writer, 8, 1)),
    expected: (before) => (before as number) - 1,
  },
  {
    name: "a rejected order's bottles back (updateOrderStatus)",
    prepare: (writer) => order(writer, 10, 2),
    read: stockOf(10),
    write: async (writer, _before, id) => void done(await writer.staff().PATCH('/orders/{id}', { params: { path: { id: id as number } }, body: { status: 'rejected' } })),
    expected: (before) => (before as number) + 2,
  },
  {
    // The demo customer's first order holds wines 1 and 5.
    name: 'a review written (createReview)',
    read: reviewsOf(1),
    write: async (writer) => void done(await writer.customer().POST('/products/{id}/reviews', { params: { path: { id: 1 } }, body: { rating: 4, body: 'Ripe plum.' } })),
    expected: () => ({ rating: 4, count: 1, listed: 4, shown: [expect.any(Number)] }),
  },
  {
    name: 'a review hidden (moderateReview)',
    prepare: async (writer) => (await writer.customer().POST('/products/{id}/reviews', { params: { path: { id: 5 } }, body: { rating: 2, body: 'Too young.' } })).data!.id,
    read: reviewsOf(5),
    write: async (writer, _before, id) => void done(await writer.staff().PATCH('/reviews/{id}', { params: { path: { id: id as number } }, body: { hidden: true } })),
    expected: () => ({ rating: null, count: 0, listed: null, shown: [] }),
  },
  {
    name: 'a promotion to staff (staff:create --promote)',
    outside: true,
    // The session the customer already has: its role was kept when it was first checked.
    read: async (server, writer) => (await api(server, '/admins', writer.customerToken)).status,
    write: async (writer) => void (await appointStaff(writer.server.db, { email: DEMO_CUSTOMER.email, firstname: '', lastname: '', password: async () => DEMO_CUSTOMER.password, promote: true })),
    expected: () => 200,
  },
  {
    name: 'generated wines (seed:large)',
    outside: true,
    read: async (server) => Number((await api(server, '/products?limit=1')).headers.get('x-total-count')),
    // The generator adds what the demo catalogue lacks of the total asked for: 25 wines.
    write: async (writer) => void (await addGeneratedWines(writer.server.db, seedProducts.length + 25)),
    expected: (before) => (before as number) + 25,
  },
  {
    name: 'a price changed by hand (raw SQL)',
    outside: true,
    read: priceOf(11),
    write: (writer) => rawSql(writer.server, 'update products set unit_price = unit_price + 1 where id = 11'),
    expected: (before) => (before as number) + 1,
  },
  {
    name: 'a wine’s grapes removed by hand (raw SQL)',
    outside: true,
    read: (server) => ids(server, '/products?grape=riesling'),
    write: (writer) => rawSql(writer.server, 'delete from product_grapes where product_id = 17'),
    expected: () => [],
  },
];

/**
 * How long an announcement may take to reach an instance: about 20 ms (the announcement interval), with
 * a margin for timers running late on a loaded machine. A version check (500 ms) would catch a lost one
 * later; this bound is well inside it, so only an announcement passes.
 */
export const ANNOUNCED_WITHIN_MS = 400;

async function eventually(read: () => Promise<unknown>, expected: unknown): Promise<unknown> {
  const started = Date.now();
  let seen = await read();
  while (Date.now() - started < ANNOUNCED_WITHIN_MS) {
    try {
      expect(seen).toEqual(expected);
      return seen;
    } catch {
      await new Promise((done) => setTimeout(done, 10));
      seen = await read();
    }
  }
  return seen;
}

/**
 * Reads on every server (so each keeps the answer), makes the write on the writer's, then reads again:
 * the writer's own server must show its write in the very next read; the others, and every server after
 * a write from outside, once the announcement has arrived.
 */
export async function expectReadsShow(write: CatalogueWriteCase, writer: Writer, others: readonly TestServer[] = []): Promise<void> {
  const prepared = await write.prepare?.(writer);
  const servers = [writer.server, ...others];
  const before = await write.read(writer.server, writer);
  // What `prepare` wrote reaches the other instances as any write does: in a moment, not at once.
  for (const server of servers) expect(server === writer.server ? before : await eventually(() => write.read(server, writer), before)).toEqual(before);
  await write.write(writer, before, prepared);
  const expected = write.expected(before);
  for (const server of servers) {
    const read = () => write.read(server, writer);
    const next = server === writer.server && !write.outside ? await read() : await eventually(read, expected);
    expect(next, server === writer.server ? 'on the instance that wrote' : 'on another instance').toEqual(expected);
  }
}
