import type { Order } from '@cellar/api-client';
import type { OrderStatus } from '@cellar/domain';

/** A status an order moves to after it is paid: each is told to its buyer in a mail of its own. */
export type OrderStatusAfterPayment = Exclude<OrderStatus, 'paid'>;

/**
 * Every mail the shop sends, with what it says: what the outbox keeps, as it was when its cause happened
 * (an order, a status change, a reset request, a sign-up), to be written out in the recipient's language.
 */
export type Mail =
  | { kind: 'welcome'; firstname: string }
  | { kind: 'passwordReset'; firstname: string; token: string; validMinutes: number }
  | { kind: 'orderConfirmation'; firstname: string; order: Order }
  | { kind: 'orderStatus'; firstname: string; order: Order & { status: OrderStatusAfterPayment } }
  | { kind: 'passwordChanged'; firstname: string; changedAt: string }
  | { kind: 'accountErased'; firstname: string };

export type MailKind = Mail['kind'];
export type MailOf<Kind extends MailKind> = Extract<Mail, { kind: Kind }>;
