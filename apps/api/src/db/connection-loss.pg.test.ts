import { addDays, shopToday } from '@cellar/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireShopRenderer } from '../testing/shop-renderer';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_CUSTOMER } from './seed';
import { seedProducts } from './seed-data';

// PostgreSQL ending the server's connections (a restart, a failover, an administrator's pg_terminate_backend)
// while it answers API reads, orders and pages: whatever met the loss is refused for a moment, the pool's
// next connections answer, and no page drawn meanwhile is kept.
// Connections are ended at least this often, and then until reads, pages and orders have each met it.
const MIN_TERMINATIONS = 5;
const MAX_LOAD_MS = 30_000;
const BETWEEN_TERMINATIONS_MS = 300;
const RECOVERY_MS = 5_000;

let server: TestServer;
let admin: pg.Client;
beforeAll(async () => {
  server = await startTestServer();
  requireShopRenderer(server.config.paths);
  admin = new pg.Client({ connectionString: server.database.url });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await server?.close();
});

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
const terminateServerConnections = () =>
  admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');

type Kind = 'read' | 'page' | 'order';
const answers: Record<string, number> = {};
const wrong: Record<string, number> = {};
/** Pages answered while the connections were being ended, by whether they were refused. */
const refusedPages: string[] = [];

const refusals: Record<Kind, number> = { read: 0, page: 0, order: 0 };

function tally(kind: Kind, response: Response, good: boolean) {
  const refused = response.status === 503 && response.headers.get('retry-after') !== null;
  const key = `${kind} ${response.status}${refused ? ' with Retry-After' : ''}`;
  answers[key] = (answers[key] ?? 0) + 1;
  if (refused) refusals[kind]++;
  else if (!good) wrong[key] = (wrong[key] ?? 0) + 1;
  return refused;
}

// Distinct filters, so that every read and page is computed from the database rather than kept; every wine costs more.
let nextMinPrice = 0;
const hasWines = (html: string) => /href="\/product\/\d+"/.test(html);
const page = (path: string) => fetch(`${server.origin}${path}`, { headers: { accept: 'text/html' } });
const inStock = seedProducts.filter((wine) => wine.stock > 0).map((wine) => wine.id);

describe('connections to PostgreSQL ended under load', () => {
  it('are refused with 503 and Retry-After, never 500, and the server answers again at once without keeping what it drew meanwhile', async () => {
    const { token } = await server.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    // The renderer's thread starts with the first page.
    expect((await page('/our-wines')).status).toBe(200);
    let loading = true;
    const reads = async () => {
      while (loading) {
        const response = await fetch(`${server.origin}/api/products?minPrice=${nextMinPrice++}`);
        tally('read', response, response.status === 200);
        await response.arrayBuffer();
      }
    };
    const pages = async () => {
      while (loading) {
        const path = `/our-wines?minPrice=${nextMinPrice++}`;
        const response = await page(path);
        const html = await response.text();
        if (tally('page', response, response.status === 200 && hasWines(html))) refusedPages.push(path);
      }
    };
    const orders = async () => {
      while (loading) {
        const response = await fetch(`${server.origin}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            productList: [{ id: inStock[Math.floor(Math.random() * inStock.length)]!, qty: 1 }],
            shippingAddress: 'Av. Brasil 2500, Montevideo',
            shippingDate: addDays(shopToday(), 1),
            paymentMethod: 'Visa',
          }),
        });
        // A wine may sell out along the way.
        tally('order', response, response.status === 201 || response.status === 409);
        await response.arrayBuffer();
      }
    };
    const load = Promise.all([reads(), reads(), pages(), pages(), orders(), orders()]);
    const started = Date.now();
    const everyKindMetIt = () => Object.values(refusals).every((count) => count > 0);
    for (let round = 0; round < MIN_TERMINATIONS || (!everyKindMetIt() && Object.keys(wrong).length === 0 && Date.now() - started < MAX_LOAD_MS); round++) {
      await sleep(BETWEEN_TERMINATIONS_MS);
      await terminateServerConnections();
    }
    const lastTermination = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - lastTermination < RECOVERY_MS) {
      recovered = (await fetch(`${server.origin}/api/products?minPrice=${nextMinPrice++}`)).status === 200;
      if (!recovered) await sleep(100);
    }
    loading = false;
    await load;

    console.info('answers while the connections were ended:', answers);
    expect(wrong, JSON.stringify(answers)).toEqual({});
    expect(recovered, `answering within ${RECOVERY_MS} ms of the last termination`).toBe(true);
    expect(everyKindMetIt(), `reads, pages and orders each met an ended connection: ${JSON.stringify(refusals)}`).toBe(true);
    // Nothing drawn from the failures was kept: each page refused then is drawn afresh, with its wines.
    for (const path of refusedPages) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(hasWines(await response.text()), path).toBe(true);
    }
  }, MAX_LOAD_MS + 30_000);

  it('fail the transaction holding one between two statements, and leave the process running', async () => {
    const transaction = server.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await terminateServerConnections();
      // The loss reaches the connection while no statement runs on it: only an 'error' event tells of it.
      await sleep(200);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((await fetch(`${server.origin}/api/products?minPrice=${nextMinPrice++}`)).status).toBe(200);
  });
});
