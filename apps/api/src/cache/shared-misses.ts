import type { CachedRead } from './read-cache';

/** The most keys computed at once for the readers who miss them; a miss beyond them is computed alone. */
export const MAX_SHARED_MISSES = 1000;

/**
 * One computation per missed key at a time: a reader who misses a key already being computed waits for
 * that computation instead of starting another (25 connections asking for one dropped page drew it 25
 * times). Only an entry the cache kept is shared: one refused (a change it shows arrived while it was
 * read, so a reader who asked after the change must not get it), not made for everyone (an answer the
 * computation sent itself), or a failure leaves each waiter to compute its own, and nothing of it is kept.
 */
export class SharedMisses {
  readonly #running = new Map<string, Promise<CachedRead | null>>();

  /** The entry being made for `key` once it is kept; null if it was not; undefined if none is under way. */
  joined(key: string): Promise<CachedRead | null> | undefined {
    return this.#running.get(key);
  }

  /** Runs `compute` as the one computation of `key`, which `kept` tells the waiters the outcome of. */
  lead<T>(key: string, compute: () => Promise<T>, kept: (outcome: T) => CachedRead | null): Promise<T> {
    if (this.#running.has(key) || this.#running.size >= MAX_SHARED_MISSES) return compute();
    const outcome = compute();
    const shared = outcome.then(kept, () => null);
    this.#running.set(key, shared);
    void shared.then(() => this.#running.delete(key));
    return outcome;
  }

  get size(): number {
    return this.#running.size;
  }
}
