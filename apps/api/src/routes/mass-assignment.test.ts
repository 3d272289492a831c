import { existsSync, readdirSync } from 'node:fs';
import { eq, getTableColumns, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import * as schema from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Handlers write only the fields they name. Every column of every table, under its TypeScript and its
 * SQL name, is sent along with an honest sign-up and profile form, with values an attacker would pick;
 * none of them may reach the database.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_MODE: 'false' } });
});
afterAll(() => server?.close());

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
const columnNames = [...new Set(tables.flatMap((table) => Object.entries(getTableColumns(table)).flatMap(([key, column]) => [key, column.name])))];

const HOSTILE: Record<string, unknown> = {
  role: 'admin',
  avatar: 'avatar-../../../data/pglite',
  passwordHash: 'scrypt$1048576$8$256$c2FsdA==$a2V5',
  password_hash: 'scrypt$1048576$8$256$c2FsdA==$a2V5',
  id: 2_000_000_000,
  createdAt: '1999-01-01T00:00:00Z',
  created_at: '1999-01-01T00:00:00Z',
};
const hostileValue = (column: string) => HOSTILE[column] ?? 'admin';

let serial = 0;
function customer() {
  serial++;
  return { firstname: 'Eva', lastname: 'Sosa', address: 'Rambla 1234, Montevideo', phone: '099 111 222', email: `eva${serial}@example.com`, password: 'cabernet-franc' };
}

async function rowOf(email: string) {
  const [row] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row!;
}

async function expectOnlyNamedFields(email: string, password: string, before = new Date(Date.now() - 60_000)) {
  const row = await rowOf(email);
  expect(row.role).toBe('customer');
  expect(row.avatar).toBeNull();
  expect(row.id).toBeLessThan(1000);
  expect(row.createdAt.getTime()).toBeGreaterThan(before.getTime());
  expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(password, row.passwordHash)).toBe(true);
}

describe('sign-up', () => {
  it('has every column name to try', () => {
    expect(columnNames).toEqual(expect.arrayContaining(['role', 'passwordHash', 'password_hash', 'avatar', 'id', 'createdAt', 'deleted_at', 'stock']));
  });

  it('writes only the named fields, whichever column is sent along', async () => {
    // The form's own fields (email, phone, ...) are written by design; every other column is the attack.
    const formFields = Object.keys(customer());
    for (const column of columnNames.filter((name) => !formFields.includes(name))) {
      const body = customer();
      const response = await fetch(`${server.origin}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, [column]: hostileValue(column) }),
      });
      expect(response.status, column).toBe(201);
      await expectOnlyNamedFields(body.email, body.password);
    }
  });

  it('sends every column at once, and the next honest sign-up still works', async () => {
    const body = customer();
    const everything = Object.fromEntries(columnNames.map((column) => [column, hostileValue(column)]));
    expect((await fetch(`${server.origin}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...everything, ...body }) })).status).toBe(201);
    await expectOnlyNamedFields(body.email, body.password);
    const honest = customer();
    const { response } = await server.client().POST('/users', { body: honest });
    expect(response.status).toBe(201);
  });

  it('leaves a customer unable to withdraw wines', async () => {
    const body = customer();
    await fetch(`${server.origin}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, role: 'admin' }) });
    const { token } = await server.logIn(body.email, body.password);
    const { response } = await server.client(token).DELETE('/products/{id}', { params: { path: { id: 1 } } });
    expect(response.status).toBe(403);
  });
});

describe('the profile form', () => {
  it('writes only the named fields, whichever column is sent as a text part', async () => {
    const body = customer();
    await server.client().POST('/users', { body });
    const { id, token } = await server.logIn(body.email, body.password);
    for (const column of columnNames) {
      const form = new FormData();
      for (const field of ['firstname', 'lastname', 'address', 'phone', 'email'] as const) form.append(field, body[field]);
      form.append(column, String(hostileValue(column)));
      const response = await fetch(`${server.origin}/api/users/${id}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: form });
      // A column that is also a form field (email, phone) may make the form invalid; none may write past the form's fields.
      expect(response.status, column).toBeLessThan(500);
      await expectOnlyNamedFields(body.email, body.password);
    }
    expect(existsSync(server.config.paths.uploads) ? readdirSync(server.config.paths.uploads) : []).toEqual([]);
  });
});

