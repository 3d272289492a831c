import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface Count {
  current: number;
  /** Milliseconds until the key's window ends. */
  ttl: number;
}

/** Where rate limits count attempts, shared by every instance. */
export interface Counters {
  /** Counts one more attempt under the key: in its window, or in a new one once the last has passed. */
  increment(key: string, windowMs: number, max: number): Promise<Count>;
  /** Gives one attempt back (an attempt that turned out to be no guess), never below 0. */
  decrement(key: string): Promise<void>;
}

/**
 * Counters in the shop's database, for instances that share PostgreSQL but no Redis (and for any
 * instance while its Redis is away). Each call is one statement, atomic under concurrency (the upsert
 * locks the row). The database's clock alone decides windows, so instances whose clocks differ agree.
 */
export function databaseCounters(db: Database): Counters {
  return {
    async increment(key, windowMs) {
      const expired = sql`${rateLimitHits.resetAt} <= now()`;
      const [count] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, resetAt: sql`now() + ${windowMs}::double precision * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
          },
        })
        .returning({ current: rateLimitHits.hits, ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::integer` });
      return count!;
    },

    async decrement(key) {
      // A window that has passed is over: its count starts again at the next attempt anyway.
      await db
        .update(rateLimitHits)
        .set({ hits: sql`${rateLimitHits.hits} - 1` })
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.hits, 0), gt(rateLimitHits.resetAt, sql`now()`)));
    },
  };
}

/** Deletes counters whose window has passed; the next attempt under such a key would start over anyway. */
export async function pruneRateLimitHits(db: Database): Promise<number> {
  const pruned = await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, sql`now()`)).returning({ key: rateLimitHits.key });
  return pruned.length;
}

const REDIS_KEY_PREFIX = 'cellar-rate-limit:';

// DECR on a key that has expired would make a new one at -1 that never expires.
const GIVE_ONE_BACK = `
  local current = tonumber(redis.call('GET', KEYS[1]))
  if current and current > 0 then return redis.call('DECR', KEYS[1]) end
  return 0
`;

/** Counters in Redis, counted by @fastify/rate-limit's own Redis store (one script per attempt). */
export function redisCounters(redis: Redis): Counters {
  const store = new RedisStore(false, false, redis, REDIS_KEY_PREFIX);
  return {
    increment: (key, windowMs, max) =>
      new Promise((resolve, reject) => store.incr(key, (error, count) => (error ? reject(error) : resolve(count!)), windowMs, max)),
    async decrement(key) {
      await redis.eval(GIVE_ONE_BACK, 1, `${REDIS_KEY_PREFIX}${key}`);
    },
  };
}

/**
 * Counts in `primary` (Redis), and in `fallback` (the database) for any call the primary fails, so that
 * limits hold while Redis is away rather than every attempt going through. An outage is logged when it
 * is first met and when it ends, not at every attempt.
 */
export function countersWithFallback(primary: Counters, fallback: Counters, log: FastifyBaseLogger): Counters {
  let primaryAway = false;
  async function either<T>(call: (counters: Counters) => Promise<T>): Promise<T> {
    try {
      const result = await call(primary);
      if (primaryAway) log.info('rate limits: Redis counts again');
      primaryAway = false;
      return result;
    } catch (error) {
      if (!primaryAway) log.warn(`rate limits: Redis unavailable (${(error as Error).message}); counting in the database until it is back`);
      primaryAway = true;
      return call(fallback);
    }
  }
  return {
    increment: (key, windowMs, max) => either((counters) => counters.increment(key, windowMs, max)),
    decrement: (key) => either((counters) => counters.decrement(key)),
  };
}
