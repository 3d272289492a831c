// Checkout on PostgreSQL: concurrent buyers for a while, then the stock arithmetic: for every wine, the
// stock before equals the stock after plus the bottles of the orders the server accepted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './percentile';
import { runBuyers } from './buyers';
import { raiseStock, resetThroughApi, signUpBuyers } from './checkout-setup';
import { BUYERS } from './options';
import { freePort, rssMb, startServer } from './processes';
import { differences, stockInDatabase, stockViaApi, type Stock } from './stock';

// Setup must not be throttled: 64 sign-ups and log-ins from one address.
const UNTHROTTLED = { SIGNUP_LIMIT_PER_CLIENT: '100000', LOGIN_LIMIT_PER_CLIENT: '100000', LOGIN_LIMIT_PER_ACCOUNT: '100000', DEMO_MODE: 'true' };

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function arithmetic(before: Stock, after: Stock, sold: Map<number, number>): string[] {
  const mismatches: string[] = [];
  for (const id of new Set([...before.keys(), ...after.keys(), ...sold.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    const bottles = sold.get(id) ?? 0;
    if (was === undefined || now === undefined || was !== now + bottles) mismatches.push(`wine ${id}: before ${was ?? 'absent'}, after ${now ?? 'absent'}, sold ${bottles}`);
  }
  return mismatches;
}

export async function benchCheckout(databaseUrl: string, seconds: number): Promise<void> {
  console.log(`\n## Checkout on PostgreSQL (${redacted(databaseUrl)})`);
  console.log('This database is reset to the demo seed through /api/resetdb and left with the run\'s orders and raised stock.');
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-checkout-'));
  const env = { DATABASE_URL: databaseUrl, ...UNTHROTTLED };
  try {
    // One server for the setup, stopped before the stock is raised in the database behind its back.
    const setup = await startServer(await freePort(), dataDir, env);
    let tokens: string[];
    try {
      await resetThroughApi(setup.baseUrl);
      tokens = await signUpBuyers(setup.baseUrl, BUYERS);
    } finally {
      await setup.stop();
    }
    const scarce = await raiseStock(databaseUrl);

    const server = await startServer(await freePort(), dataDir, env);
    try {
      const before = await stockViaApi(server.baseUrl);
      const stale = differences(before.stock, await stockInDatabase(databaseUrl), 'API', 'database');
      if (stale) console.log(`warning: before the run the API and the database disagree: ${stale}`);
      const inStock = new Map([...before.names].filter(([id]) => (before.stock.get(id) ?? 0) > 0));
      const scarceNote = scarce ? `; ${scarce.name} (wine ${scarce.id}) keeps its ${scarce.stock} bottles, to sell out under contention` : '';
      console.log(`${BUYERS} buyers, one connection each, ${seconds} s; ${inStock.size} wines in stock${scarceNote}.`);

      const run = await runBuyers(server.baseUrl, tokens, inStock, seconds);
      const after = await stockViaApi(server.baseUrl);
      const afterInDatabase = await stockInDatabase(databaseUrl);

      const count = (test: (status: number) => boolean) => run.outcomes.filter(({ status }) => test(status)).length;
      const created = count((status) => status === 201);
      // The rate counts the orders answered within the run; those still in flight at its end count for the stock only.
      const perSecond = run.outcomes.filter(({ status, inTime }) => status === 201 && inTime).length / run.seconds;
      const soldOut = count((status) => status === 409);
      const other = run.outcomes.length - created - soldOut;
      const times = run.outcomes.map(({ ms }) => ms).sort((a, b) => a - b);
      const bottles = [...run.sold.values()].reduce((sum, n) => sum + n, 0);
      console.log('\n| orders/s (201) | p50 ms | p99 ms | 201 | 409 sold out | other statuses, errors | bottles sold |');
      console.log('|---:|---:|---:|---:|---:|---:|---:|');
      console.log(`| ${Math.round(perSecond).toLocaleString('en')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${created} | ${soldOut} | ${other} | ${bottles} |`);
      console.log(`p50/p99 over all ${run.outcomes.length} order requests. Target (issue 13): ≥ 1,000 orders/s, p99 ≤ 50 ms: ${perSecond >= 1000 && percentile(times, 99) <= 50 ? '✓' : '✗'}`);
      for (const [status, sample] of run.samples) console.log(`  ${status === 'error' ? 'transport error' : `status ${status}`}, e.g.: ${sample}`);
      if (run.settled.created + run.settled.refused + run.settled.unknown) {
        console.log(`  answers lost or 5xx, repeated with their Idempotency-Key: ${run.settled.created} had been or were then made, ${run.settled.refused} refused, ${run.settled.unknown} still unknown`);
      }

      const apiLag = differences(after.stock, afterInDatabase, 'API', 'database');
      if (apiLag) console.log(`✗ after the run the API shows other stock than the database: ${apiLag}`);
      const mismatches = arithmetic(before.stock, afterInDatabase, run.sold);
      console.log(mismatches.length ? `✗ stock arithmetic: ${mismatches.length} mismatches: ${mismatches.join('; ')}` : 'stock arithmetic exact (before = after + bottles in the 201 answers, for every wine)');
      console.log(`server RSS after checkout: ${rssMb(server.pid)?.toFixed(0) ?? '?'} MB`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
