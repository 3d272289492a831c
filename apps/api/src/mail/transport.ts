import nodemailer from 'nodemailer';

/** What the sender needs of a mail transport: nodemailer's `sendMail`. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; html: string; text: string; messageId: string }): Promise<unknown>;
  close(): void;
}

/**
 * An SMTP transport for `SMTP_URL` (`smtp://user:password@host:587` or `smtps://…:465`), pooled so that a
 * burst of mail shares connections. Timeouts are short: a mail that cannot go now is retried later.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * Whether a refusal would come again however often the same mail were sent (RFC 5321: every 5yz reply
 * but 503, a command out of sequence, which a new connection clears). Everything else (4yz, a server
 * down, a timeout) is worth a retry.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
}
