import { formatPrice, shopToday } from '@cellar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, products } from '../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../db/seed';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Each mail's cause, through the real API: what it writes into the outbox, and what an SMTP server then gets. */

const newcomer = (email: string) => ({ firstname: 'Martina', lastname: 'Suárez', address: 'Rambla República de México 5600, Montevideo', phone: '+598 98 123 456', email, password: 'Tannat-2021-reserva' });

async function signUp(server: TestServer, email: string, language: string) {
  return fetch(`${server.origin}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(newcomer(email)),
  });
}

async function placeOrder(server: TestServer, lines: { id: number; qty: number }[]) {
  const { token } = await server.logIn();
  return server.client(token).POST('/orders', { body: { productList: lines, shippingAddress: 'Calle Sarandí 675, Montevideo', shippingDate: shopToday(), paymentMethod: 'Visa' } });
}

const mailTo = (server: TestServer, recipient: string) => server.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);

describe('without an SMTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('keeps the welcome of a sign-up in the outbox, in the language it signed up in, and none for a refused one', async () => {
    expect((await signUp(server, 'martina@example.uy', 'es-UY,es;q=0.9')).status).toBe(201);
    expect((await signUp(server, 'martina@example.uy', 'en')).status).toBe(409);
    expect(await mailTo(server, 'martina@example.uy')).toMatchObject([{ locale: 'es-UY', state: 'pending', attempts: 0, mail: { kind: 'welcome', firstname: 'Martina' } }]);
  });

  it('writes an order\'s confirmation with the order, and none for an order refused for want of stock', async () => {
    const before = (await mailTo(server, DEMO_CUSTOMER.email)).length;
    const { data: order } = await placeOrder(server, [{ id: 3, qty: 1 }]);
    const [last] = await server.db.select({ stock: products.stock }).from(products).where(eq(products.id, 4));
    expect((await placeOrder(server, [{ id: 4, qty: last!.stock + 1 }])).response.status).toBe(409);
    const mail = await mailTo(server, DEMO_CUSTOMER.email);
    expect(mail.slice(before)).toMatchObject([{ locale: 'en', mail: { kind: 'orderConfirmation', orderId: order!.id } }]);
  });

  it('writes the buyer a mail for each move staff make, with the status it moved to', async () => {
    const { data: order } = await placeOrder(server, [{ id: 5, qty: 1 }]);
    const { token } = await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const move = (status: 'in transit' | 'delivered') => server.client(token).PATCH('/orders/{id}', { params: { path: { id: order!.id } }, body: { status } });
    expect((await move('in transit')).response.status).toBe(200);
    expect((await move('in transit')).response.status).toBe(409);
    expect((await move('delivered')).response.status).toBe(200);
    const told = await server.db.select().from(outbox).where(and(eq(outbox.recipient, DEMO_CUSTOMER.email), eq(sql`${outbox.mail} ->> 'kind'`, 'orderStatus'))).orderBy(outbox.id);
    expect(told.map((row) => row.mail)).toEqual([
      { kind: 'orderStatus', firstname: expect.any(String), orderId: order!.id, status: 'in transit' },
      { kind: 'orderStatus', firstname: expect.any(String), orderId: order!.id, status: 'delivered' },
    ]);
  });
});

describe('with an SMTP server (SMTP_URL)', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'The Cellar <hola@thecellar.example>', PUBLIC_URL: 'https://thecellar.example' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends the welcome of a sign-up once, from MAIL_FROM, with links to the shop\'s public address', async () => {
    expect((await signUp(server, 'joaquin@example.uy', 'en-GB,en;q=0.8')).status).toBe(201);
    await expect.poll(() => smtp.received.filter((mail) => mail.subject === 'Welcome to The Cellar').length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.received.find((received) => received.subject === 'Welcome to The Cellar')!;
    expect(mail.from?.text).toBe('"The Cellar" <hola@thecellar.example>');
    expect(mail.to).toMatchObject({ text: 'joaquin@example.uy' });
    expect(mail.html).toContain('href="https://thecellar.example/our-wines"');
    await expect.poll(async () => (await mailTo(server, 'joaquin@example.uy'))[0]?.state).toBe('sent');
  });

  it('sends an order\'s confirmation with its wines and total', async () => {
    const { data: order } = await placeOrder(server, [{ id: 2, qty: 2 }]);
    const subject = `Your order #${order!.id} at The Cellar`;
    await expect.poll(() => smtp.received.filter((mail) => mail.subject === subject).length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.received.find((received) => received.subject === subject)!;
    expect(mail.to).toMatchObject({ text: DEMO_CUSTOMER.email });
    expect(mail.text).toContain(order!.productList[0]!.name);
    expect(mail.text).toContain(formatPrice(order!.totalAmount, 'en'));
  });

  it('sends an erased account the erasure’s mail, in its language, and then keeps neither its address nor its name', async () => {
    const email = 'erasing@example.uy';
    const { id } = (await (await signUp(server, email, 'es-UY')).json()) as { id: number };
    const { token } = await server.logIn(email, newcomer(email).password);
    const erased = await fetch(`${server.origin}/api/users/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ password: newcomer(email).password }) });
    expect(erased.status).toBe(204);
    const subject = 'Borramos tu cuenta de The Cellar';
    await expect.poll(() => smtp.received.filter((mail) => mail.subject === subject).length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received.find((mail) => mail.subject === subject)!.to).toMatchObject({ text: email });
    await expect.poll(async () => (await server.db.select().from(outbox).where(sql`${outbox.mail} ->> 'kind' = 'accountErased'`))[0]?.state).toBe('sent');
    const [row] = await server.db.select().from(outbox).where(sql`${outbox.mail} ->> 'kind' = 'accountErased'`);
    expect(row).toMatchObject({ recipient: '(erased)', mail: { kind: 'accountErased', firstname: '' } });
    expect(await mailTo(server, email)).toEqual([]);
  });
});
