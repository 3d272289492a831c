import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from '../db/seed';
import { createPostgresTestDatabase, startTestServer, type TestServer } from '../testing/test-server';
import { redisCounters } from './rate-limit-counters';

/**
 * Several instances behind one address count logins together: in Redis when REDIS_URL names one (in
 * the database while it is away), else in their shared database. Counting alone would let an attacker
 * multiply the allowance.
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
  database = await createPostgresTestDatabase({ migrated: true });
  const first = await instance({});
  await resetDatabase(first.db);
});
afterAll(async () => {
  await Promise.all(instances.map((server) => server.close()));
  await database?.drop();
});

/** A client address of this run's own, so counts left in Redis by another run cannot meet it. */
const freshClient = () => `10.${randomBytes(3).join('.')}`;

async function alternateLogins(servers: TestServer[], attempts: number, client = freshClient()) {
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

  it('keep counting, in the database, when Redis goes away', async () => {
    const redis = await redisProxy(redisUrl!);
    const server = await instance({ REDIS_URL: redis.url });
    const client = freshClient();
    expect(await alternateLogins([server], 2, client)).toEqual([401, 401]);
    await redis.goAway();
    // The database has not seen the two Redis counted, so the client's allowance starts there afresh.
    expect(await alternateLogins([server], 5, client)).toEqual([401, 401, 401, 401, 429]);
  });
});

describe('the Redis counters', () => {
  it('give a count back, never below 0, and never bring back a key that has expired', async () => {
    const redis = new Redis(redisUrl!);
    try {
      const counters = redisCounters(redis);
      const key = `test:${randomBytes(8).toString('hex')}`;
      await counters.increment(key, 60_000, 5);
      await counters.increment(key, 60_000, 5);
      await counters.decrement(key);
      expect((await counters.increment(key, 60_000, 5)).current).toBe(2);
      for (let i = 0; i < 3; i++) await counters.decrement(key);
      expect((await counters.increment(key, 60_000, 5)).current).toBe(1);

      // A key whose window has passed is gone from Redis: giving back must not bring it back at -1 for ever.
      const gone = `test:${randomBytes(8).toString('hex')}`;
      await counters.decrement(gone);
      expect(await counters.increment(gone, 60_000, 5)).toEqual({ current: 1, ttl: 60_000 });
    } finally {
      redis.disconnect();
    }
  });
});

/** A TCP proxy to the machine's Redis, which the test can take away as a network or a Redis going down would. */
async function redisProxy(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const server = connect(Number(upstream.port || 6379), upstream.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as { port: number }).port);
  return {
    url: url.toString(),
    async goAway() {
      const closed = new Promise((done) => proxy.close(done));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
