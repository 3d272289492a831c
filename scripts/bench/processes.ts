// The processes the bench starts: our server and the limit server, each in a child of its own, so the
// load generator (this process) never shares an event loop with what it measures.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { relative } from 'node:path';
import { repoRoot } from '../../apps/api/src/paths';
import { builtServer, type BuiltEntry } from '../../apps/api/src/testing/server-process';

export { freePort } from '../../apps/api/src/testing/server-process';

export interface ServerCommand {
  args: string[];
  label: string;
}

/**
 * The compiled server, as `npm start` runs it (`cluster.js`: as `npm run start:cluster` does, WORKERS
 * instances behind one port); refuses a missing or stale build (see builtServer).
 */
export function serverCommand(entry: BuiltEntry = 'main.js'): ServerCommand {
  const bundle = builtServer(entry);
  return { args: [bundle], label: `node ${relative(repoRoot, bundle)}` };
}

export interface Child {
  process: ChildProcess;
  pid: number;
  baseUrl: string;
  output: () => string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process has ended. */
  stop: () => Promise<void>;
}

const running = new Set<ChildProcess>();
// If the bench dies half-way, its children go with it.
process.once('exit', () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function waitFor(child: Child, url: string, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${name} exited with ${child.process.exitCode}:\n${child.output()}`);
    const ok = await fetch(url).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ok) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  await child.stop();
  throw new Error(`${name} did not answer ${url} within 60 s:\n${child.output()}`);
}

/** Starts `node <args>` in the repository with `env` added, and resolves once `readyPath` answers 2xx. */
export async function startChild(name: string, args: string[], port: number, env: Record<string, string>, readyPath: string): Promise<Child> {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let log = '';
  // Reading both pipes keeps them drained, so a chatty server never blocks on a full pipe.
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const handle: Child = {
    process: child,
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      running.delete(child);
    },
  };
  await waitFor(handle, handle.baseUrl + readyPath, name);
  return handle;
}

/**
 * Our server on `port`, on the embedded database in `dataDir` unless `env` names DATABASE_URL: the compiled
 * bundle, or whatever `args` name (`scripts/start.mjs`, as `npm start` runs it).
 */
export function startServer(port: number, dataDir: string, env: Record<string, string> = {}, args = serverCommand().args): Promise<Child> {
  const server = { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', ...env };
  return startChild('The server', args, port, server, '/api/health');
}

/**
 * `npm run start:cluster` on `port`: `workers` instances of our server behind one port. Resolves once
 * every worker listens, not only the first to answer /api/health.
 */
export async function startCluster(port: number, dataDir: string, workers: number, env: Record<string, string>): Promise<Child> {
  const primary = await startServer(port, dataDir, { ...env, WORKERS: String(workers) }, serverCommand('cluster.js').args);
  const deadline = Date.now() + 60_000;
  // The primary prints this line as each worker starts listening (apps/api/src/cluster.ts).
  while ((primary.output().match(/^worker \d+ started$/gm) ?? []).length < workers) {
    if (Date.now() > deadline) {
      await primary.stop();
      throw new Error(`${workers} workers did not all start within 60 s:\n${primary.output()}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return primary;
}

/** Resident memory of a process in MB, from /proc (Linux). */
/** The machine's one-minute load average, printed beside each measured load: other work shares the two cores. */
export const oneMinuteLoad = (): number => loadavg()[0]!;

export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** The processes `pid` started (a cluster's workers), from /proc (Linux). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU time a process has used, in clock ticks (utime + stime of /proc/<pid>/stat). */
export function cpuTicks(pid: number): number | null {
  try {
    // The command name in parentheses may hold spaces; the fields after it are fixed.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until the process is nearly idle (under 5% of a core over a quarter second), at most 60 s: a
 * load stopped with requests in flight leaves the server working them off, which would otherwise be
 * measured against whatever runs next. Resolves with whether it became idle.
 */
export async function settle(pid: number): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  let last = cpuTicks(pid);
  while (last !== null && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 250));
    const now = cpuTicks(pid);
    if (now === null) return true;
    if (now - last <= 1) return true;
    last = now;
  }
  return last === null;
}
