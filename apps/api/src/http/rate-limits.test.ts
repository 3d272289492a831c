import { count, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';
import { databaseStore } from './rate-limits';

/**
 * Login and sign-up limits, counted before any hashing, on the client's real address. One server
 * trusts no proxy (as by default); the other trusts one hop, so each test there is a client of its own
 * through the address its proxy reports.
 */
let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    startTestServer({ env: { LOGIN_LIMIT_PER_CLIENT: '5' } }),
    startTestServer({ env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_CLIENT: '5', LOGIN_LIMIT_PER_ACCOUNT: '4', SIGNUP_LIMIT_PER_CLIENT: '3' } }),
  ]);
});
afterAll(() => Promise.all([direct?.close(), proxied?.close()]));

function logIn(server: TestServer, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${server.origin}/api/tokens/user`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) });
}

function signUp(server: TestServer, n: number, headers: Record<string, string> = {}) {
  const body = { firstname: 'Flood', lastname: 'Test', address: 'Calle 1, Montevideo', phone: '099 000 000', email: `flood${n}@example.com`, password: 'flooding-along' };
  return fetch(`${server.origin}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

function statuses(responses: Response[]) {
  const counted: Record<number, number> = {};
  for (const response of responses) counted[response.status] = (counted[response.status] ?? 0) + 1;
  return counted;
}

describe('login', () => {
  it('counts a client by its socket address: a new X-Forwarded-For each time changes nothing', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await logIn(direct, `guess${i}@example.com`, 'wrong-password', { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 3 });
    const refused = answers.at(-1)!;
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('counts a parallel burst before hashing: only the allowance reaches the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => logIn(proxied, `burst${i}@example.com`, 'wrong-password', { 'x-forwarded-for': '203.0.113.200' })));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 35 });
  });

  it('limits one account from many addresses, and tells the proxy-reported address apart under TRUST_PROXY', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await logIn(proxied, DEMO_CUSTOMER.email, 'wrong-password', { 'x-forwarded-for': `198.51.100.${i}` }));
    // Each address tried once (under its per-client limit of 5), yet the account is closed after 4.
    expect(statuses(answers)).toEqual({ 401: 4, 429: 2 });
    const otherAccount = await logIn(proxied, 'someone-else@example.com', 'wrong-password', { 'x-forwarded-for': '198.51.100.99' });
    expect(otherAccount.status).toBe(401);
  });

  it('lets the right password in while under the limits', async () => {
    const client = { 'x-forwarded-for': '198.51.100.150' };
    expect((await logIn(proxied, DEMO_ADMIN.email, 'wrong-password', client)).status).toBe(401);
    expect((await logIn(proxied, DEMO_ADMIN.email, DEMO_ADMIN.password, client)).status).toBe(200);
  });
});

describe('sign-up', () => {
  it('limits sign-ups per client, before hashing and before writing anything', async () => {
    // Through the proxy, from one address (a rotating X-Forwarded-For is what the direct server ignores, above).
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => signUp(proxied, n, { 'x-forwarded-for': '192.0.2.7' })));
    expect(statuses(answers)).toEqual({ 201: 3, 429: 9 });
    const [created] = await proxied.db.select({ n: count() }).from(users).where(like(users.email, 'flood%'));
    expect(created!.n).toBe(3);
  });
});

describe('the database store (no REDIS_URL)', () => {
  const warnings: string[] = [];
  const log = { warn: (message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
  function counter(server: TestServer) {
    const store = new (databaseStore(server.db, log))({});
    return (key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 5));
  }

  it('counts within a window and starts a new one once it has passed', async () => {
    const incr = counter(direct);
    const first = await incr('test:window', 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await incr('test:window', 300)).current).toBe(2);
    await new Promise((done) => setTimeout(done, 400));
    expect((await incr('test:window', 300)).current).toBe(1);
  });

  it('lets attempts through, with a warning, while the database cannot count them', async () => {
    await proxied.db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`);
    try {
      await expect(counter(proxied)('test:away', 1000)).rejects.toThrow();
      expect(warnings.at(-1)).toMatch(/^rate-limit store \(database\) unavailable/);
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await logIn(proxied, `away${i}@example.com`, 'wrong-password', { 'x-forwarded-for': '192.0.2.99' }));
      expect(statuses(answers)).toEqual({ 401: 7 });
    } finally {
      await proxied.db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`);
    }
  });
});
