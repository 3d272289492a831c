// The catalogue at scale (issue 12): seeds a large catalogue, starts the shop in its own process on it,
// and prints p50/p95 of each kind of catalogue request, made one at a time from this process, so the
// time is the server's (plus a loopback round trip). Figures for docs/performance.md, not a pass/fail test:
// the targets are printed beside them and the exit code tells whether they were met.
//   npm run bench:catalogue [-- --wines 100000 --runs 200 --pglite-buffers-mb 128 --pglite-dir <dir> --postgres-url <url> --only pglite|postgres]
// PGlite always; PostgreSQL too when DATABASE_URL names a server (a database of the bench's own is
// created there and dropped afterwards). The shop must be built (npm run build) for the rendered page.
// --pglite-dir: a DATA_DIR that `npm run seed:large` filled before, used as it is (not seeded, not removed);
// --postgres-url: the same for a PostgreSQL database (a million wines take a quarter of an hour to seed).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { addGeneratedWines } from '../../apps/api/src/db/large-catalogue';
import { resetDatabase } from '../../apps/api/src/db/seed';
import { builtServer, freePort, spawnServer } from '../../apps/api/src/testing/server-process';
import { percentile } from './percentile';

const { values } = parseArgs({
  options: {
    wines: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    // The embedded database's page cache that the README names for a large catalogue; the default 32 MB keeps
    // a small shop's memory low and reads 100,000 wines about 1.5x slower.
    'pglite-buffers-mb': { type: 'string', default: '128' },
    'pglite-dir': { type: 'string' },
    'postgres-url': { type: 'string' },
    // One database alone: seeding a million wines on both takes the better part of an hour.
    only: { type: 'string' },
  },
});
const wines = Number(values.wines);
const runs = Number(values.runs);
const pgliteBuffersMb = values['pglite-buffers-mb'];
const API_TARGET_MS = 20;
const FACETS_TARGET_MS = 30;
const PAGE_TARGET_MS = 60;
const HTML_TARGET_BYTES = 100_000;

if (!existsSync(resolve(import.meta.dirname, '../../apps/shop/dist/index.html'))) {
  console.error('Build the shop first (npm run build): the rendered page is part of the benchmark.');
  process.exit(1);
}
// Before minutes of seeding, not after: the server must be compiled from the current sources.
builtServer('main.js');

// Varied words, so that no figure is one query's plan or pages: grapes, places, houses, a style, and typos.
const SEARCHES = ['tannat', 'albariño', 'canelones', 'reserva', 'rosé', 'brut', 'merlot', 'guaviyú', 'carmelo', 'syrah', 'viognier', 'solera', 'chardonnay', 'pinot noir', 'late harvest', 'cabernet franc'];
// The wine facts' filters (issue 31), spelt as shoppers type them: case and accents as they come.
const GRAPES = ['tannat', 'Albariño', 'merlot', 'pinot noir', 'Chardonnay', 'garnacha', 'syrah', 'semillon'];
const REGIONS = ['canelones', 'Maldonado', 'colonia', 'rivera', 'san jose', 'Rocha', 'salto', 'paysandu'];
const PRODUCERS = ['Bodega Piedra Alta', 'viñedos carmelo', 'Familia Pereira', 'Casa Juanicó', 'estancia aigua'];
const TYPOS = ['tanat', 'albarino', 'canelons', 'reserba', 'merlott', 'chardonay', 'viogner', 'sauvignon blan', 'caberne', 'syra'];

interface Scenario {
  name: string;
  /** None for the floor, which only says what this machine takes for any answer from the database. */
  target?: number;
  paths: (i: number) => string;
}

/** Cursors from a walk 40 pages into each sort (or to its last page, for a small catalogue): the pages a deep reader or a crawler asks for. */
async function deepCursors(baseUrl: string): Promise<string[]> {
  const cursors: string[] = [];
  for (const sort of ['relevance', 'price-asc', 'name', 'newest']) {
    let url = `/api/products?sort=${sort}&limit=100`;
    for (let page = 0; page < 40; page++) {
      const response = await fetch(baseUrl + url);
      await response.arrayBuffer();
      const next = /^<([^>]+)>/.exec(response.headers.get('link') ?? '')?.[1];
      if (!next) break;
      url = next;
    }
    cursors.push(url.replace('limit=100', 'limit=24'));
  }
  return cursors;
}

