import { parseArgs } from 'node:util';

export type Part = 'reads' | 'pages' | 'checkout' | 'sale' | 'start';
const PARTS: readonly Part[] = ['reads', 'pages', 'checkout', 'sale', 'start'];

export interface BenchOptions {
  /** Seconds each measured load lasts (after a warm-up of WARM_UP_SECONDS that is not counted). */
  duration: number;
  checkoutDuration: number;
  /** Checkout runs back to back on one server, each beside its limit. */
  checkoutRuns: number;
  /** Connections of the checkout's limit; as many as the buyers unless asked otherwise. */
  limitConnections: number;
  parts: readonly Part[];
}

export const WARM_UP_SECONDS = 2;
export const CONNECTIONS = 50;
export const BUYERS = 64;

export const HELP = `npm run bench [-- options]

Starts the API in a process of its own (the compiled apps/api/dist/main.js when it exists, so run
\`npm run build\` first; else apps/api/src/main.ts through tsx) and loads it from this process with
autocannon: ${CONNECTIONS} connections, accept-encoding: br, gzip, a ${WARM_UP_SECONDS} s warm-up that is not counted.
Each read is measured beside the physical limit: a bare Fastify in a third process answering the
same URL with the very bytes our server answered, from a precomputed buffer. Figures only; the
targets of issue 13 are marked ✓/✗ beside them, and the exit code does not depend on them.

  --duration <s>            seconds of each measured load (default 8)
  --checkout-duration <s>   seconds of each checkout run (default 8)
  --runs <n>                checkout runs back to back on one server, each followed by its limit
                            (default 5)
  --limit-connections <n>   connections of the checkout's limit (default ${BUYERS}, as many as
                            the buyers; the server's own pool is DATABASE_POOL, 10)
  --only reads|pages|checkout|sale|start
                            reads: the catalogue API (embedded PGlite in a fresh DATA_DIR)
                            pages: the server-rendered /, /our-wines, /product/1 (PGlite)
                            checkout: ${BUYERS} concurrent buyers placing orders on PostgreSQL,
                            each run beside the same statement sent by a bare node-postgres
                            client with as many connections (issue 34's targets)
                            sale: readers (${CONNECTIONS} connections on the catalogue's reads and
                            pages) and the ${BUYERS} buyers, alone and at once, on two instances
                            (npm run start:cluster) on PostgreSQL; --duration s each
                            start: npm start's first and second start and its memory at rest
                            (PGlite, and PostgreSQL with DATABASE_URL)
  --help                    this text

Checkout and the sale run only when DATABASE_URL is set, and they use THAT database: the bench
resets it to the demo seed through the API (/api/resetdb, DEMO_MODE), signs up its buyers, raises
the stock of the wines for sale directly in the database, vacuums it, and leaves it in that state.
Never point it at data you keep.`;

function seconds(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} takes a positive number of seconds, got "${value}".`);
  return n;
}

function count(name: string, value: string, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > max) throw new Error(`--${name} takes a whole number from 1${max === Infinity ? '' : ` to ${max}`}, got "${value}".`);
  return n;
}

/** The command line, or null when --help was asked for. */
export function readOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '8' },
      'checkout-duration': { type: 'string', default: '8' },
      runs: { type: 'string', default: '5' },
      'limit-connections': { type: 'string', default: String(BUYERS) },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const runs = count('runs', values.runs, Infinity);
  const only = values.only;
  if (only !== undefined && !PARTS.includes(only as Part)) throw new Error(`--only takes one of ${PARTS.join(', ')}, got "${only}".`);
  return {
    duration: seconds('duration', values.duration),
    checkoutDuration: seconds('checkout-duration', values['checkout-duration']),
    checkoutRuns: runs,
    limitConnections: count('limit-connections', values['limit-connections'], BUYERS),
    parts: only ? [only as Part] : PARTS,
  };
}
