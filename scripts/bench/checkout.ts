// Checkout on PostgreSQL: runs of concurrent buyers back to back on one server, each followed by the
// same checkout statement sent straight to PostgreSQL (its limit), and after each of our runs the stock
// arithmetic: for every wine, the stock before equals the stock after plus the bottles of the orders
// the server accepted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBuyers, type CheckoutRun } from './buyers';
import { runLimit, type LimitRun } from './checkout-limit';
import { HEADER, TARGET, failuresOf, row, runsNeeded, tailMet, type Measured } from './checkout-report';
import { checkoutEnv, prepareCheckout, vacuumStock } from './checkout-setup';
import { listenCounters, since } from './netstat';
import { BUYERS } from './options';
import { freePort, oneMinuteLoad, rssMb, startServer } from './processes';
import { arithmetic, differences, stockInDatabase, stockViaApi } from './stock';
import { tailOf } from './tail';

export function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Our run as the table shows it; the rate counts the orders answered within the run, those still in flight at its end count for the stock only. */
export function ours(run: CheckoutRun, listen: Measured['listen']): Measured {
  const placed = run.outcomes.filter(({ status, inTime }) => status === 201 && inTime).length;
  const failures = failuresOf(run.outcomes.filter(({ status }) => status !== 201).map(({ status }) => (status === 0 ? 'transport error' : String(status))));
  return { perSecond: placed / run.seconds, tail: tailOf(run.outcomes.map(({ ms }) => ms)), listen, connections: run.connections, failures };
}

function limitOf(run: LimitRun, listen: Measured['listen']): Measured {
  const placed = run.outcomes.filter(({ outcome, inTime }) => outcome === 'placed' && inTime).length;
  const failures = failuresOf(run.outcomes.filter(({ outcome }) => outcome !== 'placed').map(({ outcome }) => outcome));
  return { perSecond: placed / run.seconds, tail: tailOf(run.outcomes.map(({ ms }) => ms)), listen, connections: run.connections, failures };
}

/** Lines that explain a run beyond its row: unexpected answers, lost ones, stock that does not add up. */
function notes(run: CheckoutRun, mismatches: string[], apiLag: string): string[] {
  const lines = [...run.samples].map(([status, sample]) => `${status === 'error' ? 'transport error' : `status ${status}`}, e.g.: ${sample}`);
  const { created, refused, unknown } = run.settled;
  if (created + refused + unknown) lines.push(`answers lost or 5xx, repeated with their Idempotency-Key: ${created} had been or were then made, ${refused} refused, ${unknown} still unknown`);
  if (mismatches.length) lines.push(`✗ stock arithmetic: ${mismatches.length} mismatches: ${mismatches.join('; ')}`);
  if (apiLag) lines.push(`✗ after the run the API shows other stock than the database: ${apiLag}`);
  return lines;
}

interface Bench {
  databaseUrl: string;
  baseUrl: string;
  tokens: string[];
  names: Map<number, string>;
  seconds: number;
  limitConnections: number;
}

interface RunOutcome {
  ours: Measured;
  limit: Measured | null;
  exact: boolean;
}

interface OurRun {
  measured: Measured;
  load: number;
  exact: boolean;
  lines: string[];
}

/** One run of our buyers and its stock arithmetic. */
async function ourRun(bench: Bench): Promise<OurRun> {
  const { databaseUrl, baseUrl, tokens, names, seconds } = bench;
  await vacuumStock(databaseUrl);
  const before = await stockInDatabase(databaseUrl);
  const inStock = new Map([...names].filter(([id]) => (before.get(id) ?? 0) > 0));
  const load = oneMinuteLoad();
  const counters = listenCounters();
  const run = await runBuyers(baseUrl, tokens, inStock, seconds);
  const measured = ours(run, since(counters));
  const after = await stockInDatabase(databaseUrl);
  const mismatches = arithmetic(before, after, run.sold);
  const apiLag = differences((await stockViaApi(baseUrl)).stock, after, 'API', 'database');
  return { measured, load, exact: mismatches.length === 0, lines: notes(run, mismatches, apiLag) };
}

/** One run of the limit on the wines still in stock. */
async function limitRun(bench: Bench): Promise<{ limit: Measured | null; load: number; lines: string[] }> {
  const { databaseUrl, tokens, names, seconds } = bench;
  await vacuumStock(databaseUrl);
  const stock = await stockInDatabase(databaseUrl);
  const inStock = [...names.keys()].filter((id) => (stock.get(id) ?? 0) > 0);
  const load = oneMinuteLoad();
  const counters = listenCounters();
  const run = await runLimit(databaseUrl, tokens.slice(0, bench.limitConnections), inStock, seconds).catch((error: Error) => error);
  if (run instanceof Error) return { limit: null, load, lines: [`✗ the limit could not run: ${run.message}`] };
  return { limit: limitOf(run, since(counters)), load, lines: run.sample ? [`limit error, e.g.: ${run.sample}`] : [] };
}

