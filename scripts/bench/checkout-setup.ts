// Before the checkout run: the demo seed through the API, buyers with tokens, and stock to sell.
import pg from 'pg';
import { sendOk } from './http-client';
import { BUYERS } from './options';
import { freePort, startServer } from './processes';

/** Our server's environment for checkout: unthrottled, since the setup signs up and logs in every buyer from one address. */
export function checkoutEnv(databaseUrl: string): Record<string, string> {
  return { DATABASE_URL: databaseUrl, SIGNUP_LIMIT_PER_CLIENT: '100000', LOGIN_LIMIT_PER_CLIENT: '100000', LOGIN_LIMIT_PER_ACCOUNT: '100000', DEMO_MODE: 'true' };
}

/** Bottles given to every wine for sale but one, so the run sells rather than refuses. */
export const PLENTY = 1_000_000;

export async function resetThroughApi(baseUrl: string): Promise<void> {
  await sendOk(undefined, `${baseUrl}/api/resetdb`, 'POST');
}

/** Signs up `count` customers and logs each in (a few at a time: password hashing is deliberately slow); their bearer tokens. */
export async function signUpBuyers(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = new Array(count);
  let next = 0;
  const password = 'bench-buyer-password';
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++;
        const email = `bench-buyer-${i}@example.com`;
        await sendOk(undefined, `${baseUrl}/api/users`, 'POST', { firstname: 'Bench', lastname: `Buyer ${i}`, address: 'Av. Brasil 2500, Montevideo', phone: '+598 99 123 456', email, password });
        tokens[i] = (await sendOk<{ token: string }>(undefined, `${baseUrl}/api/tokens/user`, 'POST', { email, password })).token;
      }
    }),
  );
  return tokens;
}

/**
 * Gives every wine for sale PLENTY bottles, except the one with the fewest, which keeps its seed stock so
 * that the run also sells out a wine under contention. Written straight into the database while no
 * server runs (the API has no stock edit), so no server can hold an older copy of the catalogue.
 */
export async function raiseStock(databaseUrl: string): Promise<{ id: number; name: string; stock: number } | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; name: string; stock: number }>('select id, name, stock from products where deleted_at is null and stock > 0 order by stock, id limit 1');
    const scarce = rows[0];
    await client.query('update products set stock = $1 where deleted_at is null and stock > 0 and id <> $2', [PLENTY, scarce?.id ?? 0]);
    return scarce;
  } finally {
    await client.end();
  }
}

async function execute(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/*
 * The machine's PostgreSQL runs with autovacuum off (its CI configuration), which no production server
 * does. Without it every bench inherited the dead rows of all the orders and resets before it (the
 * products table held 300 MB for 32 wines after a dozen benches), and within a bench the wines' rows,
 * each updated by every order, grew the table while the server's prepared checkout kept the plan it
 * chose for 32 rows: a sequential scan, slower with every run (622, 306, 220, 185, 135 orders/s). Likewise
 * the tables each order adds to were analysed once, empty, after the reset: PostgreSQL's own foreign-key
 * check of every order line (is its order there?) kept, on each of the server's pooled connections, the
 * plan it made for an empty orders table, a sequential scan, and read the whole table for each order
 * (6,353 scans of 7.9 million rows in one 4 s run): 841, 488, 407, 349, 300 orders/s, where the limit's
 * new connections held 730. The bench vacuums as autovacuum would: the whole database before the runs,
 * and before each the wines and the tables the orders grew (autovacuum analyses a table once a tenth of
 * it has changed).
 */

/** Rewrites every table without its dead rows and refreshes the statistics; VACUUM FULL locks each table, so only while no server runs. */
export const vacuumAll = (databaseUrl: string): Promise<void> => execute(databaseUrl, 'vacuum (full, analyze)');

/** What autovacuum does within its first minute of checkout, to the wines' rows and the tables orders add to; the server's cached plans are made again. */
export const vacuumStock = (databaseUrl: string): Promise<void> => execute(databaseUrl, 'vacuum (analyze) products, orders, order_lines, stock_movements, outbox');

/**
 * The database as every checkout load starts: the demo seed, BUYERS signed up (their tokens), the stock
 * raised and everything vacuumed. A server of its own does the API's part, stopped before the stock is
 * raised behind its back.
 */
export async function prepareCheckout(databaseUrl: string, dataDir: string): Promise<{ tokens: string[]; scarce: Awaited<ReturnType<typeof raiseStock>> }> {
  const setup = await startServer(await freePort(), dataDir, checkoutEnv(databaseUrl));
  let tokens: string[];
  try {
    await resetThroughApi(setup.baseUrl);
    tokens = await signUpBuyers(setup.baseUrl, BUYERS);
  } finally {
    await setup.stop();
  }
  const scarce = await raiseStock(databaseUrl);
  await vacuumAll(databaseUrl);
  return { tokens, scarce };
}