describe('the database itself', () => {
  it('holds role to its values and avatar to names the server makes', async () => {
    const body = customer();
    await server.client().POST('/users', { body });
    const { id } = await rowOf(body.email);
    const refused = async (change: Partial<typeof schema.users.$inferInsert>) =>
      server.db
        .update(schema.users)
        .set(change)
        .where(eq(schema.users.id, id))
        .then(
          () => 'written',
          (error: { cause?: { code?: string } }) => error.cause?.code,
        );
    // check_violation
    expect(await refused({ role: sql`'superuser'` as never })).toBe('23514');
    expect(await refused({ avatar: 'avatar-../../../x' })).toBe('23514');
    expect(await refused({ avatar: 'avatar-1-0123456789abcdef.webp' })).toBe('written');
  });
});

describe("the back office's writes", () => {
  const protectedColumns = ['id', 'deletedAt', 'deleted_at', 'role', 'passwordHash', 'password_hash', 'createdAt', 'created_at', 'deactivatedAt', 'deactivated_at'];
  let staff: string;
  beforeAll(async () => {
    const body = customer();
    await server.client().POST('/users', { body });
    await server.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.email, body.email));
    staff = (await server.logIn(body.email, body.password)).token;
  });
  const send = (method: string, path: string, body: Record<string, unknown>) =>
    fetch(`${server.origin}/api${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` }, body: JSON.stringify(body) });
  /** Every column but the form's own fields (written by design, and checked by the contract). */
  const everyColumn = (own: string[] = []) => Object.fromEntries(columnNames.filter((column) => !own.includes(column)).map((column) => [column, hostileValue(column)]));

  it('a new wine takes only its named fields', async () => {
    const wine = { name: 'Tannat Nuevo', slogan: 'New', description: 'A new wine.', title: 'New', unitPrice: 900, stock: 5, categoryId: 1 };
    // Its translations are a form field too (checked by the contract, and merged by name: content-languages.test.ts), as
    // are its facts (checked by the contract and the server: wine-facts.test.ts).
    const response = await send('POST', '/products', { ...everyColumn(['featured', 'img', 'featuredImg', 'translations', 'producer', 'vintage', 'abv', 'volumeMl', 'country']), ...wine });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await server.db.select().from(schema.products).where(eq(schema.products.id, id));
    expect(row).toMatchObject({ ...wine, deletedAt: null, featured: false, img: 'wine-placeholder.webp', translations: {} });
    expect(id).toBeLessThan(1000);
  });

  it('an edit of a wine, a category or a member of staff writes only the fields named', async () => {
    const [wineBefore] = await server.db.select().from(schema.products).where(eq(schema.products.id, 3));
    const hostile = Object.fromEntries(protectedColumns.map((column) => [column, hostileValue(column)]));
    expect((await send('PATCH', '/products/3', { ...hostile, unitPrice: 1234 })).status).toBe(200);
    const [wineAfter] = await server.db.select().from(schema.products).where(eq(schema.products.id, 3));
    expect(wineAfter).toEqual({ ...wineBefore, unitPrice: 1234 });

    expect((await send('PATCH', '/categories/2', { ...hostile, img: 'category-red.webp' })).status).toBe(200);
    const [category] = await server.db.select().from(schema.categories).where(eq(schema.categories.id, 2));
    expect(category).toEqual({ id: 2, name: 'White', img: 'category-red.webp', translations: { 'es-UY': { name: 'Blancos' } } });

    const appointed = await send('POST', '/admins', { ...everyColumn(), firstname: 'Rita', lastname: 'Gómez', email: 'rita@example.com', password: 'a-long-password-12' });
    expect(appointed.status).toBe(201);
    const [rita] = await server.db.select().from(schema.users).where(eq(schema.users.email, 'rita@example.com'));
    expect(rita).toMatchObject({ role: 'admin', deactivatedAt: null, avatar: null });
    expect(await verifyPassword('a-long-password-12', rita!.passwordHash)).toBe(true);
    expect((await send('PATCH', `/admins/${rita!.id}`, { ...hostile, lastname: 'Gómez Pérez' })).status).toBe(200);
    const [after] = await server.db.select().from(schema.users).where(eq(schema.users.id, rita!.id));
    expect(after).toEqual({ ...rita, lastname: 'Gómez Pérez' });
  });

  it('a stock adjustment or an order status names nothing else', async () => {
    const [before] = await server.db.select().from(schema.products).where(eq(schema.products.id, 5));
    expect((await send('POST', '/products/5/movements', { ...everyColumn(), reason: 'restock', change: 3 })).status).toBe(201);
    const [after] = await server.db.select().from(schema.products).where(eq(schema.products.id, 5));
    expect(after).toEqual({ ...before, stock: before!.stock + 3 });
  });
});