/**
 * Our runs back to back, then the limit's, and the rows in pairs. Each limit run used to follow one of ours
 * and precede the next: its 64 sessions queueing on the same rows' locks left PostgreSQL slower for the
 * run after it (ours at 816-858 orders/s after such a run, 1,162-1,361 after a limit of 1 or 10 connections).
 */
async function allRuns(bench: Bench, runs: number): Promise<RunOutcome[]> {
  const ourRuns: OurRun[] = [];
  for (let n = 1; n <= runs; n++) ourRuns.push(await ourRun(bench));
  const limitRuns = [];
  for (let n = 1; n <= runs; n++) limitRuns.push(await limitRun(bench));
  return ourRuns.map((mine, index) => {
    const n = index + 1;
    const { limit, load, lines } = limitRuns[index]!;
    console.log(row(n, mine.load, 'ours', mine.measured, limit?.perSecond ? mine.measured.perSecond / limit.perSecond : 0));
    if (limit) console.log(row(n, load, 'limit', limit, null));
    for (const line of [...mine.lines, ...lines]) console.log(`  run ${n}: ${line}`);
    return { ours: mine.measured, limit, exact: mine.exact };
  });
}

function summary(outcomes: RunOutcome[]): void {
  const runs = outcomes.length;
  const met = outcomes.filter(({ ours }) => tailMet(ours.tail)).length;
  const needed = runsNeeded(runs);
  const mean = (of: (outcome: RunOutcome) => number) => outcomes.reduce((sum, outcome) => sum + of(outcome), 0) / runs;
  const ourRate = mean(({ ours }) => ours.perSecond);
  const limitRate = mean(({ limit }) => limit?.perSecond ?? 0);
  const ratio = limitRate ? ourRate / limitRate : 0;
  console.log(`\nTarget (issue 34): p99 ≤ ${TARGET.p99Ms} ms and no answer over ${TARGET.maxMs / 1000} s in at least ${needed} of ${runs} runs: ${met} of ${runs} ${met >= needed ? '✓' : '✗'}`);
  console.log(`Target (issue 34): orders/s ≥ ${TARGET.ratio} of the limit's, mean of the runs: ${Math.round(ourRate).toLocaleString('en')} / ${Math.round(limitRate).toLocaleString('en')} = ${ratio.toFixed(2)} ${ratio >= TARGET.ratio ? '✓' : '✗'}`);
  console.log(outcomes.every(({ exact }) => exact) ? 'Stock arithmetic exact in every run (before = after + bottles in the 201 answers, for every wine) ✓' : '✗ stock arithmetic: see the runs above');
}

export async function benchCheckout(databaseUrl: string, seconds: number, runs: number, limitConnections: number): Promise<void> {
  console.log(`\n## Checkout on PostgreSQL (${redacted(databaseUrl)})`);
  console.log('This database is reset to the demo seed through /api/resetdb, vacuumed (the whole database before the runs, the wines before each, as autovacuum would), and left with the runs\' orders and raised stock.');
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-checkout-'));
  try {
    const { tokens, scarce } = await prepareCheckout(databaseUrl, dataDir);
    const server = await startServer(await freePort(), dataDir, checkoutEnv(databaseUrl));
    try {
      const { stock: shown, names } = await stockViaApi(server.baseUrl);
      const stale = differences(shown, await stockInDatabase(databaseUrl), 'API', 'database');
      if (stale) console.log(`warning: before the runs the API and the database disagree: ${stale}`);
      const scarceNote = scarce ? `; ${scarce.name} (wine ${scarce.id}) keeps its ${scarce.stock} bottles, to sell out under contention` : '';
      console.log(`${runs} runs back to back on one server, each: ${BUYERS} buyers with one keep-alive connection each for ${seconds} s; then ${runs} runs of the limit for ${seconds} s${scarceNote}.`);
      console.log(`Limit: the server's checkout statement (place_order) sent to PostgreSQL by node-postgres from the bench's process, ${limitConnections} connections, one order after the other on each; no HTTP, no token lookup.`);
      console.log('Times over every order request of the run; listen overflows / drops: the kernel\'s TcpExt counters during the load, machine-wide.\n');
      console.log(HEADER);
      const bench: Bench = { databaseUrl, baseUrl: server.baseUrl, tokens, names, seconds, limitConnections };
      summary(await allRuns(bench, runs));
      console.log(`Server RSS after checkout: ${rssMb(server.pid)?.toFixed(0) ?? '?'} MB`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
