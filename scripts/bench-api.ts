// Prints throughput, latency and memory of the API on the embedded database: figures for the README,
// not a pass/fail test. Loopback only, bounded in requests and time.
//   npx tsx scripts/bench-api.ts [requestsPerScenario=2000] [concurrency=20]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/api/src/app';
import { readConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { addDays, shopToday } from '@cellar/domain';
import { eq } from 'drizzle-orm';
import { products } from '../apps/api/src/db/schema';
import { DEMO_CUSTOMER, resetDatabase } from '../apps/api/src/db/seed';
import { percentile } from './percentile';

const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 20);
const deadlineMs = 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-'));
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await resetDatabase(database.db);
// Enough bottles that every order of the run succeeds: the figure is for a sale, not a refusal.
await database.db.update(products).set({ stock: total * 2 }).where(eq(products.id, 5));
const app = await buildApp({ config: readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_LIMIT_PER_CLIENT: '1000000', LOGIN_LIMIT_PER_ACCOUNT: '1000000' }), database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const login = await fetch(`${origin}/api/tokens/user`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
});
const { token } = (await login.json()) as { token: string };

interface Scenario {
  name: string;
  request: (i: number) => Promise<Response>;
}

const orderBody = JSON.stringify({
  productList: [{ id: 5, qty: 1 }],
  shippingAddress: 'Av. Brasil 2500, Montevideo',
  shippingDate: addDays(shopToday(), 1),
  paymentMethod: 'Visa',
});

const scenarios: Scenario[] = [
  { name: 'GET /api/products', request: () => fetch(`${origin}/api/products`) },
  { name: 'GET /api/products/{id}', request: (i) => fetch(`${origin}/api/products/${(i % 32) + 1}`) },
  { name: 'GET /api/orders (bearer)', request: () => fetch(`${origin}/api/orders`, { headers: { authorization: `Bearer ${token}` } }) },
  {
    name: 'POST /api/orders (stock locked)',
    request: () => fetch(`${origin}/api/orders`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: orderBody }),
  },
];

console.log(`API benchmark: ${total} requests per scenario, ${concurrency} at a time, PGlite, Node ${process.version}`);
console.log('scenario | req/s | p50 ms | p95 ms | p99 ms | non-2xx');
const started = Date.now();
for (const scenario of scenarios) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total && Date.now() - started < deadlineMs) {
        const i = next++;
        const t = performance.now();
        const response = await scenario.request(i);
        await response.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!response.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${scenario.name} | ${(latencies.length / seconds).toFixed(0)} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 95).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${failures}`,
  );
}
const memory = process.memoryUsage();
console.log(`memory after the run: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
