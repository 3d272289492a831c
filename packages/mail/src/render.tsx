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

async function templateOf(mail: Mail, { locale, shopUrl }: MailAddressing) {
  await loadMailLocale(locale);
  return { template: TEMPLATES[mail.kind] as MailTemplate<MailKind>, mail: mail as MailOf<MailKind>, say: mailSay(locale, shopUrl) };
}

/** Only the subject of `mail` in the recipient's language: a list of mail needs no message drawn. */
export async function mailSubject(mail: Mail, addressing: MailAddressing): Promise<string> {
  const { template, mail: typed, say } = await templateOf(mail, addressing);
  return template.subject(typed, say);
}

/** Writes `mail` out in the recipient's language, with the shop's absolute links. */
export async function renderMail(mail: Mail, addressing: MailAddressing): Promise<RenderedMail> {
  const { template, mail: typed, say } = await templateOf(mail, addressing);
  const { Message } = template;
  const html = await render(<Message mail={typed} say={say} />);
  return { subject: template.subject(typed, say), html, text: toPlainText(html) };
}
