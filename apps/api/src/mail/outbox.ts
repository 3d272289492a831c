import type { Locale } from '@cellar/i18n';
import type { Queryable } from '../db/client';
import { outbox } from '../db/schema';
import type { OutboxMail } from './outbox-mail';

export interface MailToSend {
  to: string;
  /** The recipient's language: the mail is written out in it when it is sent. */
  locale: Locale;
  mail: OutboxMail;
}

/**
 * Writes a mail into the outbox. Called with the transaction of the mail's cause, so that the mail exists
 * if and only if its cause does; the sender delivers it once the transaction has committed.
 */
export async function enqueueMail(db: Queryable, { to, locale, mail }: MailToSend): Promise<number> {
  const [row] = await db.insert(outbox).values({ recipient: to, locale, mail }).returning({ id: outbox.id });
  return row!.id;
}
