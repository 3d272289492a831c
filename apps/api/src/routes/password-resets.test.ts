import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, passwordResets, users } from '../db/schema';
import { DEMO_CUSTOMER, resetDatabase } from '../db/seed';
import type { OutboxMail } from '../mail/outbox-mail';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await resetDatabase(server.db);
  expect((await post('/users', { ...account, password: PASSWORD })).status).toBe(201);
});
afterAll(() => server?.close());

const PASSWORD = 'first-cork-2026';
const account = { firstname: 'Valentina', lastname: 'Olivera', address: 'Av. 18 de Julio 1500, Montevideo', phone: '+598 99 321 654', email: 'valentina@example.uy' };

const post = (path: string, body: unknown) =>
  fetch(`${server.origin}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Asks for a reset of `email` and answers with the link's token from the mail it wrote (none: no mail). */
async function askFor(email: string) {
  const response = await post('/password-resets', { email });
  return { status: response.status, body: await response.json() };
}

async function tokenMailedTo(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const rows = await server.db.select().from(outbox).where(eq(outbox.recipient, email));
      token = rows.map((row) => row.mail).find((mail): mail is Extract<OutboxMail, { kind: 'passwordReset' }> => mail.kind === 'passwordReset')?.token;
      return token;
    })
    .toBeDefined();
  return token!;
}

const logIn = (password: string) => post('/tokens/user', { email: account.email, password });

describe('asking for a reset', () => {
  it('answers alike whether or not an account has the email, and mails a link only to the one that has it', async () => {
    const known = await askFor(account.email.toUpperCase());
    const unknown = await askFor('nobody-here@example.uy');
    expect(known).toEqual({ status: 202, body: { validMinutes: 60 } });
    expect(unknown).toEqual(known);
    expect(await tokenMailedTo(account.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    const [link] = await server.db.select().from(passwordResets);
    expect(link!.tokenHash).not.toBe(await tokenMailedTo(account.email));
    expect(await server.db.select().from(outbox).where(eq(outbox.recipient, 'nobody-here@example.uy'))).toEqual([]);
  });

  it('answers for a demo account alike, and mails no link: its published password stays for every visitor', async () => {
    expect(await askFor(DEMO_CUSTOMER.email)).toEqual({ status: 202, body: { validMinutes: 60 } });
    await askFor(account.email);
    await tokenMailedTo(account.email);
    expect(await server.db.select().from(outbox).where(eq(outbox.recipient, DEMO_CUSTOMER.email))).toEqual([]);
  });
});

describe('using the link', () => {
  it('sets the new password once, names the account to log in with, signs it out everywhere, and mails that the password changed', async () => {
    const session = (await (await logIn(PASSWORD)).json()) as { token: string };
    await askFor(account.email);
    const token = await tokenMailedTo(account.email);

    const done = await post(`/password-resets/${token}`, { password: 'a-new-cork-2026' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ email: account.email });
    expect((await logIn('a-new-cork-2026')).status).toBe(200);
    expect((await logIn(PASSWORD)).status).toBe(401);
    const old = await fetch(`${server.origin}/api/orders`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(old.status).toBe(401);
    const mails = await server.db.select().from(outbox).where(eq(outbox.recipient, account.email));
    expect(mails.map((row) => row.mail.kind)).toContain('passwordChanged');

    const again = await post(`/password-resets/${token}`, { password: 'yet-another-2026' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'resetLinkInvalid' });
  });

  it('refuses an expired link and an unknown one alike, and a password the sign-up would refuse', async () => {
    await askFor(account.email);
    const token = await tokenMailedTo(account.email);
    expect(await (await post(`/password-resets/${token}`, { password: 'short' })).json()).toMatchObject({ code: 'validation', errors: [{ field: 'password' }] });

    await server.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await post(`/password-resets/${token}`, { password: 'a-new-cork-2026' });
    const unknown = await post(`/password-resets/${'x'.repeat(43)}`, { password: 'a-new-cork-2026' });
    expect([expired.status, unknown.status]).toEqual([400, 400]);
    const [expiredBody, unknownBody] = [await expired.json(), await unknown.json()];
    expect(expiredBody).toMatchObject({ code: 'resetLinkInvalid' });
    expect(unknownBody).toEqual(expiredBody);
    expect((await logIn(PASSWORD)).status).toBe(200);
  });
  it("holds a member of staff to the back office's 12 characters, leaving the link usable", async () => {
    await server.db.update(users).set({ role: 'admin' }).where(eq(users.email, account.email));
    await askFor(account.email);
    const token = await tokenMailedTo(account.email);
    const short = await post(`/password-resets/${token}`, { password: 'cork-2026' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'staffPasswordTooShort', params: { limit: 12 }, errors: [{ field: 'password', code: 'minLength' }] });
    expect((await logIn(PASSWORD)).status).toBe(200);
    expect((await post(`/password-resets/${token}`, { password: 'a-longer-cork-2026' })).status).toBe(200);
    expect((await logIn('a-longer-cork-2026')).status).toBe(200);
  });
});

describe('the limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RESET_LIMIT_PER_EMAIL: '2', RESET_LIMIT_PER_CLIENT: '5' } });
  });
  afterAll(() => limited?.close());

  it('count the asks per email and per client before any work, with 429 beyond', async () => {
    const ask = (email: string) => fetch(`${limited.origin}/api/password-resets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect([(await ask('ana@example.uy')).status, (await ask('ana@example.uy')).status]).toEqual([202, 202]);
    const third = await ask('ana@example.uy');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'rateLimited' });
    expect([(await ask('bruno@example.uy')).status, (await ask('carla@example.uy')).status, (await ask('dario@example.uy')).status]).toEqual([202, 202, 429]);
  });
});
