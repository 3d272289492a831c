// How `npm start` starts and what it holds at rest (issue 34): the first start on a fresh DATA_DIR (the
// embedded database created, migrated and seeded), a second start on the same folder, and the server on
// PostgreSQL when DATABASE_URL is set. Each start is `node scripts/start.mjs` as `npm start` runs it
// (without npm's own process), so the time includes its check that the builds are current.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, rssMb, startServer, type Child } from './processes';

/** V8 gives back the memory of start-up once the process has been quiet for a while (its memory reducer). */
const IDLE_SECONDS = 45;
const TARGETS = { secondStartSeconds: 5, pgliteIdleMb: 300, postgresIdleMb: 200 };

const mark = (met: boolean) => (met ? '✓' : '✗');

async function timedStart(dataDir: string, env: Record<string, string> = {}): Promise<{ server: Child; seconds: number }> {
  const port = await freePort();
  const started = performance.now();
  const server = await startServer(port, dataDir, env, ['scripts/start.mjs']);
  return { server, seconds: (performance.now() - started) / 1000 };
}

/** Resident memory right after the start, and once the process has been idle for IDLE_SECONDS. */
async function restingMemory(server: Child): Promise<{ ready: number; idle: number }> {
  const ready = rssMb(server.pid) ?? NaN;
  await new Promise((wait) => setTimeout(wait, IDLE_SECONDS * 1000));
  return { ready, idle: rssMb(server.pid) ?? NaN };
}

export async function benchStart(databaseUrl: string | undefined): Promise<void> {
  console.log(`\n## npm start: time to serve, and resident memory when ready and after ${IDLE_SECONDS} s idle`);
  console.log('| start | serves after s | RSS ready MB | RSS idle MB | target |');
  console.log('|---|---:|---:|---:|---|');
  const row = (name: string, seconds: number, memory: { ready: number; idle: number }, target: string) =>
    console.log(`| ${name} | ${seconds.toFixed(1)} | ${memory.ready.toFixed(0)} | ${memory.idle.toFixed(0)} | ${target} |`);
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-bench-start-'));
  try {
    for (const second of [false, true]) {
      const { server, seconds } = await timedStart(dataDir);
      try {
        const memory = await restingMemory(server);
        const startMet = second ? ` ${mark(seconds <= TARGETS.secondStartSeconds)} ≤ ${TARGETS.secondStartSeconds} s,` : '';
        row(second ? 'second, same DATA_DIR (PGlite)' : 'first, fresh DATA_DIR (PGlite)', seconds, memory, `${startMet} ${mark(memory.idle <= TARGETS.pgliteIdleMb)} ≤ ${TARGETS.pgliteIdleMb} MB idle`);
      } finally {
        await server.stop();
      }
    }
    if (!databaseUrl) {
      console.log('PostgreSQL: skipped (set DATABASE_URL).');
      return;
    }
    // The uploads folder stays in DATA_DIR whatever the database.
    const { server, seconds } = await timedStart(dataDir, { DATABASE_URL: databaseUrl });
    try {
      const memory = await restingMemory(server);
      row('PostgreSQL', seconds, memory, `${mark(memory.idle <= TARGETS.postgresIdleMb)} ≤ ${TARGETS.postgresIdleMb} MB idle`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
