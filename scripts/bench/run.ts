// Issue 13's benchmark: our server under load beside the physical limit (the same bytes from a
// precomputed buffer), server-rendered pages, memory, and checkout on PostgreSQL beside its limit (the
// same statement without the server, issue 34) with the stock check, and a sale: readers and buyers at
// once on two instances (issue 34).
// Figures for docs/performance.md, not a pass/fail test. `npm run bench -- --help` says how.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCheckout } from './checkout';
import { BUYERS, CONNECTIONS, HELP, WARM_UP_SECONDS, readOptions } from './options';
import { freePort, rssMb, serverCommand, startServer } from './processes';
import { CATALOGUE_READS, PAGE_READS, benchReads, benchRenderingStall } from './reads';
import { benchSale } from './sale';
import { benchStart } from './start';

let options: ReturnType<typeof readOptions>;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\nSee npm run bench -- --help`);
  process.exit(2);
}
if (!options) {
  console.log(HELP);
  process.exit(0);
}

const mb = (pid: number) => `${rssMb(pid)?.toFixed(0) ?? '?'} MB`;
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`# npm run bench: Node ${process.version}, server: ${serverCommand().label}`);
// Other work on the machine shares its cores with both servers and the load generator.
console.log(`Machine load average (1, 5, 15 min) at the start: ${load()}`);

const reads = options.parts.includes('reads');
const pages = options.parts.includes('pages');
if (reads || pages) {
  console.log(`Load: autocannon in the bench's process, ${CONNECTIONS} connections, accept-encoding: br, gzip; ${WARM_UP_SECONDS} s warm-up, then ${options.duration} s measured, ours then the limit, twice, the better round of each kept.`);
  console.log('Limit: a bare Fastify in another process answering the same URL with the bytes our server sent, from a precomputed buffer.');
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-'));
  try {
    const server = await startServer(await freePort(), dataDir);
    try {
      console.log(`Our server on the embedded PGlite in a fresh DATA_DIR; RSS at idle: ${mb(server.pid)}`);
      if (reads) {
        console.log('\n## Catalogue reads');
        await benchReads(server, CATALOGUE_READS, options.duration);
      }
      if (pages) {
        console.log('\n## Server-rendered pages (accept: text/html)');
        await benchReads(server, PAGE_READS, options.duration);
        await benchRenderingStall(server, options.duration);
      }
      console.log(`\nServer RSS after the loads: ${mb(server.pid)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (options.parts.includes('checkout')) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await benchCheckout(databaseUrl, options.checkoutDuration, options.checkoutRuns, options.limitConnections);
  else console.log(`\n## Checkout: skipped (set DATABASE_URL to a PostgreSQL database the bench may reset; ${BUYERS} buyers run there).`);
}

if (options.parts.includes('sale')) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await benchSale(databaseUrl, options.duration);
  else console.log('\n## A sale: skipped (set DATABASE_URL to a PostgreSQL database the bench may reset).');
}

if (options.parts.includes('start')) await benchStart(process.env.DATABASE_URL);
