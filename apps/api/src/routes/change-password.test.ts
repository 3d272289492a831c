import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER, resetDatabase } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';
import { rawRequest } from '../testing/raw-request';

const PASSWORD = 'first-cork-2026';
const NEW_PASSWORD = 'second-cork-2026';
const account = { firstname: 'Valentina', lastname: 'Olivera', address: 'Av. 18 de Julio 1500, Montevideo', phone: '+598 99 321 654', email: 'valentina@example.uy' };
const ACCOUNT_LIMIT = 3;

let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  [server, limited] = await Promise.all([startTestServer(), startTestServer({ env: { LOGIN_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT) } })]);
});
beforeEach(async () => {
  await resetDatabase(server.db);
  expect((await rawRequest(server, 'POST', '/users', { body: { ...account, password: PASSWORD } })).status).toBe(201);
});
afterAll(() => Promise.all([server?.close(), limited?.close()]));


const change = (on: TestServer, session: { id: number; token: string }, body: unknown, id = session.id) =>
  rawRequest(on, 'PATCH', `/users/${id}/password`, { token: session.token, body });

async function problem(response: Response) {
  return (await response.json()) as { code: string; params: Record<string, unknown>; errors?: { field: string; code: string }[] };
}

const stillSignedIn = async (on: TestServer, token: string) => (await rawRequest(on, 'GET', '/orders', { token })).status;

describe('changing one’s own password', () => {
  it('sets the new one, keeps the caller signed in, ends every other session of the account, and mails that it changed, in one commit', async () => {
    const here = await server.logIn(account.email, PASSWORD);
    const elsewhere = await server.logIn(account.email, PASSWORD);
    const response = await change(server, here, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(204);
    expect(await stillSignedIn(server, here.token)).toBe(200);
    expect(await stillSignedIn(server, elsewhere.token)).toBe(401);
    expect((await rawRequest(server, 'POST', '/tokens/user', { body: { email: account.email, password: PASSWORD } })).status).toBe(401);
    expect((await rawRequest(server, 'POST', '/tokens/user', { body: { email: account.email, password: NEW_PASSWORD } })).status).toBe(200);
    const mails = await server.db.select().from(outbox).where(eq(outbox.recipient, account.email));
    expect(mails.map((row) => row.mail.kind)).toEqual(['welcome', 'passwordChanged']);
  });

  it('refuses a wrong current password on its field, changing nothing and ending no session', async () => {
    const here = await server.logIn(account.email, PASSWORD);
    const elsewhere = await server.logIn(account.email, PASSWORD);
    const [before] = await server.db.select().from(users).where(eq(users.email, account.email));
    const response = await change(server, here, { currentPassword: 'not-it', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await problem(response)).toMatchObject({ code: 'currentPasswordWrong', errors: [{ field: 'currentPassword', code: 'invalid' }] });
    const [after] = await server.db.select().from(users).where(eq(users.email, account.email));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await stillSignedIn(server, elsewhere.token)).toBe(200);
    expect(await server.db.select().from(outbox).where(and(eq(outbox.recipient, account.email)))).toHaveLength(1);
  });

  it.each([
    ['too short', { currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword', 'minLength'],
    ['too long', { currentPassword: PASSWORD, newPassword: 'x'.repeat(201) }, 'newPassword', 'maxLength'],
    ['without the current one', { newPassword: NEW_PASSWORD }, 'currentPassword', 'required'],
  ])('holds a new password to the sign-up’s rules: %s', async (_case, body, field, code) => {
    const here = await server.logIn(account.email, PASSWORD);
    const response = await change(server, here, body);
    expect(response.status).toBe(400);
    expect((await problem(response)).errors).toEqual([expect.objectContaining({ field, code })]);
  });

  it('holds a member of staff to the back office’s 12 characters', async () => {
    const [staff] = await server.db.select().from(users).where(eq(users.email, account.email));
    await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff!.id));
    const here = await server.logIn(account.email, PASSWORD);
    const response = await change(server, here, { currentPassword: PASSWORD, newPassword: 'eleven-char' });
    expect(response.status).toBe(400);
    expect(await problem(response)).toMatchObject({ code: 'staffPasswordTooShort', params: { limit: 12 }, errors: [{ field: 'newPassword', code: 'minLength' }] });
  });

  it('refuses anyone else, before reading the body: another customer 403, no token 401', async () => {
    const other = await server.logIn();
    const mine = await server.logIn(account.email, PASSWORD);
    for (const body of [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { junk: true }]) {
      const response = await change(server, other, body, mine.id);
      expect(response.status).toBe(403);
      expect((await problem(response)).code).toBe('ownProfileOnly');
    }
    expect((await rawRequest(server, 'PATCH', `/users/${mine.id}/password`, { raw: '{"x' , token: other.token })).status).toBe(403);
    expect((await rawRequest(server, 'PATCH', `/users/abc/password`, { raw: '{"x', token: other.token })).status).toBe(403);
    expect((await rawRequest(server, 'PATCH', `/users/${mine.id}/password`, { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } })).status).toBe(401);
    expect((await rawRequest(server, 'POST', '/tokens/user', { body: { email: account.email, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses to change a demo account’s published password in demo mode', async () => {
    for (const demo of [DEMO_CUSTOMER, DEMO_ADMIN]) {
      const session = await server.logIn(demo.email, demo.password);
      const response = await change(server, session, { currentPassword: demo.password, newPassword: 'a-long-new-password-2026' });
      expect(response.status).toBe(403);
      expect((await problem(response)).code).toBe('demoPasswordFixed');
    }
  });

  it('counts wrong current passwords as failed logins, per account, and gives back a check that succeeds', async () => {
    await resetDatabase(limited.db);
    expect((await rawRequest(limited, 'POST', '/users', { body: { ...account, password: PASSWORD } })).status).toBe(201);
    const here = await limited.logIn(account.email, PASSWORD);
    // Right ones first: given back, they leave the allowance whole.
    let current = PASSWORD;
    for (const next of ['third-cork-2026', 'fourth-cork-2026', 'fifth-cork-2026', 'sixth-cork-2026']) {
      expect((await change(limited, here, { currentPassword: current, newPassword: next })).status).toBe(204);
      current = next;
    }
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt++) {
      expect((await change(limited, here, { currentPassword: `wrong-${attempt}`, newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const refused = await change(limited, here, { currentPassword: current, newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(429);
    expect((await problem(refused)).code).toBe('rateLimited');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
