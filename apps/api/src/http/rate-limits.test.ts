import { randomBytes } from 'node:crypto';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';
import { databaseCounters } from './rate-limit-counters';

/**
 * Login and sign-up limits, counted before any hashing, on the client's real address. One server
 * trusts no proxy (as by default); the other trusts one hop, so each test there is a client of its own
 * through the address its proxy reports.
 */
const ACCOUNT_LIMIT = 4;
const PASSWORD = 'flooding-along';
let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    startTestServer({ env: { LOGIN_LIMIT_PER_CLIENT: '5' } }),
    startTestServer({ env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_CLIENT: '5', LOGIN_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT), SIGNUP_LIMIT_PER_CLIENT: '3' } }),
  ]);
});
afterAll(() => Promise.all([direct?.close(), proxied?.close()]));

type LoginPath = '/tokens/user' | '/tokens/admin';

function logIn(server: TestServer, email: string, password: string, headers: Record<string, string> = {}, path: LoginPath = '/tokens/user') {
  return fetch(`${server.origin}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) });
}

function signUp(server: TestServer, email: string, headers: Record<string, string> = {}) {
  const body = { firstname: 'Flood', lastname: 'Test', address: 'Calle 1, Montevideo', phone: '099 000 000', email, password: PASSWORD };
  return fetch(`${server.origin}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

let addresses = 0;
/** A client address no other attempt of this file comes from. */
function newAddress() {
  addresses++;
  return { 'x-forwarded-for': `100.64.${addresses >> 8}.${addresses & 255}` };
}

let accounts = 0;
/** An account of the test's own (a member of staff when asked), made through sign-up from an address of its own. */
async function newAccount(server: TestServer, role: 'customer' | 'admin' = 'customer') {
  const email = `owner${++accounts}@example.com`;
  expect((await signUp(server, email, newAddress())).status).toBe(201);
  if (role === 'admin') await server.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  return email;
}

/** A browser at an address of its own: it keeps the cookies it is given and sends them back, as a browser does. */
function browser(server: TestServer) {
  const address = newAddress();
  const cookies = new Map<string, string>();
  return {
    cookies,
    async logIn(email: string, password: string, path: LoginPath = '/tokens/user') {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await logIn(server, email, password, { ...address, ...(cookie ? { cookie } : {}) }, path);
      for (const set of response.headers.getSetCookie()) {
        const [name, value] = set.split(';')[0]!.split('=') as [string, string];
        cookies.set(name, value);
      }
      return response;
    },
  };
}

/** The review's attack: wrong passwords for one account, each from another address, until the account refuses new clients. */
async function attack(server: TestServer, email: string, path: LoginPath = '/tokens/user') {
  const answers = [];
  for (let i = 0; i < ACCOUNT_LIMIT + 2; i++) answers.push(await logIn(server, email, 'wrong-password', newAddress(), path));
  return statuses(answers);
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
    for (let i = 0; i < 6; i++) answers.push(await logIn(proxied, 'much-tried@example.com', 'wrong-password', { 'x-forwarded-for': `198.51.100.${i}` }));
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

describe('login lockout', () => {
  it("lets the owner's browser in while an attack on the account refuses every other client, whatever cookie it sends", async () => {
    const [email, attackersOwn] = [await newAccount(proxied), await newAccount(proxied)];
    const owner = browser(proxied);
    const attacker = browser(proxied);
    expect((await owner.logIn(email, PASSWORD)).status).toBe(200);
    expect((await attacker.logIn(attackersOwn, PASSWORD)).status).toBe(200);
    expect(await attack(proxied, email)).toEqual({ 401: ACCOUNT_LIMIT, 429: 2 });

    const trusted = await owner.logIn(email, PASSWORD);
    expect(trusted.status).toBe(200);
    expect(((await trusted.json()) as { token: string }).token).toBeTruthy();
    // The documented policy: while the account is under attack, a client it has not seen waits.
    expect((await logIn(proxied, email, PASSWORD, newAddress())).status).toBe(429);
    // A device cookie of another account's, or a forged one, is no better.
    expect((await attacker.logIn(email, PASSWORD)).status).toBe(429);
    const [name] = [...owner.cookies.keys()];
    const forged = `${name}=${randomBytes(32).toString('base64url')}`;
    expect((await logIn(proxied, email, PASSWORD, { ...newAddress(), cookie: forged })).status).toBe(429);
  });

  it("lets staff's browser in while an attack on /tokens/admin refuses every new client", async () => {
    const email = await newAccount(proxied, 'admin');
    const staff = browser(proxied);
    expect((await staff.logIn(email, PASSWORD, '/tokens/admin')).status).toBe(200);
    expect(await attack(proxied, email, '/tokens/admin')).toEqual({ 401: ACCOUNT_LIMIT, 429: 2 });
    expect((await staff.logIn(email, PASSWORD, '/tokens/admin')).status).toBe(200);
    expect((await logIn(proxied, email, PASSWORD, newAddress(), '/tokens/admin')).status).toBe(429);
  });

  it('keeps a browser trusted by every account it has logged in to', async () => {
    const [first, second] = [await newAccount(proxied), await newAccount(proxied)];
    const shared = browser(proxied);
    expect((await shared.logIn(first, PASSWORD)).status).toBe(200);
    expect((await shared.logIn(second, PASSWORD)).status).toBe(200);
    expect(await attack(proxied, first)).toEqual({ 401: ACCOUNT_LIMIT, 429: 2 });
    expect(await attack(proxied, second)).toEqual({ 401: ACCOUNT_LIMIT, 429: 2 });
    expect((await shared.logIn(first, PASSWORD)).status).toBe(200);
    expect((await shared.logIn(second, PASSWORD)).status).toBe(200);
  });

  it('never counts a successful login, per client, per account or per browser', async () => {
    const email = await newAccount(proxied);
    const client = newAddress();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await logIn(proxied, email, PASSWORD, client));
    const owner = browser(proxied);
    for (let i = 0; i < 10; i++) answers.push(await owner.logIn(email, PASSWORD));
    expect(statuses(answers)).toEqual({ 200: 30 });
  });

  it("refuses the owner's browser once it has failed as often as the account allows, without closing the account", async () => {
    const email = await newAccount(proxied);
    const owner = browser(proxied);
    expect((await owner.logIn(email, PASSWORD)).status).toBe(200);
    const answers = [];
    for (let i = 0; i < ACCOUNT_LIMIT; i++) answers.push(await owner.logIn(email, 'wrong-password'));
    answers.push(await owner.logIn(email, PASSWORD));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(ACCOUNT_LIMIT).fill(401), 429]);
    expect((await logIn(proxied, email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('never locks the demo accounts for a visitor who types the right password', async () => {
    for (const [{ email, password }, path] of [
      [DEMO_CUSTOMER, '/tokens/user'],
      [DEMO_ADMIN, '/tokens/admin'],
    ] as const) {
      expect(await attack(proxied, email, path)).toEqual({ 401: ACCOUNT_LIMIT + 2 });
      expect((await logIn(proxied, email, password, newAddress(), path)).status).toBe(200);
    }
  });
});

describe('the device cookie', () => {
  let https: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ env: { SERVED_OVER_HTTPS: '1' } });
  });
  afterAll(() => https?.close());

  it('is HttpOnly, SameSite=Strict, kept to the login paths, long-lived, and Secure when the shop is served over HTTPS', async () => {
    const cookies = async (server: TestServer) => (await logIn(server, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, newAddress())).headers.getSetCookie();
    const [plain] = await cookies(proxied);
    expect(plain).toMatch(/^\w+=[\w-]{43}; Max-Age=15552000; Path=\/api\/tokens; HttpOnly; SameSite=Strict$/);
    const [secure] = await cookies(https);
    expect(secure).toMatch(/; Secure(;|$)/);
  });
});

describe('sign-up', () => {
  it('limits sign-ups per client, before hashing and before writing anything', async () => {
    // Through the proxy, from one address (a rotating X-Forwarded-For is what the direct server ignores, above).
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => signUp(proxied, `flood${n}@example.com`, { 'x-forwarded-for': '192.0.2.7' })));
    expect(statuses(answers)).toEqual({ 201: 3, 429: 9 });
    const [created] = await proxied.db.select({ n: count() }).from(users).where(like(users.email, 'flood%'));
    expect(created!.n).toBe(3);
  });
});

