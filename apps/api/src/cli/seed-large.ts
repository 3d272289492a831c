/**
 * `npm run seed:large -- --wines 100000`
 *
 * Puts the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR: stop the server
 * first, PGlite allows one process) back to the demo seed, then adds generated wines until the
 * catalogue holds that many: the same wines on every run, for benchmarks and tests. Customers and
 * orders are removed with the rest of the data, so it asks for --yes outside a fresh database.
 */
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { readConfig } from '../config';
import { configuredDatabase, openDatabase } from '../db/client';
import { addGeneratedWines } from '../db/large-catalogue';
import { orders, products } from '../db/schema';
import { resetDatabase } from '../db/seed';

const { values } = parseArgs({ options: { wines: { type: 'string', default: '100000' }, yes: { type: 'boolean', default: false } } });
const wines = Number(values.wines);
if (!Number.isInteger(wines) || wines < 1 || wines > 5_000_000) {
  console.error('--wines takes a whole number of wines between 1 and 5,000,000.');
  process.exit(1);
}

const config = readConfig();
const database = await openDatabase(configuredDatabase(config));
try {
  const [placed] = await database.db.select({ n: count() }).from(orders);
  if ((placed?.n ?? 0) > 3 && !values.yes) {
    console.error(`This database holds ${placed!.n} orders, which the seed would remove. Run again with --yes to go ahead.`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    await resetDatabase(database.db, { demo: config.demoMode });
    let reported = 0;
    const added = await addGeneratedWines(database.db, wines, (done) => {
      if (done - reported < 10_000) return;
      reported = done;
      console.log(`  ${done.toLocaleString('en')} wines added`);
    });
    const [catalogue] = await database.db.select({ n: count() }).from(products);
    console.log(`The catalogue holds ${(catalogue?.n ?? 0).toLocaleString('en')} wines (${added.toLocaleString('en')} generated) on ${database.kind}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
