// Issue 34's sale: readers of the catalogue and buyers at once, on two instances of the shop behind one
// port (`npm run start:cluster`) on PostgreSQL. Each load is first measured alone on the same servers in
// the same run, so each ratio compares like with like on a machine whose speed varies by the hour.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBuyers } from './buyers';
import { cacheOutcomes } from './cache-outcomes';
import { cpuShares, cpuSnapshot } from './cpu-shares';
import { ours, redacted } from './checkout';
import { checkoutEnv, prepareCheckout, vacuumStock } from './checkout-setup';
import { oneConnection, send } from './http-client';
import { describeFailures, measureTarget } from './load';
import { listenCounters, since } from './netstat';
import { BUYERS, CONNECTIONS, WARM_UP_SECONDS } from './options';
import { childPids, freePort, oneMinuteLoad, rssMb, serverCommand, settle, startCluster, type Child } from './processes';
import { printSale, type Phase } from './sale-report';
import { arithmetic, stockInDatabase, stockViaApi, type Stock } from './stock';

const INSTANCES = 2;
const ENCODINGS = { 'accept-encoding': 'br, gzip' };

interface ReaderRequest {
  path: string;
  headers: Record<string, string>;
}

/**
 * What each reader's connection asks for in turn: the catalogue's API reads and rendered pages, among
 * them wines the buyers are buying. An order drops the entries that show its wines, and every kept page.
 */
function readerRequests(wineIds: readonly number[]): ReaderRequest[] {
  const wines = wineIds.slice(0, 4);
  const api = ['/api/products', '/api/products/featured', '/api/products/facets', ...wines.map((id) => `/api/products/${id}`)];
  const pages = ['/', '/our-wines', ...wines.slice(0, 2).map((id) => `/product/${id}`)];
  // A request's own headers replace the load's, so each names all of its own.
  return [...api.map((path) => ({ path, headers: ENCODINGS })), ...pages.map((path) => ({ path, headers: { ...ENCODINGS, accept: 'text/html' } }))];
}

interface Shop {
  databaseUrl: string;
  server: Child;
  tokens: string[];
  names: Map<number, string>;
  requests: ReaderRequest[];
}

async function read(shop: Shop, seconds: number): Promise<Phase> {
  const { byKind, onHeaders } = cacheOutcomes();
  const requests = shop.requests.map((request) => ({ method: 'GET' as const, ...request }));
  const result = await measureTarget({ url: shop.server.baseUrl, requests }, seconds, undefined, onHeaders);
  return { load: oneMinuteLoad(), perSecond: result.perSecond, p50: result.p50, p99: result.p99, failures: describeFailures(result), cache: byKind };
}

/**
 * Every address once on each instance, one at a time, as a shop that has been open a while would have
 * them. Started cold, the 50 connections would ask for each page at once and queue 25 renders behind
 * each instance's first, slow ones, well into the measured seconds. The cluster hands each new
 * connection to the next instance in turn, so a fresh connection per request reaches them all.
 */
async function warm(shop: Shop): Promise<void> {
  for (const { path, headers } of shop.requests) {
    for (let n = 0; n < INSTANCES; n++) {
      const connection = oneConnection(shop.server.baseUrl);
      try {
        await send(connection, shop.server.baseUrl + path, 'GET', undefined, headers);
      } finally {
        await connection.close();
      }
    }
  }
}

/** Before buyers: the wines' dead rows vacuumed away, as before every checkout run, and the stock they start from. */
async function stockBefore(databaseUrl: string): Promise<Stock> {
  await vacuumStock(databaseUrl);
  return stockInDatabase(databaseUrl);
}

/** The buyers for `seconds`, and the stock arithmetic of their orders (the wines that do not add up). */
async function buy(shop: Shop, before: Stock, seconds: number): Promise<{ phase: Phase; mismatches: string[] }> {
  const inStock = new Map([...shop.names].filter(([id]) => (before.get(id) ?? 0) > 0));
  const counters = listenCounters();
  const run = await runBuyers(shop.server.baseUrl, shop.tokens, inStock, seconds);
  const { perSecond, tail, failures } = ours(run, since(counters));
  const mismatches = arithmetic(before, await stockInDatabase(shop.databaseUrl), run.sold);
  return { phase: { load: oneMinuteLoad(), perSecond, p50: tail.p50, p99: tail.p99, failures }, mismatches };
}

