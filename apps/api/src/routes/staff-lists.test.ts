import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, resetDatabase } from '../db/seed';
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
});
