// The checkout's limit: the server's own checkout statement (placeOrder) sent straight to PostgreSQL by
// a bare node-postgres client, one connection per buyer and as many buyers, with no HTTP, no JSON
// body and no bearer token to look up. What the server adds to an order beyond that statement is what
// the ratio measures.
import { randomUUID } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { hashToken } from '../../apps/api/src/auth/tokens';
import { isDeadlock, isShortOfStock } from '../../apps/api/src/db/errors';
import { PLACE_ORDER, placeOrder, type PlacedRow } from '../../apps/api/src/routes/place-order';
import { orderBody } from './buyers';

export interface LimitRun {
  seconds: number;
  /** Every statement: its time in ms (deadlock retries included, as the server retries), its outcome, and whether it ended within the run. */
  outcomes: { outcome: 'placed' | 'short' | 'error'; ms: number; inTime: boolean }[];
  /** Connections opened, all before the clock started. */
  connections: number;
  /** The first error that was neither a placed order nor a short line. */
  sample?: string;
}

/** The same attempts as the server's createOrder makes when PostgreSQL ends a statement to break a deadlock. */
const ATTEMPTS = 3;

const dialect = new PgDialect();

/** Each buyer's user and token, as the server's authentication would have found them. */
async function sessionsOf(client: pg.PoolClient, tokens: readonly string[]): Promise<{ userId: number; tokenId: number }[]> {
  const { rows } = await client.query<{ user_id: number; id: number }>('select user_id, id from tokens where token_hash = any($1::text[])', [tokens.map(hashToken)]);
  if (rows.length !== tokens.length) throw new Error(`only ${rows.length} of the ${tokens.length} buyers' tokens are in the database`);
  return rows.map((row) => ({ userId: row.user_id, tokenId: row.id }));
}

async function placeOnce(client: pg.PoolClient, session: { userId: number; tokenId: number }, pool: readonly number[], key: string): Promise<void> {
  const body = orderBody(pool);
  const lines = [...body.productList].sort((a, b) => a.id - b.id);
  const { sql: text, params } = dialect.sqlToQuery(
    placeOrder({
      ...session,
      shippingAddress: body.shippingAddress,
      shippingDate: body.shippingDate,
      paymentMethod: body.paymentMethod,
      idempotencyKey: key,
      ids: lines.map(({ id }) => id),
      quantities: lines.map(({ qty }) => qty),
    }),
  );
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await client.query<PlacedRow>({ name: PLACE_ORDER, text, values: params });
      if (!rows[0]?.live || rows[0].order_id === null) throw new Error(`the statement placed no order: ${JSON.stringify(rows[0])}`);
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** `tokens` are the buyers' bearer tokens; `pool` the wines in stock. Holds one connection per buyer for `seconds`. */
export async function runLimit(databaseUrl: string, tokens: readonly string[], pool: readonly number[], seconds: number): Promise<LimitRun> {
  const connections = new pg.Pool({ connectionString: databaseUrl, max: tokens.length });
  try {
    // Connected before the clock starts, as the server's pool is by its previous runs.
    const connecting = await Promise.allSettled(tokens.map(() => connections.connect()));
    const clients = connecting.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = connecting.find((result) => result.status === 'rejected');
    if (refused) {
      // pool.end() waits for every client it lent, so those that did connect go back first.
      for (const client of clients) client.release();
      throw new Error(`${clients.length} of ${tokens.length} connections opened (max_connections?): ${String(refused.reason)}`);
    }
    const sessions = await sessionsOf(clients[0]!, tokens);
    const outcomes: LimitRun['outcomes'] = [];
    let sample: string | undefined;
    const runId = randomUUID();
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      clients.map(async (client, buyer) => {
        for (let n = 0; performance.now() < deadline; n++) {
          const t = performance.now();
          let outcome: LimitRun['outcomes'][number]['outcome'] = 'placed';
          try {
            await placeOnce(client, sessions[buyer]!, pool, `${runId}-${buyer}-${n}`);
          } catch (error) {
            outcome = isShortOfStock(error) ? 'short' : 'error';
            if (outcome === 'error') sample ??= String(error);
          }
          outcomes.push({ outcome, ms: performance.now() - t, inTime: performance.now() <= deadline });
        }
        client.release();
      }),
    );
    return { seconds, outcomes, connections: clients.length, ...(sample === undefined ? {} : { sample }) };
  } finally {
    await connections.end();
  }
}
