import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointStaff } from '../auth/staff';
import { outbox } from '../db/schema';
import { DEMO_ADMIN } from '../db/seed';
import { exampleBodies } from '../testing/examples';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The back office's Mail screen: what the outbox holds, each mail written out as its recipient gets it. */

const newcomer = (email: string) => ({ firstname: 'Martina', lastname: 'Suárez', address: 'Rambla República de México 5600, Montevideo', phone: '+598 98 123 456', email, password: 'Tannat-2021-reserva' });

/** Asks for a reset link for an account; its mail is written just after the answer (which takes the same time for every email), so this waits for it. */
async function askForReset(server: TestServer, email: string) {
  const response = await fetch(`${server.origin}/api/password-resets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(response.status).toBe(202);
  const resets = () => server.db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.recipient, email), sql`${outbox.mail}->>'kind' = 'passwordReset'`));
  await expect.poll(async () => (await resets()).length).toBeGreaterThan(0);
}

describe('in the demo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('lists every mail newest first, its subject in its recipient\'s language, filtered by state and paged', async () => {
    const spanish = await fetch(`${server.origin}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'es-UY' }, body: JSON.stringify(newcomer('martina@example.uy')) });
    expect(spanish.status).toBe(201);
    await askForReset(server, 'martina@example.uy');
    const { token } = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const staff = server.client(token);
    const { data: mail, response } = await staff.GET('/mail', { params: { query: { limit: 1 } } });
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(response.headers.get('link')).toContain('rel="next"');
    expect(mail).toMatchObject([{ to: 'martina@example.uy', kind: 'passwordReset', locale: 'es-UY', state: 'pending', attempts: 0, sentAt: null, lastError: null }]);
    expect(mail![0]!.subject).toMatch(/contraseña/i);
    const { data: pending } = await staff.GET('/mail', { params: { query: { state: 'pending' } } });
    expect(pending!.map((entry) => entry.kind)).toEqual(['passwordReset', 'welcome']);
    expect((await staff.GET('/mail', { params: { query: { state: 'sent' } } })).data).toEqual([]);
  });

  it('shows a mail as its recipient reads it, a pending reset\'s working link included, so a demo can follow it', async () => {
    const { token } = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const staff = server.client(token);
    const [reset] = (await staff.GET('/mail', { params: { query: { limit: 1 } } })).data!;
    const { data: message } = await staff.GET('/mail/{id}', { params: { path: { id: reset!.id } } });
    const link = /\/es\/reset-password\/([\w-]{43})/.exec(message!.text ?? '');
    expect(message!.html).toContain(link?.[0]);
    const used = await fetch(`${server.origin}/api/password-resets/${link![1]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'a-new-cork-2026' }) });
    expect(used.status).toBe(200);
  });

  it('links every mail to pages and pictures the shop has, in either language', async () => {
    const customer = await server.logIn();
    const ordered = await server.client(customer.token).POST('/orders', { body: exampleBodies().createOrder as never });
    expect(ordered.response.status).toBe(201);
    const { token } = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const staff = server.client(token);
    const mail = (await staff.GET('/mail', { params: { query: { limit: 100 } } })).data!;
    expect(new Set(mail.map((entry) => entry.kind))).toEqual(new Set(['welcome', 'passwordReset', 'passwordChanged', 'orderConfirmation']));
    for (const entry of mail) {
      const { data: message } = await staff.GET('/mail/{id}', { params: { path: { id: entry.id } } });
      const addresses = [...(message!.html ?? '').matchAll(/(?:href|src)="(http[^"]+)"/g)].map(([, address]) => new URL(address!.replaceAll('&amp;', '&')));
      expect(addresses.length, entry.kind).toBeGreaterThan(0);
      for (const address of addresses) {
        const response = await fetch(`${server.origin}${address.pathname}`, { headers: { accept: address.pathname.startsWith('/images/') ? 'image/*' : 'text/html' } });
        expect(`${entry.kind} (${entry.locale}) ${address.pathname}: ${response.status}`).toBe(`${entry.kind} (${entry.locale}) ${address.pathname}: 200`);
        await response.arrayBuffer();
      }
    }
  });

  it('answers an unknown mail with its code', async () => {
    const { token } = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { error, response } = await server.client(token).GET('/mail/{id}', { params: { path: { id: 999_999 } } });
    expect([response.status, error!.code]).toEqual([404, 'mailNotFound']);
  });
});

describe('outside the demo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DEMO_MODE: 'false' } });
  });
  afterAll(() => server?.close());

  it('never shows staff a reset link that would open a customer\'s account', async () => {
    const signUp = await fetch(`${server.origin}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newcomer('martina@example.uy')) });
    expect(signUp.status).toBe(201);
    await askForReset(server, 'martina@example.uy');
    const staffMember = { email: 'ana.staff@example.com', firstname: 'Ana', lastname: 'Rodríguez', password: 'decant-slowly-2026' };
    await appointStaff(server.db, { ...staffMember, password: async () => staffMember.password });
    const { token } = await server.logIn(staffMember.email, staffMember.password);
    const staff = server.client(token);
    const [reset] = (await staff.GET('/mail', { params: { query: { limit: 1 } } })).data!;
    expect(reset!.kind).toBe('passwordReset');
    const { data: message } = await staff.GET('/mail/{id}', { params: { path: { id: reset!.id } } });
    expect(message!.text).toContain('/reset-password/');
    expect(message!.text).not.toMatch(/\/reset-password\/[\w-]{43}/);
  });
});
