import { buildApp } from './app';
import { readConfig } from './config';
import { configuredDatabase, openDatabase } from './db/client';
import { ensureSeeded, retireDemoAccounts } from './db/seed';

const config = readConfig();
const database = await openDatabase(configuredDatabase(config));
const app = await buildApp({ config, database });
if (await ensureSeeded(database.db, { demo: config.demoMode })) {
  app.log.info(config.demoMode ? 'seeded the demo catalogue and accounts' : 'seeded the catalogue; create the first staff account with `npm run staff:create`');
}
if (!config.demoMode) {
  for (const email of await retireDemoAccounts(database.db)) app.log.warn(`${email}'s published demo password no longer opens it (not in demo mode)`);
}

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing open requests, then closing the database`);
  // Fastify waits for requests in flight before closing, so no order is cut in half.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`The Cellar is open at http://localhost:${config.port} (database: ${database.kind})`);
app.log.info(
  config.mail.smtpUrl
    ? `mail is sent through ${new URL(config.mail.smtpUrl).host} from ${config.mail.from}`
    : 'no SMTP_URL: mail is kept in the outbox, unsent, for staff to read',
);
