export type { Mail, MailKind, MailOf, OrderStatusAfterPayment } from './mails';
export { renderMail, type MailAddressing, type RenderedMail } from './render';
