import { renderMail } from '@cellar/mail';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { resolveMail } from './resolve';
import { afterDelivery } from './outbox-mail';
import { isPermanentRefusal, type MailTransport } from './transport';

/** How long a claimed mail is the claimant's: past it, an instance that died mid-send has its mail retried. */
const LEASE_SECONDS = 120;
/** Attempts before a mail is given up as failed (about a day of retries with the delays below). */
const MAX_ATTEMPTS = 10;

/** The wait before attempt `attempt + 1`: 30 s, doubling, at most 4 hours. */
function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** (attempt - 1), 4 * 3600);
}

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  /** The From of every mail (`MAIL_FROM`). */
  from: string;
  /** The shop's public address, for the mail's links and pictures. */
  shopUrl: string;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at for mail written by another instance, or due again. */
  pollMs?: number;
  /** The wait before a retry; tests shorten it. */
  retryDelay?: (attempt: number) => number;
}

export interface MailSender {
  /** Sends every mail due now and resolves with how many it tried; a call during a round waits for it and runs another. */
  sendDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox. Each mail is claimed in a statement of its own (`FOR UPDATE SKIP LOCKED`, so two
 * instances never claim the same one) and sent outside any transaction, so a slow SMTP server never holds
 * the database. A mail is sent once: marked sent when the server took it, or retried with growing delays
 * while the server is down or says "later", or marked failed with the server's reason when it refuses it
 * for good. Its Message-ID is the outbox row's, so a mail re-sent after a crash between the server's
 * acceptance and its marking is one message to a mail client.
 */
export function startMailSender({ db, transport, from, shopUrl, log, pollMs = 2000, retryDelay = retryDelaySeconds }: MailSenderOptions): MailSender {
  const host = new URL(shopUrl).hostname;
  let round: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let stopped = false;

  /** The next mail due since before the round began: one retried in this round waits for the next. */
  async function claim(roundStart: Date) {
    const due = sql`(
      select id from ${outbox} where state = 'pending' and next_attempt_at <= ${roundStart.toISOString()}
      order by next_attempt_at, id limit 1 for update skip locked
    )`;
    const [row] = await db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, due))
      .returning();
    return row ?? null;
  }

  async function deliver(row: typeof outbox.$inferSelect) {
    try {
      const mail = await resolveMail(db, row.mail);
      if (!mail) {
        await db.update(outbox).set({ state: 'failed', lastError: 'Its order no longer exists.' }).where(eq(outbox.id, row.id));
        return;
      }
      const { subject, html, text } = await renderMail(mail, { locale: row.locale, shopUrl });
      await transport.sendMail({ from, to: row.recipient, subject, html, text, messageId: `<outbox-${row.id}@${host}>` });
      await db.update(outbox).set({ state: 'sent', sentAt: sql`now()`, lastError: null, ...afterDelivery(row.recipient, row.mail) }).where(eq(outbox.id, row.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const givenUp = isPermanentRefusal(error) || row.attempts >= MAX_ATTEMPTS;
      log.warn({ mail: row.id, attempts: row.attempts, givenUp, err: reason }, givenUp ? 'mail refused for good' : 'mail not sent yet: will retry');
      await db
        .update(outbox)
        .set(givenUp ? { state: 'failed', lastError: reason } : { lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelay(row.attempts)})` })
        .where(and(eq(outbox.id, row.id), eq(outbox.state, 'pending')));
    }
  }

  async function run(): Promise<number> {
    const roundStart = new Date();
    let tried = 0;
    for (let row = await claim(roundStart); row && !stopped; row = await claim(roundStart)) {
      await deliver(row);
      tried += 1;
    }
    return tried;
  }

  function sendDue(): Promise<number> {
    if (!round) {
      round = run().finally(() => {
        round = null;
      });
      return round;
    }
    // A round is under way and may have missed mail written since it began: one more follows it, shared by
    // every caller meanwhile.
    queued ??= round
      .catch(() => 0)
      .then(() => {
        queued = null;
        return sendDue();
      });
    return queued;
  }

  const poll = () =>
    sendDue().catch((error: unknown) => {
      if (!stopped) log.error({ err: error }, 'the outbox could not be read');
    });
  const timer = setInterval(poll, pollMs);
  timer.unref();
  void poll();

  return {
    sendDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round?.catch(() => undefined);
      transport.close();
    },
  };
}
