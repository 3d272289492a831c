import type { Mail } from '@cellar/mail';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { orders } from '../db/schema';
import { presentOrders } from '../routes/orders';
import type { OutboxMail } from './outbox-mail';

/** The mail an outbox row says, its order read as its buyer sees it; null when the order is gone (a demo reset). */
export async function resolveMail(db: Queryable, stored: OutboxMail): Promise<Mail | null> {
  if (stored.kind !== 'orderConfirmation' && stored.kind !== 'orderStatus') return stored;
  const [row] = await db.select().from(orders).where(eq(orders.id, stored.orderId));
  if (!row) return null;
  const [order] = await presentOrders(db, [row]);
  if (stored.kind === 'orderConfirmation') return { kind: stored.kind, firstname: stored.firstname, order: order! };
  // The status the mail was written for, whatever the order has become since.
  return { kind: stored.kind, firstname: stored.firstname, order: { ...order!, status: stored.status } };
}
