import type { ReactElement } from 'react';
import type { MailKind, MailOf } from './mails';
import type { MailSay } from './say';

/** One mail's words and body: its subject, the preview line a client shows beside it, and the message. */
export interface MailTemplate<Kind extends MailKind> {
  subject: (mail: MailOf<Kind>, say: MailSay) => string;
  Message: (props: { mail: MailOf<Kind>; say: MailSay }) => ReactElement;
}
