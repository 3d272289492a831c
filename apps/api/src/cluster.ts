import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { positiveInt, readConfig, type Config } from './config';

/** A worker that dies this soon after starting counts as a crash loop: the next restart waits twice as long. */
const STEADY_AFTER_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 200;
const LONGEST_RESTART_DELAY_MS = 15_000;

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

function workerCount(): number {
  // Read once here so that a mistake in the configuration stops the start, instead of every worker dying in turn.
  let config: Config;
  let workers: number;
  try {
    config = readConfig();
    workers = positiveInt('WORKERS', process.env.WORKERS, availableParallelism());
  } catch (error) {
    refuse((error as Error).message);
  }
  if (workers > 1 && !config.databaseUrl) {
    refuse(`${workers} workers need DATABASE_URL: the embedded database (PGlite) belongs to one process; point them at PostgreSQL, or set WORKERS=1.`);
  }
  return workers;
}

function runPrimary(workers: number) {
  /** Workers not yet ended, with when each was forked (cluster.workers still lists a worker at its 'exit'). */
  const live = new Map<Worker, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let restartDelay = FIRST_RESTART_DELAY_MS;
  let stopping = false;
  let uncleanExits = 0;

  const fork = () => live.set(cluster.fork(), Date.now());
  const finishIfDone = () => {
    if (stopping && live.size === 0) process.exit(uncleanExits ? 1 : 0);
  };

  cluster.on('listening', (worker) => console.log(`worker ${worker.process.pid} started`));
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (live.get(worker) ?? 0);
    live.delete(worker);
    if (stopping) {
      // A worker still starting when the signal came dies by it before main.ts can handle it; nothing was in flight.
      if (code !== 0 && signal === null) uncleanExits++;
      finishIfDone();
      return;
    }
    if (lived >= STEADY_AFTER_MS) restartDelay = FIRST_RESTART_DELAY_MS;
    console.error(`worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another in ${restartDelay} ms`);
    const restart = setTimeout(() => {
      pendingRestarts.delete(restart);
      fork();
    }, restartDelay);
    pendingRestarts.add(restart);
    restartDelay = Math.min(restartDelay * 2, LONGEST_RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const restart of pendingRestarts) clearTimeout(restart);
    console.log(`${signal}: waiting for ${live.size} workers to finish their open requests`);
    // Each worker's main.ts closes gracefully on the signal: open requests end, then the database.
    for (const worker of live.keys()) worker.process.kill(signal);
    finishIfDone();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < workers; i++) fork();
}

// Workers share the primary's listening port through node:cluster; each runs the whole server of main.ts.
if (cluster.isPrimary) runPrimary(workerCount());
else await import('./main.js');
