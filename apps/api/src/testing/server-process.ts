import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { appRoot, repoRoot } from '../paths';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('No free port'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the server printed so far, for failure messages. */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop: () => Promise<number | null>;
}

/** `main.js` is what `npm start` runs, `cluster.js` what `npm run start:cluster` runs. */
export type BuiltEntry = 'main.js' | 'cluster.js';

export interface SpawnServerOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  entry?: BuiltEntry;
}

/**
 * The compiled server, as `npm run build` left it. A missing build, or one older than any of the
 * sources it was made from, would test code other than the code under test.
 */
export function builtServer(entry: BuiltEntry): string {
  const built = join(appRoot, 'dist', entry);
  const rebuild = 'run `npm run build:api` (`npm test` runs `npm run build` first)';
  if (!existsSync(built)) throw new Error(`${relative(repoRoot, built)} is missing: ${rebuild}.`);
  const builtAt = statSync(built).mtimeMs;
  const inputs = JSON.parse(readFileSync(join(appRoot, 'dist/inputs.json'), 'utf8')) as string[];
  const newer = inputs.map((input) => join(appRoot, input)).filter((source) => !existsSync(source) || statSync(source).mtimeMs > builtAt);
  if (newer.length) throw new Error(`${relative(repoRoot, built)} is older than ${newer.map((source) => relative(repoRoot, source)).join(', ')}: ${rebuild}.`);
  return built;
}

/**
 * Starts the server process exactly as `npm start` does after its build step (`node apps/api/dist/main.js`)
 * on the embedded database in `dataDir`, and resolves once /api/health answers.
 */
export async function spawnServer({ port, dataDir, env = {}, entry = 'main.js' }: SpawnServerOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [builtServer(entry)], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // Reading both pipes also keeps them drained, so a chatty server never blocks on a full pipe.
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: ServerProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => log,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
    const healthy = await fetch(`${server.baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy within 60 s:\n${log}`);
}
