import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ServerProcess } from '../testing/server-process';
import { createPostgresTestDatabase } from '../testing/test-server';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './seed';
import { seedCategories, seedProducts } from './seed-data';

const ROUNDS = 5;
const journal = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

/** What a database holds, counted so that a second migration or seeding would show. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(`
      select (select count(*) from drizzle.__drizzle_migrations) as migrations,
             (select count(*) from categories) as categories,
             (select count(distinct name) from categories) as "distinct categories",
             (select count(*) from products) as products,
             (select count(distinct name) from products) as "distinct products",
             (select string_agg(email, ' ' order by id) from users) as users,
             (select count(*) from orders) as orders`);
    return rows[0];
  } finally {
    await client.end();
  }
}

// A round cut short by the test's timeout leaves its processes and database to afterAll.
let cleanUpRound: (() => Promise<void>) | undefined;
afterAll(() => cleanUpRound?.());

describe('instances starting together on an empty PostgreSQL database', () => {
  it(`both come up and the database is migrated and seeded once, ${ROUNDS} times over`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const { url, drop } = await createPostgresTestDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), 'cellar-together-'));
      const started: ServerProcess[] = [];
      cleanUpRound = async () => {
        cleanUpRound = undefined;
        await Promise.all(started.map((server) => server.stop()));
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      };
      try {
        const ports = [await freePort(), await freePort()];
        const starts = await Promise.allSettled(
          ports.map(async (port) => {
            const server = await spawnServer({ port, dataDir, env: { DATABASE_URL: url, DEMO_MODE: 'true' } });
            started.push(server);
            return server;
          }),
        );
        const crashes = starts.filter((start) => start.status === 'rejected').map((start) => String(start.reason).slice(0, 1500));
        expect(crashes, `round ${round}`).toEqual([]);
        expect(await contents(url), `round ${round}`).toEqual({
          migrations: String(journal.entries.length),
          categories: String(seedCategories.length),
          'distinct categories': String(seedCategories.length),
          products: String(seedProducts.length),
          'distinct products': String(seedProducts.length),
          users: `${DEMO_CUSTOMER.email} ${DEMO_ADMIN.email}`,
          orders: '3',
        });
        for (const server of started) {
          const wines = (await (await fetch(`${server.baseUrl}/api/products?limit=100`)).json()) as unknown[];
          expect(wines, `round ${round}, ${server.baseUrl}`).toHaveLength(seedProducts.length);
        }
      } finally {
        await cleanUpRound?.();
      }
    }
  }, 180_000);
});
