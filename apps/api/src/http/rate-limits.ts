import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimit } from '../config';
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
 * Rate limits on @fastify/rate-limit: counted in this process (a bounded LRU of keys) or, with
 * REDIS_URL, in Redis, so that every instance counts against the same allowance. Each attempt is
 * counted when it arrives, before any work, so a parallel burst cannot slip past the limit.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<RateLimits> {
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
    cache: 10_000,
    ...(redis ? { redis, nameSpace: 'cellar-rate-limit:' } : {}),
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
