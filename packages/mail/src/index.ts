export type { Mail, MailKind, MailOf, OrderStatusAfterPayment } from './mails';
export { mailSubject, renderMail, type MailAddressing, type RenderedMail } from './render';
