import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from '../db/seed';
import { createPostgresTestDatabase, startTestServer, type TestServer } from '../testing/test-server';

/**
 * Several instances behind one address count logins together: in Redis when REDIS_URL names one,
 * else in their shared database. Counting alone would let an attacker multiply the allowance.
 */
const redisUrl = process.env.TEST_REDIS_URL;
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
const instances: TestServer[] = [];

async function instance(env: Record<string, string>) {
  const server = await startTestServer({ databaseUrl: database!.url, env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_CLIENT: '4', ...env } });
  instances.push(server);
  return server;
}

beforeAll(async () => {
  if (!redisUrl) throw new Error('These tests need TEST_REDIS_URL (the machine\'s Redis, as .ci/run sets it).');
  database = await createPostgresTestDatabase();
  const first = await instance({});
  await resetDatabase(first.db);
});
afterAll(async () => {
  await Promise.all(instances.map((server) => server.close()));
  await database?.drop();
});

/** A client address of this run's own, so counts left in Redis by another run cannot meet it. */
const freshClient = () => `10.${randomBytes(3).join('.')}`;

async function alternateLogins(servers: TestServer[], attempts: number) {
  const client = freshClient();
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const server = servers[i % servers.length]!;
    const response = await fetch(`${server.origin}/api/tokens/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong-password' }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('login limits across instances', () => {
  it('count together through Redis', async () => {
    const shared = [await instance({ REDIS_URL: redisUrl! }), await instance({ REDIS_URL: redisUrl! })];
    expect(await alternateLogins(shared, 8)).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
  });

  it('count together through the database without it', async () => {
    const shared = [await instance({}), await instance({})];
    expect(await alternateLogins(shared, 8)).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
  });

  it('count a burst spread over both instances exactly, through the database', async () => {
    const shared = [await instance({}), await instance({})];
    const client = freshClient();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${shared[i % 2]!.origin}/api/tokens/user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify({ email: `burst${i}@example.com`, password: 'wrong-password' }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(26);
  });

  it('do not stop logins when Redis is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as { port: number }).port;
    await new Promise((done) => closed.close(done));
    const orphan = await instance({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(await alternateLogins([orphan], 2)).toEqual([401, 401]);
  });
});
