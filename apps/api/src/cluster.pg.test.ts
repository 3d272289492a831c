import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ServerProcess } from './testing/server-process';
import { createPostgresTestDatabase } from './testing/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'cellar-cluster-'));
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
let cluster: ServerProcess | undefined;
afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, check: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}:\n${cluster?.output()}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

const startedWorkers = (output: string) => [...output.matchAll(/^worker (\d+) started$/gm)].map((match) => Number(match[1]));

/** A request on a connection of its own: the primary hands each new connection to the next worker. */
function healthOnNewConnection(baseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}/api/health`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** The pids of the workers that logged a health check in `output`. */
const servingPids = (output: string) => new Set([...output.matchAll(/^\{"level":30,[^\n]*"pid":(\d+),[^\n]*"url":"\/api\/health"[^\n]*"msg":"incoming request"\}$/gm)].map((match) => Number(match[1])));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run start:cluster on PostgreSQL', () => {
  it('serves from two workers, replaces a killed one, and ends them all with exit code 0 on SIGTERM', async () => {
    database = await createPostgresTestDatabase();
    const server = await spawnServer({ port: await freePort(), dataDir, entry: 'cluster.js', env: { DATABASE_URL: database.url, WORKERS: '2', LOG_LEVEL: 'info' } });
    cluster = server;
    const first = await until('two workers', () => {
      const pids = startedWorkers(server.output());
      return pids.length === 2 ? pids : undefined;
    });

    const beforeRequests = server.output().length;
    const statuses = await Promise.all(Array.from({ length: 10 }, () => healthOnNewConnection(server.baseUrl)));
    expect(statuses).toEqual(Array(10).fill(200));
    const served = await until('both workers to log a request', () => {
      const pids = servingPids(server.output().slice(beforeRequests));
      return pids.size === 2 ? pids : undefined;
    });
    expect([...served].sort()).toEqual([...first].sort());

    process.kill(first[0]!, 'SIGKILL');
    const replacement = await until('a replacement worker', () => startedWorkers(server.output()).find((pid) => !first.includes(pid)));
    expect(isRunning(first[0]!)).toBe(false);
    expect(server.output()).toContain(`worker ${first[0]} ended (SIGKILL); starting another in`);
    expect(await Promise.all(Array.from({ length: 4 }, () => healthOnNewConnection(server.baseUrl)))).toEqual(Array(4).fill(200));

    expect(await server.stop()).toBe(0);
    cluster = undefined;
    expect([first[1]!, replacement].filter(isRunning)).toEqual([]);
  }, 120_000);
});
