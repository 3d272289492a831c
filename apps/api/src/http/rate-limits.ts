import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimit } from '../config';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { HttpProblem } from './problem';

/** Counts one attempt under a key and refuses it with 429 once the key has used its window's allowance. */
export type Limiter = (request: FastifyRequest) => Promise<void>;

export interface RateLimits {
  limiter(name: string, limit: RateLimit, key: (request: FastifyRequest) => string): Limiter;
}

/**
 * The client's address, as Fastify resolved it under TRUST_PROXY (the socket's own address unless a
 * trusted proxy tells another). IPv6 clients are counted per /64, the block one subscriber gets, so
 * walking through one's own addresses does not reset the count.
 */
export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

function wait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return 'a moment';
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A @fastify/rate-limit store in the shop's database, for instances that share PostgreSQL but no
 * Redis. Each attempt is one statement, atomic under concurrency (the row is locked by the upsert):
 * it starts a new window once the old one has passed, else counts one more in it. The database's
 * clock alone decides windows, so instances whose clocks differ still agree.
 */
export function databaseStore(db: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const expired = sql`${rateLimitHits.resetAt} <= now()`;
      db.insert(rateLimitHits)
        .values({ key, hits: 1, resetAt: sql`now() + ${timeWindow}::double precision * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
          },
        })
        .returning({ current: rateLimitHits.hits, ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::integer` })
        .then(
          ([row]) => callback(null, row),
          (error: Error) => {
            log.warn(`rate-limit store (database) unavailable: ${error.message}`);
            callback(error);
          },
        );
    }

    // Every limiter's keys carry its own name already, so all of them can share one store.
    child() {
      return this;
    }
  };
}

/** Deletes counters whose window has passed; the next attempt under such a key would start over anyway. */
export async function pruneRateLimitHits(db: Database): Promise<number> {
  const pruned = await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, sql`now()`)).returning({ key: rateLimitHits.key });
  return pruned.length;
}

/**
 * Rate limits on @fastify/rate-limit, counted where every instance sees them: in Redis with REDIS_URL,
 * else in the database. Each attempt is counted when it arrives, before any work, so a parallel burst
 * cannot slip past the limit.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database, redisUrl: string | undefined): Promise<RateLimits> {
  // Fail fast rather than queue: a request must not hang because Redis is away.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn(`rate-limit store (Redis) unavailable: ${error.message}`));
    // Connected before the first request, so the first attempts are counted too; a Redis that is down does not stop the start.
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'cellar-rate-limit:' } : { store: databaseStore(db, app.log) }),
    // Counting stops while the store is unreachable, rather than the shop answering 500 to every login.
    skipOnError: true,
  });

  return {
    limiter(name, { max, windowMs }, key) {
      const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${key(request)}` });
      return async (request) => {
        const state = await check(request);
        if (state.isAllowed || !state.isExceeded) return;
        throw new HttpProblem(429, `Too many attempts. Please wait ${wait(state.ttl)} and try again.`, {
          headers: { 'retry-after': String(Math.max(1, state.ttlInSeconds)) },
        });
      };
    },
  };
}
