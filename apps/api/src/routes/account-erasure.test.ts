import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLines, orders, outbox, reviews, tokens, users } from '../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER, resetDatabase } from '../db/seed';
import { afterDelivery, ERASED_RECIPIENT } from '../mail/outbox-mail';
import { exampleBodies } from '../testing/examples';
import { startTestServer, type TestServer } from '../testing/test-server';
import { rawRequest } from '../testing/raw-request';

const PASSWORD = 'first-cork-2026';
const account = { firstname: 'Valentina', lastname: 'Olivera', address: 'Av. 18 de Julio 1500, Montevideo', phone: '+598 99 321 654', email: 'valentina@example.uy' };
const ACCOUNT_LIMIT = 3;
const examples = exampleBodies();

let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  [server, limited] = await Promise.all([startTestServer(), startTestServer({ env: { LOGIN_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT) } })]);
});
let accountId: number;
beforeEach(async () => {
  await resetDatabase(server.db);
  const response = await rawRequest(server, 'POST', '/users', { body: { ...account, password: PASSWORD } });
  expect(response.status).toBe(201);
  accountId = ((await response.json()) as { id: number }).id;
});
afterAll(() => Promise.all([server?.close(), limited?.close()]));


const erase = (on: TestServer, session: { id: number; token: string }, body: unknown, id = session.id) => rawRequest(on, 'DELETE', `/users/${id}`, { token: session.token, ...(body === undefined ? {} : { body }) });

async function problem(response: Response) {
  return (await response.json()) as { code: string; params: Record<string, unknown>; errors?: { field: string; code: string }[] };
}

const signedIn = async (on: TestServer, token: string) => (await rawRequest(on, 'GET', '/orders', { token })).status;
const logIn = (on: TestServer, email: string, password: string) => rawRequest(on, 'POST', '/tokens/user', { body: { email, password } });

/** Staff move an order on, as the back office does. */
async function moveOrder(id: number, status: 'in transit' | 'delivered' | 'rejected') {
  const staff = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect((await rawRequest(server, 'PATCH', `/orders/${id}`, { token: staff.token, body: { status } })).status).toBe(200);
}

/** An order of wine 1, delivered, and a review of it, as the account's own. */
async function buyAndReview(token: string) {
  const ordered = await rawRequest(server, 'POST', '/orders', { token, body: examples.createOrder });
  expect(ordered.status).toBe(201);
  const order = (await ordered.json()) as { id: number; totalAmount: number; totalItems: number };
  await moveOrder(order.id, 'in transit');
  await moveOrder(order.id, 'delivered');
  const reviewed = await rawRequest(server, 'POST', '/products/1/reviews', { token, body: examples.createReview });
  expect(reviewed.status).toBe(201);
  return order;
}

