import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ReadCache } from './read-cache';
import { apiReadKey } from './read-key';
import { representations, sendRepresentation } from './representations';
import type { Made } from './shared-misses';
import { answeredShowing, readInProcess } from './shown-tags';

export interface FreshRead {
  body: unknown;
  /** What the body shows, for invalidation (see ReadCache). */
  tags: string[];
  /** Headers of this answer besides the security headers every answer has (paging links, counts). */
  headers?: Record<string, string>;
}

/** What a read returns when it has sent a rare answer itself (an empty 204), which is not kept. */
export const ANSWERED = Symbol('answered');

/**
 * Headers that depend on the request (CORS, the encoding) or the body, rather than on the answer itself.
 * Vary is kept: what the answer depends on (Origin, when CORS is configured) holds for every copy, so a
 * copy answered without an Origin still tells shared caches that another origin may get other headers.
 */
const PER_REQUEST = /^(content-length|content-encoding|content-type|etag|access-control-.*)$/;

/**
 * The headers every answer gets from the hooks before the handler (helmet's), kept with the entry so
 * that a hit can be answered before those hooks run. A JSON body has no inline script or style, so the
 * per-response CSP nonces are left out. A kept page names its inline scripts by hash instead of a
 * nonce (see withHashesInsteadOfNonces) and keeps the style nonce it was drawn with.
 */
export function stableHeaders(reply: FastifyReply, page?: { scriptHashes: string[] }): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_REQUEST.test(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const csp = headers['content-security-policy'];
  if (csp) {
    headers['content-security-policy'] = csp
      .split(';')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        if (name === 'style-src' && page) return directive.trim();
        const kept = sources.filter((source) => !source.startsWith("'nonce-"));
        return [name, ...kept, ...(name === 'script-src' && page ? page.scriptHashes : [])].join(' ');
      })
      .join(';');
  }
  return headers;
}

/**
 * A catalogue read answered from the cache by its address, or computed, serialised by the route's own
 * response schema, compressed once and kept; the readers who miss it meanwhile wait for that one
 * computation (see SharedMisses). The same entries serve the hook that answers hits before any other
 * work (see `answerCachedReads`).
 */
export function cachedRead(cache: ReadCache, compute: (request: FastifyRequest, reply: FastifyReply) => Promise<FreshRead | typeof ANSWERED>): RouteHandlerMethod {
  async function fill(request: FastifyRequest, reply: FastifyReply, key: string): Promise<Made | typeof ANSWERED> {
    const [epoch, begunAt] = [cache.epoch, performance.now()];
    const fresh = await compute(request, reply);
    if (fresh === ANSWERED) return ANSWERED;
    const ready = representations(200, reply.serialize(fresh.body) as string, {
      ...stableHeaders(reply),
      'content-type': 'application/json; charset=utf-8',
      ...fresh.headers,
    });
    const entry = Object.assign(ready, { tags: fresh.tags });
    return { entry, kept: cache.set(key, entry, epoch, begunAt) };
  }

  return async function (request, reply) {
    const key = apiReadKey(request);
    // A page being drawn takes no answer kept only for a while, nor waits for one (see ReadCache.get).
    const inProcess = readInProcess();
    const hit = cache.get(key, { lasting: inProcess });
    const entry = hit ?? (await cache.misses.share(key, () => fill(request, reply, key), { join: !inProcess }));
    if (entry === ANSWERED) return reply;
    answeredShowing(entry.tags);
    return sendRepresentation(request, reply, entry, hit ? 'hit' : 'miss');
  };
}
