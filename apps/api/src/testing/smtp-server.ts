import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A real SMTP server on this machine (the `smtp-server` package), keeping every message it accepts, parsed.
 * `port` 0 takes a free one; `options` let a test refuse recipients or messages as a real server would.
 */
export async function startSmtpServer(options: Partial<SMTPServerOptions> = {}, port = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    received,
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
