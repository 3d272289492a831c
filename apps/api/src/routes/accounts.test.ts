import type { Problem } from '@cellar/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { issueToken } from '../auth/tokens';
import { tokens, users } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const newCustomer = {
  firstname: 'Ana',
  lastname: 'Rodríguez',
  address: 'Bulevar Artigas 1020, Montevideo',
  phone: '+598 98 765 432',
  email: 'Ana.Rodriguez@Example.com',
  password: 'tannat-lover-1',
};

describe('POST /users (sign-up)', () => {
  it('creates an account, never returning the password, and stores only an argon2id hash', async () => {
    const { data, response } = await server.client().POST('/users', { body: newCustomer });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ firstname: 'Ana', email: 'ana.rodriguez@example.com', avatar: null });
    expect(JSON.stringify(data)).not.toContain(newCustomer.password);
    const [row] = await server.db.select().from(users).where(eq(users.email, 'ana.rodriguez@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(newCustomer.password);
  });

  it('refuses a taken email, whatever its case, with a 409 a person understands', async () => {
    const { error, response } = await server.client().POST('/users', { body: { ...newCustomer, email: 'ANA.RODRIGUEZ@example.com' } });
    expect(response.status).toBe(409);
    expect(error!.code).toBe('emailTaken');
    expect(error!.errors).toEqual([{ field: 'email', code: 'taken', params: {}, message: error!.detail }]);
  });

  it('takes a phone as people write it in Uruguay, and refuses one with fewer than 6 digits', async () => {
    for (const [phone, email] of [['(2) 901-2345', 'landline@example.com'], ['+598 99 123 456', 'mobile@example.com']]) {
      const { response } = await server.client().POST('/users', { body: { ...newCustomer, phone: phone!, email: email! } });
      expect(response.status, phone).toBe(201);
    }
    for (const phone of ['------', '099 12-', '099 abc 123']) {
      const { error, response } = await server.client().POST('/users', { body: { ...newCustomer, phone, email: 'nobody@example.com' } });
      expect(response.status, phone).toBe(400);
      expect(error!.errors, phone).toEqual([expect.objectContaining({ field: 'phone', code: 'pattern' })]);
    }
  });

  it('names the wrong field in words', async () => {
    const { error, response } = await server.client().POST('/users', { body: { ...newCustomer, email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(error!.code).toBe('validation');
    expect(error!.errors).toEqual([{ field: 'email', code: 'format', params: { format: 'email' }, message: error!.detail }]);
  });

  it('requires every field', async () => {
    for (const field of Object.keys(newCustomer)) {
      const { [field]: _missing, ...rest } = newCustomer as Record<string, string>;
      const response = await fetch(`${server.origin}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rest) });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as Problem).detail).toBe(`${field} is required.`);
    }
  });
});

describe('POST /tokens/user (login) and DELETE /tokens (logout)', () => {
  it('logs in with the login shape and a token that opens the orders', async () => {
    const user = await server.logIn(newCustomer.email, newCustomer.password);
    expect(Object.keys(user).sort()).toEqual(['address', 'avatar', 'email', 'firstname', 'id', 'lastname', 'phone', 'token']);
    const { response } = await server.client(user.token).GET('/orders');
    expect(response.status).toBe(200);
  });

  it('stores tokens hashed, with an expiry', async () => {
    const user = await server.logIn();
    const rows = await server.db.select().from(tokens).where(eq(tokens.userId, user.id));
    expect(rows.some((row) => row.tokenHash === user.token)).toBe(false);
    expect(rows.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const wrongPassword = await server.client().POST('/tokens/user', { body: { email: DEMO_CUSTOMER.email, password: 'wrong-password' } });
    const unknownEmail = await server.client().POST('/tokens/user', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(wrongPassword.response.status).toBe(401);
    expect(unknownEmail.response.status).toBe(401);
    expect(wrongPassword.error!.detail).toBe('The email or password is incorrect.');
    expect(unknownEmail.error!.detail).toBe(wrongPassword.error!.detail);
  });

  it('revokes the token on logout', async () => {
    const [row] = await server.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    const token = await issueToken(server.db, row!.id, 60_000);
    expect((await server.client(token).DELETE('/tokens')).response.status).toBe(204);
    const { error, response } = await server.client(token).GET('/orders');
    expect(response.status).toBe(401);
    expect(error!.detail).toBe('Your session has expired. Please log in again.');
  });

  it('refuses an expired token', async () => {
    const [row] = await server.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    const token = await issueToken(server.db, row!.id, 1_000, new Date(Date.now() - 60_000));
    expect((await server.client(token).GET('/orders')).response.status).toBe(401);
  });

  it('refuses requests without a token', async () => {
    const { error, response } = await server.client().GET('/orders');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(error!.detail).toBe('Please log in to continue.');
  });
});
