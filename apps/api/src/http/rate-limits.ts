import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimit } from '../config';
import type { Database } from '../db/client';
import { HttpProblem } from './problem';
import { countersWithFallback, databaseCounters, redisCounters, type Count, type Counters } from './rate-limit-counters';

/** An attempt a limiter has counted. */
export interface Counted {
  /** Gives the attempt back, for one that turned out to be no guess (a login that succeeded). */
  refund(): Promise<void>;
}

/** Counts one attempt under a key and refuses it with 429 once the key has used its window's allowance. */
export type Limiter = (request: FastifyRequest) => Promise<Counted>;

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

/** How many whole minutes the caller is asked to wait; 0 for less than one ("a moment"). */
function minutesToWait(ms: number): number {
  return ms < 60_000 ? 0 : Math.ceil(ms / 60_000);
}

/**
 * @fastify/rate-limit's store over the counters. Every limiter shares it: each key carries its
 * limiter's name already.
 */
function storeOver(counters: Counters): FastifyRateLimitStoreCtor {
  return class CountersStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number, max: number) {
      counters.increment(key, timeWindow, max).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}

const NOTHING_COUNTED: Counted = { refund: async () => undefined };

/**
 * Rate limits on @fastify/rate-limit, counted where every instance sees them: in Redis with REDIS_URL,
 * falling back to the database for any count Redis cannot take, else in the database. Each attempt is
 * counted when it arrives, before any work, so a parallel burst cannot slip past the limit.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database, redisUrl: string | undefined): Promise<RateLimits> {
  // Fail fast rather than queue or wait: a count Redis cannot take at once goes to the database.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : null;
  if (redis) {
    // The counters report an outage once; ioredis would report every attempt to reconnect.
    redis.on('error', () => undefined);
    // Connected before the first request, so the first attempts are counted there too; a Redis that is down does not stop the start.
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  const counters = redis ? countersWithFallback(redisCounters(redis), databaseCounters(db), app.log) : databaseCounters(db);
  await app.register(rateLimit, { global: false, store: storeOver(counters) });

  return {
    limiter(name, { max, windowMs }, key) {
      const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${key(request)}` });
      return async (request) => {
        const state = await check(request).catch((error: unknown) => {
          // Nothing can count (neither Redis nor the database answers): the attempt goes on, logged, rather
          // than every login failing for the limits' sake; with the database away its next step fails anyway.
          request.log.error({ err: error }, `rate limit ${name}: the attempt could not be counted`);
          return null;
        });
        if (!state || state.isAllowed) return NOTHING_COUNTED;
        if (state.isExceeded) {
          throw new HttpProblem(429, 'rateLimited', { minutes: minutesToWait(state.ttl) }, {
            headers: { 'retry-after': String(Math.max(1, state.ttlInSeconds)) },
          });
        }
        return {
          refund: () =>
            counters.decrement(state.key).catch((error: unknown) => {
              request.log.error({ err: error }, `rate limit ${name}: an attempt could not be given back`);
            }),
        };
      };
    },
  };
}
