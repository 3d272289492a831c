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

/** What a reset mail keeps instead of its link's token once the token is nobody's to read. */
const WITHHELD_TOKEN = '(sent)';

/**
 * A mail without what only its recipient may hold: a reset link opens the account to whoever holds it for
 * an hour. A sent mail's row keeps it so (nobody needs the link again), and staff read it so outside the demo.
 */
export function withoutSecrets(mail: OutboxMail): OutboxMail {
  return mail.kind === 'passwordReset' ? { ...mail, token: WITHHELD_TOKEN } : mail;
}

/** What an erasure's mail keeps of its recipient once sent: the address and the name were the person's. */
export const ERASED_RECIPIENT = '(erased)';

/**
 * A sent mail's row as the outbox keeps it: without its secrets, and an erasure's mail without its
 * recipient's address and name, the last of the person the shop held.
 */
export function afterDelivery(recipient: string, mail: OutboxMail): { recipient: string; mail: OutboxMail } {
  if (mail.kind === 'accountErased') return { recipient: ERASED_RECIPIENT, mail: { ...mail, firstname: '' } };
  return { recipient, mail: withoutSecrets(mail) };
}
