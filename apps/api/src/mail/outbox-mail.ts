import type { Mail, MailOf, OrderStatusAfterPayment } from '@cellar/mail';

/**
 * A mail as the outbox keeps it. An order's mails name the order rather than copy it: its lines are copies
 * already (name, picture and price as sold) that never change, so the mail is written from them when it is
 * sent, and the outbox row stays small.
 */
export type OutboxMail =
  | Exclude<Mail, { kind: 'orderConfirmation' | 'orderStatus' }>
  | (Omit<MailOf<'orderConfirmation'>, 'order'> & { orderId: number })
  | (Omit<MailOf<'orderStatus'>, 'order'> & { orderId: number; status: OrderStatusAfterPayment });