async function measure(baseUrl: string, scenario: Scenario): Promise<{ p50: number; p95: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = -10; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(baseUrl + scenario.paths(i + 10), { headers: { 'accept-encoding': 'identity', accept: 'text/html,application/json' } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${scenario.paths(i + 10)} answered ${response.status}`);
    if (i >= 0) times.push(performance.now() - started);
    bytes = Math.max(bytes, body.byteLength);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

async function seed(kind: string, open: () => ReturnType<typeof openDatabase>): Promise<void> {
  const started = Date.now();
  const database = await open();
  try {
    await resetDatabase(database.db);
    await addGeneratedWines(database.db, wines);
  } finally {
    await database.close();
  }
  console.log(`${kind}: ${wines.toLocaleString('en')} wines seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function bench(kind: string, env: Record<string, string>, dataDir: string): Promise<boolean> {
  // Without the read cache (issue 13), which would answer a repeated address from memory: every figure is
  // the database's and the renderer's work, what a search nobody made before costs. npm run bench measures the cache.
  const server = await spawnServer({ port: await freePort(), dataDir, env: { LOG_LEVEL: 'warn', READ_CACHE_MB: '0', ...env } });
  try {
    const deep = await deepCursors(server.baseUrl);
    const word = (list: string[], i: number) => encodeURIComponent(list[i % list.length]!);
    const scenarios: Scenario[] = [
      // The least an answer from the database costs here, in the same run: HTTP and `select 1` (the health check).
      { name: 'floor: GET /api/health', paths: () => '/api/health' },
      { name: 'first page', target: API_TARGET_MS, paths: () => '/api/products' },
      { name: 'page deep in a cursor walk', target: API_TARGET_MS, paths: (i) => deep[i % deep.length]! },
      { name: 'search', target: API_TARGET_MS, paths: (i) => `/api/products?q=${word(SEARCHES, i)}` },
      { name: 'typo search', target: API_TARGET_MS, paths: (i) => `/api/products?q=${word(TYPOS, i)}` },
      {
        name: 'filtered and sorted',
        target: API_TARGET_MS,
        paths: (i) => `/api/products?category=${(i % 6) + 1}&minPrice=${500 + (i % 5) * 100}&maxPrice=${2000 + (i % 7) * 250}&inStock=true&sort=${i % 2 ? 'price-desc' : 'name'}`,
      },
      { name: 'facets', target: FACETS_TARGET_MS, paths: (i) => (i % 2 ? '/api/products/facets' : `/api/products/facets?q=${word(SEARCHES, i)}&inStock=true`) },
      {
        name: 'filtered by grape, region, vintage',
        target: API_TARGET_MS,
        paths: (i) => `/api/products?grape=${word(GRAPES, i)}${i % 2 ? `&region=${word(REGIONS, i)}` : ''}${i % 3 === 0 ? `&vintage=${2008 + (i % 17)}` : ''}${i % 4 === 1 ? '&sort=price-asc' : ''}`,
      },
      { name: 'filtered by producer', target: API_TARGET_MS, paths: (i) => `/api/products?producer=${word(PRODUCERS, i)}${i % 2 ? '&sort=name' : ''}` },
      { name: 'facets by grape and region', target: FACETS_TARGET_MS, paths: (i) => `/api/products/facets?grape=${word(GRAPES, i)}${i % 2 ? `&region=${word(REGIONS, i)}` : ''}` },
      { name: 'rendered /our-wines?q=…', target: PAGE_TARGET_MS, paths: (i) => `/our-wines?q=${word(SEARCHES, i)}` },
      { name: 'rendered /our-wines?grape=…&region=…', target: PAGE_TARGET_MS, paths: (i) => `/our-wines?grape=${word(GRAPES, i)}&region=${word(REGIONS, i + (i >> 3))}` },
    ];
    console.log(`\n${kind}, ${wines.toLocaleString('en')} wines, ${runs} requests each, one at a time${env.DATABASE_URL ? '' : `, PGLITE_SHARED_BUFFERS_MB=${pgliteBuffersMb}`}`);
    console.log('request | p50 ms | p95 ms | target p95 | largest body');
    let met = true;
    for (const scenario of scenarios) {
      const { p50, p95, bytes } = await measure(server.baseUrl, scenario);
      const { target } = scenario;
      const ok = target === undefined || (p95 <= target && (target !== PAGE_TARGET_MS || bytes < HTML_TARGET_BYTES));
      met &&= ok;
      console.log(`${scenario.name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${target === undefined ? '-' : `${target} ${ok ? 'met' : 'MISSED'}`} | ${(bytes / 1000).toFixed(1)} kB`);
    }
    const html = await (await fetch(`${server.baseUrl}/our-wines?q=tannat`)).text();
    console.log(`rendered /our-wines?q=tannat: ${(html.length / 1000).toFixed(1)} kB of HTML, ${(gzipSync(html).length / 1000).toFixed(1)} kB gzipped (target under ${HTML_TARGET_BYTES / 1000} kB)`);
    return met;
  } finally {
    await server.stop();
  }
}

let allMet = true;
const benched = (kind: 'pglite' | 'postgres') => !values.only || values.only === kind;
const pgliteEnv = { PGLITE_SHARED_BUFFERS_MB: pgliteBuffersMb };
if (!benched('pglite')) {
  console.log('PGlite: not benched (--only postgres)');
} else if (values['pglite-dir']) {
  console.log(`PGlite: the wines already in ${values['pglite-dir']}`);
  allMet = (await bench('PGlite', pgliteEnv, resolve(values['pglite-dir']))) && allMet;
} else {
  const pgliteDir = mkdtempSync(join(tmpdir(), 'cellar-bench-catalogue-'));
  try {
    await seed('PGlite', () => openDatabase({ dataDir: join(pgliteDir, 'pglite') }));
    allMet = (await bench('PGlite', pgliteEnv, pgliteDir)) && allMet;
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

if (values['postgres-url'] && benched('postgres')) {
  console.log(`PostgreSQL: the wines already in ${new URL(values['postgres-url']).pathname.slice(1)}`);
  const scratch = mkdtempSync(join(tmpdir(), 'cellar-bench-catalogue-'));
  try {
    allMet = (await bench('PostgreSQL', { DATABASE_URL: values['postgres-url'] }, scratch)) && allMet;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else if (process.env.DATABASE_URL && benched('postgres')) {
  const name = `cellar_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const scratch = mkdtempSync(join(tmpdir(), 'cellar-bench-catalogue-'));
  try {
    await seed('PostgreSQL', () => openDatabase({ url: url.toString() }));
    allMet = (await bench('PostgreSQL', { DATABASE_URL: url.toString() }, scratch)) && allMet;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  }
}
console.log(allMet ? '\nEvery target met.' : '\nSome targets were missed (see MISSED above).');
process.exitCode = allMet ? 0 : 1;
