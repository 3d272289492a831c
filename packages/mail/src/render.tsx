import type { Locale } from '@cellar/i18n';
import { loadMailLocale } from '@cellar/i18n/mail';
import { render, toPlainText } from '@react-email/components';
import { accountErased } from './AccountErased/AccountErased';
import type { Mail, MailKind, MailOf } from './mails';
import { orderConfirmation } from './OrderConfirmation/OrderConfirmation';
import { orderStatusChanged } from './OrderStatusChanged/OrderStatusChanged';
import { passwordChanged } from './PasswordChanged/PasswordChanged';
import { passwordReset } from './PasswordReset/PasswordReset';
import { mailSay } from './say';
import type { MailTemplate } from './template';
import { welcome } from './Welcome/Welcome';

const TEMPLATES: { [Kind in MailKind]: MailTemplate<Kind> } = {
  welcome,
  passwordReset,
  orderConfirmation,
  orderStatus: orderStatusChanged,
  passwordChanged,
  accountErased,
};

/** A mail written out: its subject, its HTML and the plain-text part sent beside it. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailAddressing {
  /** The recipient's language. */
  locale: Locale;
  /** The shop's origin (`https://thecellar.example`): the mail's links and pictures are absolute. */
  shopUrl: string;
}

/** Writes `mail` out in the recipient's language, with the shop's absolute links. */
export async function renderMail(mail: Mail, { locale, shopUrl }: MailAddressing): Promise<RenderedMail> {
  await loadMailLocale(locale);
  const say = mailSay(locale, shopUrl);
  const template = TEMPLATES[mail.kind] as MailTemplate<MailKind>;
  const { Message } = template;
  const html = await render(<Message mail={mail as MailOf<MailKind>} say={say} />);
  return { subject: template.subject(mail as MailOf<MailKind>, say), html, text: toPlainText(html) };
}
