import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadCache } from './read-cache';
import { writeRepresentation } from './representations';
import { answeredShowing, readInProcess } from './shown-tags';

/**
 * Answers a read whose answer is ready before any other hook runs: no security headers to compute
 * (the entry holds them), no routing of the body through serialisers and compression. Registered
 * first, so it runs first. A request from another origin goes the whole way, for its CORS headers.
 */
export function answerCachedReads(app: FastifyInstance, cache: ReadCache, keyOf: (request: FastifyRequest) => string | null) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.headers.origin !== undefined) return done();
    const key = keyOf(request);
    const hit = key === null ? undefined : cache.get(key, { lasting: readInProcess() });
    if (!hit) return done();
    answeredShowing(hit.tags);
    void writeRepresentation(request, reply, hit);
  });
}