describe('erasing one’s own account', () => {
  it('waits for the orders still on their way: refused with their count, then done once they are delivered or rejected', async () => {
    const here = await server.logIn(account.email, PASSWORD);
    const orderIds: number[] = [];
    for (let i = 0; i < 2; i++) {
      const ordered = await rawRequest(server, 'POST', '/orders', { token: here.token, body: examples.createOrder });
      expect(ordered.status).toBe(201);
      orderIds.push(((await ordered.json()) as { id: number }).id);
    }
    await moveOrder(orderIds[0]!, 'in transit');
    const refused = await erase(server, here, { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(await problem(refused)).toMatchObject({ code: 'ordersOpen', params: { count: 2 } });
    // Nothing was erased: the person, the address the wine goes to, the session.
    expect(await signedIn(server, here.token)).toBe(200);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderIds[0]!));
    expect(order!.shippingAddress).toBe(examples.createOrder!.shippingAddress);

    await moveOrder(orderIds[0]!, 'delivered');
    await moveOrder(orderIds[1]!, 'rejected');
    expect((await erase(server, here, { password: PASSWORD })).status).toBe(204);
  });

  it('erases the person, ends every session, refuses the login and frees the email, keeping the orders nameless', async () => {
    const here = await server.logIn(account.email, PASSWORD);
    const elsewhere = await server.logIn(account.email, PASSWORD);
    const order = await buyAndReview(here.token);
    const linesBefore = await server.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));

    expect((await erase(server, here, { password: PASSWORD })).status).toBe(204);

    expect(await signedIn(server, here.token)).toBe(401);
    expect(await signedIn(server, elsewhere.token)).toBe(401);
    expect(await server.db.select().from(tokens).where(eq(tokens.userId, accountId))).toEqual([]);
    expect((await logIn(server, account.email, PASSWORD)).status).toBe(401);
    const [row] = await server.db.select().from(users).where(eq(users.id, accountId));
    expect(row).toMatchObject({ firstname: '', lastname: '', address: '', phone: '', avatar: null, email: `erased-${accountId}@erased.invalid` });
    expect(row!.erasedAt).not.toBeNull();
    expect((await logIn(server, row!.email, PASSWORD)).status).toBe(401);

    // The books: the order, its lines and totals stay; where it went and who bought it do not.
    const [kept] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: accountId, shippingAddress: '', status: 'delivered' });
    expect(await server.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toEqual(linesBefore);
    const staff = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const read = await rawRequest(server, 'GET', `/orders/${order.id}`, { token: staff.token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: order.id, totalAmount: order.totalAmount, totalItems: order.totalItems, customer: { id: accountId, erased: true, firstname: '', lastname: '', email: '' } });
    // Nobody to show in the customers' screens.
    expect((await rawRequest(server, 'GET', `/users/${accountId}`, { token: staff.token })).status).toBe(404);
    const listed = (await (await rawRequest(server, 'GET', '/users?status=all&limit=100', { token: staff.token })).json()) as { id: number }[];
    expect(listed.map((customer) => customer.id)).not.toContain(accountId);

    // The review goes with the person.
    expect(await server.db.select().from(reviews).where(eq(reviews.userId, accountId))).toEqual([]);
    const page = (await (await rawRequest(server, 'GET', '/products/1/reviews')).json()) as { title: string | null }[];
    expect(page.map((review) => review.title)).not.toContain(examples.createReview!.title);

    // The email is free for a new sign-up, which is a new account with no past.
    const again = await rawRequest(server, 'POST', '/users', { body: { ...account, password: 'another-cork-2026' } });
    expect(again.status).toBe(201);
    const fresh = (await again.json()) as { id: number };
    expect(fresh.id).not.toBe(accountId);
    const newSession = await server.logIn(account.email, 'another-cork-2026');
    expect(await (await rawRequest(server, 'GET', '/orders', { token: newSession.token })).json()).toEqual([]);
  });

  it('drops the mail still waiting for the address and writes the erasure’s own, which loses the address once sent', async () => {
    const here = await server.logIn(account.email, PASSWORD);
    await buyAndReview(here.token);
    expect((await server.db.select().from(outbox).where(eq(outbox.recipient, account.email))).map((mail) => mail.mail.kind)).toEqual(['welcome', 'orderConfirmation', 'orderStatus', 'orderStatus']);
    expect((await erase(server, here, { password: PASSWORD })).status).toBe(204);
    const left = await server.db.select().from(outbox).where(eq(outbox.recipient, account.email));
    expect(left.map((mail) => [mail.mail, mail.locale, mail.state])).toEqual([[{ kind: 'accountErased', firstname: account.firstname }, 'en', 'pending']]);
    expect(afterDelivery(account.email, left[0]!.mail)).toEqual({ recipient: ERASED_RECIPIENT, mail: { kind: 'accountErased', firstname: '' } });
  });

  it('refuses a wrong or missing password, erasing nothing and ending no session', async () => {
    const here = await server.logIn(account.email, PASSWORD);
    const [before] = await server.db.select().from(users).where(eq(users.id, accountId));
    const wrong = await erase(server, here, { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(await problem(wrong)).toMatchObject({ code: 'currentPasswordWrong', errors: [{ field: 'password', code: 'invalid' }] });
    for (const body of [undefined, {}]) {
      const missing = await erase(server, here, body);
      expect(missing.status).toBe(400);
      expect((await problem(missing)).errors).toEqual([expect.objectContaining({ field: 'password', code: 'required' })]);
    }
    expect((await erase(server, here, { password: '' })).status).toBe(400);
    const [after] = await server.db.select().from(users).where(eq(users.id, accountId));
    expect(after).toEqual(before);
    expect(await signedIn(server, here.token)).toBe(200);
  });

  it('refuses anyone else, before reading the body: another customer 403, no token 401', async () => {
    const other = await server.logIn();
    for (const body of [{ password: PASSWORD }, { junk: true }]) {
      const response = await erase(server, other, body, accountId);
      expect(response.status).toBe(403);
      expect((await problem(response)).code).toBe('ownProfileOnly');
    }
    expect((await rawRequest(server, 'DELETE', `/users/${accountId}`, { raw: '{"x', token: other.token })).status).toBe(403);
    expect((await rawRequest(server, 'DELETE', '/users/abc', { raw: '{"x', token: other.token })).status).toBe(403);
    expect((await rawRequest(server, 'DELETE', `/users/${accountId}`, { body: { password: PASSWORD } })).status).toBe(401);
    expect((await logIn(server, account.email, PASSWORD)).status).toBe(200);
  });

  it('keeps the demo accounts in demo mode, and any member of staff', async () => {
    const demo = await server.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const refusedDemo = await erase(server, demo, { password: DEMO_CUSTOMER.password });
    expect(refusedDemo.status).toBe(403);
    expect((await problem(refusedDemo)).code).toBe('demoAccountKept');
    await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, accountId));
    const staff = await server.logIn(account.email, PASSWORD);
    const refusedStaff = await erase(server, staff, { password: PASSWORD });
    expect(refusedStaff.status).toBe(403);
    expect((await problem(refusedStaff)).code).toBe('staffAccountKept');
    expect((await logIn(server, account.email, PASSWORD)).status).toBe(200);
  });

  it('leaves staff’s DELETE /users/{id} a deactivation: the person stays, and is reactivated', async () => {
    const staff = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await rawRequest(server, 'DELETE', `/users/${accountId}`, { token: staff.token })).status).toBe(204);
    expect((await logIn(server, account.email, PASSWORD)).status).toBe(401);
    const [row] = await server.db.select().from(users).where(eq(users.id, accountId));
    expect(row).toMatchObject({ ...account, erasedAt: null });
    expect((await rawRequest(server, 'POST', `/users/${accountId}/restore`, { token: staff.token })).status).toBe(200);
    expect((await logIn(server, account.email, PASSWORD)).status).toBe(200);
  });

  it('counts wrong passwords as failed logins, per account', async () => {
    await resetDatabase(limited.db);
    expect((await rawRequest(limited, 'POST', '/users', { body: { ...account, password: PASSWORD } })).status).toBe(201);
    const here = await limited.logIn(account.email, PASSWORD);
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt++) expect((await erase(limited, here, { password: `wrong-${attempt}` })).status).toBe(400);
    const refused = await erase(limited, here, { password: PASSWORD });
    expect(refused.status).toBe(429);
    expect((await problem(refused)).code).toBe('rateLimited');
    expect((await logIn(limited, account.email, PASSWORD)).status).toBe(200);
  });
});
