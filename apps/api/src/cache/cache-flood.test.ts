import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, spawnServer, type ServerProcess } from '../testing/server-process';

/**
 * One anonymous client asking for a new catalogue address again and again (the review's attack) must not
 * grow the server past its read cache's bound. The server runs as `npm start` runs it, with a small cache
 * and a JavaScript heap just large enough for it, so that memory the bound does not count shows within
 * the run: before the cache counted what an entry really costs, this flood took such a server down (out
 * of memory) after about 7,000 requests, and a default one after 225,000.
 */
const READ_CACHE_MB = 2;
// The same server with a cache of 8 MB ran out of memory under 60 MB of heap, and passed at 64.
const HEAP_MB = 64;
// Past the 1,600-1,900 after which this server, its cache unbounded (READ_CACHE_MB=1000), ran out of memory:
// enough to fail again were the bound lost.
const REQUESTS = 3_000;
const IN_FLIGHT = 8;
/** What the process may take beyond the cache's bound: buffers and sockets in flight, and garbage not yet collected. */
const HEADROOM_MB = 64;
const SORTS = ['relevance', 'name', 'price-asc', 'price-desc', 'newest'];
// Long keys make an unbounded cache fail sooner.
const WORD_LENGTH = 100;

const dataDir = mkdtempSync(join(tmpdir(), 'cellar-flood-'));
let server: ServerProcess;
beforeAll(async () => {
  server = await spawnServer({ port: await freePort(), dataDir, env: { READ_CACHE_MB: String(READ_CACHE_MB), NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` } });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;

/**
 * A cheap read at a new address each time: a search for a word no wine holds (one statement), each with
 * its own limit and sort, and a 2,000-character parameter the server does not know.
 */
function address(i: number): string {
  const word = `${i.toString(36)}${'q'.repeat(WORD_LENGTH)}`.slice(0, WORD_LENGTH);
  return `/api/products?q=${word}&limit=${1 + (i % 100)}&sort=${SORTS[i % SORTS.length]}&x=${i}${'y'.repeat(2000)}`;
}

it(`stays within its read cache's bound (${READ_CACHE_MB} MB) while one client asks for ${REQUESTS.toLocaleString('en')} new addresses`, async () => {
  // The first requests load what every request needs (the routes' code, the database's caches): the baseline is taken after them.
  for (let i = 0; i < 200; i++) await (await fetch(`${server.baseUrl}${address(REQUESTS + i)}`)).arrayBuffer();
  const baseline = residentMb();
  const statuses: Record<number, number> = {};
  let largest = baseline;
  let next = 0;
  const client = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const response = await fetch(`${server.baseUrl}${address(i)}`, { headers: { 'accept-encoding': i % 2 ? 'br' : 'gzip' } });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (i % 500 === 0) largest = Math.max(largest, residentMb());
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, client));
  largest = Math.max(largest, residentMb());
  console.log(`cache flood: resident memory ${baseline.toFixed(0)} MB after warming up, at most ${largest.toFixed(0)} MB during ${REQUESTS.toLocaleString('en')} new addresses`);

  expect(statuses).toEqual({ 200: REQUESTS });
  expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  expect(largest - baseline, `grew from ${baseline.toFixed(0)} MB to ${largest.toFixed(0)} MB`).toBeLessThanOrEqual(READ_CACHE_MB + HEADROOM_MB);
}, 600_000);
