import type { components } from '@cellar/api-client';
import { mailSubject, renderMail, type MailKind } from '@cellar/mail';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { HttpProblem } from '../http/problem';
import type { Handlers } from '../http/contract';
import { keysetPage, type Ordering } from '../staff/pages';
import { withoutSecrets } from './outbox-mail';
import { resolveMail } from './resolve';

type MailEntry = components['schemas']['MailEntry'];
type MailState = components['schemas']['MailState'];
type Row = typeof outbox.$inferSelect;

// The contract's kinds are the mails @cellar/mail writes, no more and no fewer: this fails to compile otherwise.
const _kindsAgree: [MailEntry['kind']] extends [MailKind] ? ([MailKind] extends [MailEntry['kind']] ? true : never) : never = true;

interface MailQuery {
  state?: MailState;
  limit: number;
  cursor?: string;
}

const NEWEST_FIRST: Ordering<Row> = { key: outbox.id, keyKind: 'int4', id: outbox.id, descending: true, keyOf: (row) => row.id, idOf: (row) => row.id };

export interface MailScreenOptions {
  shopUrl: string;
  /**
   * In the demo, staff follow a reset to its end from here, so its link is shown while it works. Outside
   * it, a link that opens a customer's account is nobody's business but the customer's.
   */
  demoMode: boolean;
}

/** The outbox as staff read it: each mail written out as its recipient gets it, in their language. */
export function mailScreenHandlers(db: Database, { shopUrl, demoMode }: MailScreenOptions): Handlers {
  async function written(row: Row) {
    const mail = await resolveMail(db, demoMode ? row.mail : withoutSecrets(row.mail));
    return mail ? renderMail(mail, { locale: row.locale, shopUrl }) : null;
  }
  // A list shows subjects only: no message is drawn for it.
  async function subjectOf(row: Row) {
    const mail = await resolveMail(db, row.mail);
    return mail ? mailSubject(mail, { locale: row.locale, shopUrl }) : null;
  }
  const entryOf = (row: Row, subject: string | null): MailEntry => ({
    id: row.id,
    to: row.recipient,
    kind: row.mail.kind,
    locale: row.locale,
    subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  });

  return {
    async listMail(request, reply) {
      const query = request.query as MailQuery;
      const filters = query.state ? eq(outbox.state, query.state) : undefined;
      const rows = await keysetPage(
        request,
        reply,
        { ...query, sort: 'newest' },
        NEWEST_FIRST,
        filters,
        (where, orderBy, limit) => db.select().from(outbox).where(where).orderBy(...orderBy).limit(limit),
        async (where) => (await db.select({ n: count() }).from(outbox).where(where))[0]!.n,
      );
      return Promise.all(rows.map(async (row) => entryOf(row, await subjectOf(row))));
    },

    async getMail(request) {
      const { id } = request.params as { id: number };
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (!row) throw new HttpProblem(404, 'mailNotFound');
      const message = await written(row);
      return { ...entryOf(row, message?.subject ?? null), html: message?.html ?? null, text: message?.text ?? null };
    },
  };
}