describe('the database counters (no REDIS_URL)', () => {
  it('count within a window and start a new one once it has passed', async () => {
    const counters = databaseCounters(direct.db);
    const first = await counters.increment('test:window', 300, 5);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await counters.increment('test:window', 300, 5)).current).toBe(2);
    await new Promise((done) => setTimeout(done, 400));
    expect((await counters.increment('test:window', 300, 5)).current).toBe(1);
  });

  it('give a count back, never below 0', async () => {
    const counters = databaseCounters(direct.db);
    await counters.increment('test:refund', 60_000, 5);
    await counters.increment('test:refund', 60_000, 5);
    await counters.decrement('test:refund');
    expect((await counters.increment('test:refund', 60_000, 5)).current).toBe(2);
    for (let i = 0; i < 3; i++) await counters.decrement('test:refund');
    expect((await counters.increment('test:refund', 60_000, 5)).current).toBe(1);
  });

  it('let attempts through while the database cannot count them', async () => {
    await proxied.db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`);
    try {
      await expect(databaseCounters(proxied.db).increment('test:away', 1000, 5)).rejects.toThrow();
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await logIn(proxied, `away${i}@example.com`, 'wrong-password', { 'x-forwarded-for': '192.0.2.99' }));
      expect(statuses(answers)).toEqual({ 401: 7 });
    } finally {
      await proxied.db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`);
    }
  });
});

describe('with REDIS_URL naming a Redis that is not there', () => {
  let orphan: TestServer;
  beforeAll(async () => {
    // Port 1: nothing listens, so every connection is refused.
    orphan = await startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:1', LOGIN_LIMIT_PER_CLIENT: '5' } });
  });
  afterAll(() => orphan?.close());

  it('counts in the database: limits hold', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await logIn(orphan, `orphan${i}@example.com`, 'wrong-password'));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 2 });
  });
});
