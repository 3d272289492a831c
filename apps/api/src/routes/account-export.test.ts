import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const exportOf = (id: number | string, token?: string) => fetch(`${server.origin}/api/users/${id}/export`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('exporting one’s data', () => {
  it('answers the owner their profile, every order with its lines and every review, as a download no cache keeps', async () => {
    const session = await server.logIn();
    // The demo customer bought wine 1.
    const written = await server.client(session.token).POST('/products/{id}/reviews', { params: { path: { id: 1 } }, body: { rating: 4, body: 'Plum and leather, a long finish.' } });
    expect(written.response.status).toBe(201);
    const response = await exportOf(session.id, session.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="the-cellar-account-${session.id}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text) as { profile: Record<string, unknown>; orders: { id: number; productList: unknown[] }[]; reviews: unknown[]; exportedAt: string };
    expect(data.reviews).toEqual([expect.objectContaining({ productId: 1, rating: 4, body: 'Plum and leather, a long finish.', hidden: false })]);
    expect(data.profile).toMatchObject({ id: session.id, email: DEMO_CUSTOMER.email, firstname: session.firstname, language: 'en' });
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    // The same history My Orders shows, each order with its lines.
    const history = (await (await fetch(`${server.origin}/api/orders`, { headers: { authorization: `Bearer ${session.token}` } })).json()) as { id: number }[];
    expect(data.orders.map((order) => order.id)).toEqual(history.map((order) => order.id));
    expect(data.orders.length).toBe(3);
    for (const order of data.orders) expect(order.productList.length).toBeGreaterThan(0);
    // Nothing the account does not show its owner: no hash, no session.
    expect(text).not.toMatch(/passwordHash|password_hash|\$argon2|token/i);
  });

  it('refuses anyone else: another account 403, an id that is nobody’s 403, no token 401', async () => {
    const demo = await server.logIn();
    const other = { firstname: 'Inés', lastname: 'Ferreira', address: 'Bulevar Artigas 1100', phone: '099 555 111', email: 'ines-export@example.com', password: 'pinot-noir-2026' };
    expect((await fetch(`${server.origin}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(other) })).status).toBe(201);
    const ines = await server.logIn(other.email, other.password);
    for (const id of [demo.id, 999_999, 'abc']) {
      const response = await exportOf(id, ines.token);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('ownProfileOnly');
    }
    expect((await exportOf(demo.id)).status).toBe(401);
    // Her own has her profile and no orders.
    const own = (await (await exportOf(ines.id, ines.token)).json()) as { profile: { email: string }; orders: unknown[] };
    expect(own).toMatchObject({ profile: { email: other.email }, orders: [] });
  });
});