/** Waits until every instance has worked off what the last load left in flight. */
async function settleAll(server: Child): Promise<void> {
  for (const pid of childPids(server.pid)) {
    if (!(await settle(pid))) console.log(`warning: instance ${pid} was still busy 60 s after the last load; the next figure shares the CPU with it.`);
  }
}

async function measureSale(shop: Shop, seconds: number): Promise<void> {
  const cpu: string[] = [];
  /** The load, and where the machine's CPU went while it ran. */
  async function watched<T>(name: string, load: () => Promise<T>): Promise<T> {
    const from = cpuSnapshot(shop.server.pid);
    const result = await load();
    cpu.push(`${name}: ${cpuShares(from, cpuSnapshot(shop.server.pid))}`);
    return result;
  }
  await warm(shop);
  const readsAlone = await watched('reads alone', () => read(shop, seconds));
  await settleAll(shop.server);
  const beforeAlone = await stockBefore(shop.databaseUrl);
  const checkoutAlone = await watched('checkout alone', () => buy(shop, beforeAlone, seconds));
  await settleAll(shop.server);
  const before = await stockBefore(shop.databaseUrl);
  const [readsInSale, checkoutInSale] = await watched('the sale', () =>
    Promise.all([
      read(shop, seconds),
      // The buyers come once the readers' warm-up is over: both measure the same seconds, and the sale starts on a warm cache.
      new Promise((wait) => setTimeout(wait, WARM_UP_SECONDS * 1000)).then(() => buy(shop, before, seconds)),
    ]),
  );
  printSale({ readsAlone, readsInSale, checkoutAlone: checkoutAlone.phase, checkoutInSale: checkoutInSale.phase });
  console.log(`CPU used over each load (its warm-up included), in cores:\n${cpu.map((line) => `- ${line}`).join('\n')}`);
  const mismatches = [...checkoutAlone.mismatches, ...checkoutInSale.mismatches];
  console.log(mismatches.length ? `✗ stock arithmetic: ${mismatches.join('; ')}` : 'Stock arithmetic exact after both checkout loads (before = after + bottles in the 201 answers, for every wine) ✓');
  const rss = childPids(shop.server.pid).map((pid) => `${rssMb(pid)?.toFixed(0) ?? '?'} MB`);
  console.log(`Instances' RSS after the sale: ${rss.join(', ')}`);
}

export async function benchSale(databaseUrl: string, seconds: number): Promise<void> {
  console.log(`\n## A sale on PostgreSQL (${redacted(databaseUrl)}): ${INSTANCES} instances, as npm run start:cluster starts them (${serverCommand('cluster.js').label}, WORKERS=${INSTANCES})`);
  console.log('This database is reset to the demo seed, as for checkout, and left with the sale\'s orders and raised stock.');
  console.log(`Readers: autocannon, ${CONNECTIONS} connections, each asking in turn for the catalogue's API reads, a few wines and their rendered pages; ${WARM_UP_SECONDS} s warm-up, ${seconds} s measured.`);
  console.log(`Buyers: ${BUYERS}, one keep-alive connection each, orders of 1-3 wines for ${seconds} s. Alone, then both at once, the buyers arriving when the readers' warm-up ends.`);
  console.log('Cache hit ratio: the answers the read cache served (x-cache: hit) over those it served or made (hit or miss), as the readers received them.');
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-sale-'));
  try {
    const { tokens } = await prepareCheckout(databaseUrl, dataDir);
    const server = await startCluster(await freePort(), dataDir, INSTANCES, checkoutEnv(databaseUrl));
    try {
      const { names } = await stockViaApi(server.baseUrl);
      await measureSale({ databaseUrl, server, tokens, names, requests: readerRequests([...names.keys()]) }, seconds);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
