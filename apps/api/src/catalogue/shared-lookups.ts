import type { Queryable } from '../db/client';

const inFlight = new WeakMap<Queryable, Map<string, Promise<unknown>>>();

/**
 * `lookup`, or the same lookup already under way for this database. A catalogue page asks for its wines
 * and its facets at once, and both need the same lookups (a search's words, the grapes' and regions'
 * ids): the second shares the first's instead of running it again (statements the embedded database runs
 * one after another). Only requests of one generation share: `generation` counts the catalogue writes this
 * instance has seen (the read cache's epoch) when the request began, so no request is answered from a
 * lookup that began before a write it follows; without one, nothing is shared. Nothing is kept once found.
 */
export function sharedWhileRunning<T>(db: Queryable, key: string, generation: number | undefined, lookup: () => Promise<T>): Promise<T> {
  if (generation === undefined) return lookup();
  const pending = inFlight.get(db) ?? new Map<string, Promise<unknown>>();
  inFlight.set(db, pending);
  const shared = `${generation}:${key}`;
  const running = pending.get(shared);
  if (running) return running as Promise<T>;
  const started = lookup().finally(() => pending.delete(shared));
  pending.set(shared, started);
  return started;
}
