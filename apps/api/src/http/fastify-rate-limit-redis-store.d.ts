// @fastify/rate-limit ships its Redis store without types of its own; this is the part the counters use.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, keyPrefix?: string);
    incr: FastifyRateLimitStore['incr'];
  }
}
