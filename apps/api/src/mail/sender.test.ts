import { sampleMails } from '@cellar/mail/testing';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderLines, orders, outbox } from '../db/schema';
import { seededTestDatabase } from '../testing/seeded-database';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server';
import { enqueueMail } from './outbox';
import { startMailSender, type MailSender } from './sender';
import { smtpTransport } from './transport';

const database = seededTestDatabase();
const log = { warn: () => undefined, error: () => undefined } as unknown as Parameters<typeof startMailSender>[0]['log'];
const shopUrl = 'https://shop.example';

let sender: MailSender | undefined;
let smtp: TestSmtpServer | undefined;
beforeEach(async () => {
  await database.db.delete(outbox);
});
afterEach(async () => {
  await sender?.stop();
  await smtp?.close();
  sender = undefined;
  smtp = undefined;
});

function senderTo(port: number, retryDelay = () => 0) {
  return startMailSender({ db: database.db, transport: smtpTransport(`smtp://127.0.0.1:${port}`), from: 'The Cellar <hello@thecellar.example>', shopUrl, log, pollMs: 60_000, retryDelay });
}

const stateOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('the outbox sender', () => {
  it('delivers a mail once, written in its recipient\'s language from its order as it was sold, and marks it sent', async () => {
    smtp = await startSmtpServer();
    const [order] = await database.db.select().from(orders).orderBy(orders.id).limit(1);
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).limit(1);
    const id = await enqueueMail(database.db, { to: 'lucia@example.uy', locale: 'es-UY', mail: { kind: 'orderConfirmation', firstname: 'Lucía', orderId: order!.id } });
    sender = senderTo(smtp.port);
    await sender.sendDue();
    await sender.sendDue();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ text: 'lucia@example.uy' });
    expect(mail!.subject).toContain(String(order!.id));
    expect(mail!.html).toContain('lang="es-UY"');
    expect(mail!.text).toContain(line!.name);
    expect(mail!.messageId).toBe(`<outbox-${id}@shop.example>`);
    expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('sends a reset link and keeps no copy of its token once the mail is out', async () => {
    smtp = await startSmtpServer();
    const token = 'a'.repeat(43);
    const id = await enqueueMail(database.db, { to: 'lucia@example.uy', locale: 'en', mail: { kind: 'passwordReset', firstname: 'Lucía', token, validMinutes: 60 } });
    sender = senderTo(smtp.port);
    await sender.sendDue();
    expect(smtp.received[0]!.text).toContain(token);
    const row = await stateOf(id);
    expect(row.state).toBe('sent');
    expect(JSON.stringify(row.mail)).not.toContain(token);
  });

  it('gives up a mail whose order is gone, saying so', async () => {
    const id = await enqueueMail(database.db, { to: 'lucia@example.uy', locale: 'en', mail: { kind: 'orderStatus', firstname: 'Lucía', orderId: 2_000_000_000, status: 'delivered' } });
    smtp = await startSmtpServer();
    sender = senderTo(smtp.port);
    await sender.sendDue();
    expect(await stateOf(id)).toMatchObject({ state: 'failed', lastError: 'Its order no longer exists.' });
    expect(smtp.received).toEqual([]);
  });

  it('keeps a mail while the SMTP server is down, and sends it once the server is back', async () => {
    // A port nobody listens at yet: the server is down.
    const probe = await startSmtpServer();
    const { port } = probe;
    await probe.close();
    const id = await enqueueMail(database.db, { to: 'lucia@example.uy', locale: 'en', mail: sampleMails.welcome });
    sender = senderTo(port);
    await sender.sendDue();
    const waiting = await stateOf(id);
    expect(waiting.state).toBe('pending');
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer({}, port);
    await sender.sendDue();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Welcome to The Cellar']);
    expect(await stateOf(id)).toMatchObject({ state: 'sent' });
  });

  it('waits before retrying a mail the server said to try later', async () => {
    smtp = await startSmtpServer({ onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })) });
    const id = await enqueueMail(database.db, { to: 'lucia@example.uy', locale: 'en', mail: sampleMails.welcome });
    sender = senderTo(smtp.port, () => 3600);
    await sender.sendDue();
    await sender.sendDue();
    const row = await stateOf(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3000 * 1000);
  });

  it('records a permanent refusal with the server\'s reason, and never sends that mail again', async () => {
    smtp = await startSmtpServer({ onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('No such user here'), { responseCode: 550 })) });
    const id = await enqueueMail(database.db, { to: 'nobody@example.uy', locale: 'en', mail: sampleMails.welcome });
    sender = senderTo(smtp.port);
    await sender.sendDue();
    await sender.sendDue();
    const row = await stateOf(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.lastError).toContain('No such user here');
    expect(smtp.received).toEqual([]);
  });

  it('sends each of many mails exactly once when two senders share the outbox', async () => {
    smtp = await startSmtpServer();
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await enqueueMail(database.db, { to: `buyer${i}@example.uy`, locale: i % 2 ? 'en' : 'es-UY', mail: sampleMails.welcome }));
    const other = senderTo(smtp.port);
    sender = senderTo(smtp.port);
    try {
      await Promise.all([sender.sendDue(), other.sendDue()]);
    } finally {
      await other.stop();
    }
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<outbox-${id}@shop.example>`).sort());
  });
});
