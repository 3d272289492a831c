import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, resetDatabase } from '../db/seed';
import { forgedCursors, mismatchedKeys, type KeyShape } from '../testing/forged-cursors';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  await resetDatabase(server.db);
  staff = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
});
afterAll(() => server?.close());

const PEOPLE: [string, string][] = [
  ['Ñandú', 'Álvarez'],
  ['ana', 'ÁLVAREZ'],
  ['Émile', 'Zabala'],
  ['Zoe', 'álvarez'],
];
const emailOf = (firstname: string, lastname: string) => `${firstname}.${lastname}@thecellar.example`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every page of a staff list, following its Link header from the first: the rows' ids in order, and each page's total. */
async function walk(path: string, query: Record<string, string>): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let next: string | null = `/api${path}?${new URLSearchParams(query).toString()}`;
  while (next) {
    const response: Response = await fetch(new URL(next, server.origin), { headers: { authorization: `Bearer ${staff}` } });
    expect(response.status).toBe(200);
    ids.push(...((await response.json()) as { id: number }[]).map((row) => row.id));
    totals.push(Number(response.headers.get('x-total-count')));
    next = response.headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
  }
  return { ids, totals };
}

describe("the back office's lists, walked a few rows at a time", () => {
  it('reach every wine once in name order, accented names included (Viña, Rosé)', async () => {
    const whole = await walk('/inventory', { sort: 'name', status: 'all', limit: '100' });
    expect(whole.ids).toHaveLength(32);
    const paged = await walk('/inventory', { sort: 'name', status: 'all', limit: '5' });
    expect(paged.ids).toEqual(whole.ids);
  });

  it('count what a search finds, not the whole cellar', async () => {
    const found = await walk('/inventory', { q: 'tannat', status: 'all', limit: '2' });
    expect(found.ids.length).toBeGreaterThan(0);
    expect(found.ids.length).toBeLessThan(32);
    expect(new Set(found.totals)).toEqual(new Set([found.ids.length]));
  });

  it('reach every member of staff and every customer once in name order, whatever the case and accents of their names', async () => {
    for (const [firstname, lastname] of PEOPLE) {
      const email = emailOf(firstname, lastname);
      const appointed = await server.client(staff).POST('/admins', { body: { firstname, lastname, email, password: 'a-cellar-key-2026' } });
      expect(appointed.response.status).toBe(201);
      const signedUp = await server.client().POST('/users', { body: { firstname, lastname, email: `shop.${email}`, password: 'a-cellar-key-2026', address: 'Calle Sarandí 675', phone: '099123456' } });
      expect(signedUp.response.status).toBe(201);
    }
    for (const path of ['/admins', '/users']) {
      const whole = await walk(path, { sort: 'name', limit: '100' });
      expect(whole.ids.length).toBeGreaterThanOrEqual(PEOPLE.length + 1);
      expect((await walk(path, { sort: 'name', limit: '1' })).ids).toEqual(whole.ids);
    }
  });

  it('page past a customer whose email and names are as long as the contract allows', async () => {
    // 254 characters, and names of 60 two-byte letters: the longest keys a cursor carries.
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.uy`;
    const signedUp = await server.client().POST('/users', { body: { firstname: 'Ñ'.repeat(60), lastname: 'Ñ'.repeat(60), email, password: 'a-cellar-key-2026', address: 'Calle Sarandí 675', phone: '099123456' } });
    expect(signedUp.response.status).toBe(201);
    for (const sort of ['email', 'name']) expect((await walk('/users', { sort, limit: '1' })).ids, sort).toContain(signedUp.data!.id);
  });
});

/** Every keyset list of the back office, each of its sorts with the key its cursor holds (a list without a sort parameter has one order: newest first). */
const LISTS: [path: string, sorted: boolean, keys: Record<string, KeyShape>][] = [
  ['/users', true, { newest: 'number', name: 'text', email: 'text' }],
  ['/admins', true, { name: 'text', email: 'text', newest: 'number' }],
  ['/inventory', true, { name: 'text', stock: 'number', price: 'number', newest: 'number' }],
  ['/orders', true, { newest: 'number', oldest: 'number' }],
  ['/audit-log', false, { newest: 'number' }],
  ['/products/1/movements', false, { newest: 'number' }],
];

describe("the back office's lists, given a cursor", () => {
  beforeAll(async () => {
    // A second movement for the wine, and an entry in the audit log: every list has a next page at one row a page.
    const restock = await server.client(staff).POST('/products/{id}/movements', { params: { path: { id: 1 } }, body: { reason: 'restock', change: 6 } });
    expect(restock.response.status).toBe(201);
  });

  it.each(LISTS)('%s refuses every forged cursor with 400 on the cursor field, and follows its own', async (path, sorted, keys) => {
    const get = (query: string) => fetch(`${server.origin}/api${path}?${query}`, { headers: { authorization: `Bearer ${staff}` } });
    for (const [sort, takes] of Object.entries(keys)) {
      const sortQuery = sorted ? `sort=${sort}&` : '';
      const otherSort = Object.keys(keys).find((other) => other !== sort) ?? 'oldest';
      for (const { name, cursor } of [...forgedCursors(sort, otherSort), ...mismatchedKeys(sort, takes)]) {
        const refused = await get(`${sortQuery}cursor=${cursor}`);
        expect(refused.status, `${sort}: ${name}`).toBe(400);
        expect(((await refused.json()) as { errors?: { field: string }[] }).errors?.map((error) => error.field), `${sort}: ${name}`).toEqual(['cursor']);
      }
      const first = await get(`${sortQuery}limit=1`);
      const next = first.headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
      expect(next, sort).toBeDefined();
      const second = await fetch(new URL(next!, server.origin), { headers: { authorization: `Bearer ${staff}` } });
      expect(second.status, sort).toBe(200);
      const [shown] = (await first.json()) as { id: number }[];
      expect(((await second.json()) as { id: number }[]).map((row) => row.id), sort).not.toContain(shown!.id);
    }
  });
});
