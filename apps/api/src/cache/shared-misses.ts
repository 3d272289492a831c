import type { CachedRead } from './read-cache';

/** The most keys computed at once for the readers who miss them; a miss beyond them is computed alone. */
export const MAX_SHARED_MISSES = 1000;

/** What the computation of a missed key made: its entry, and whether the cache kept it. */
export interface Made {
  entry: CachedRead;
  kept: boolean;
}

/**
 * One computation per missed key at a time: a reader who misses a key already being computed waits for
 * that computation instead of starting another (25 connections asking for one dropped page drew it 25
 * times). Only an entry the cache kept is shared: one refused (a change it shows arrived while it was
 * read, so a reader who asked after the change must not get it), not made for everyone (an answer the
 * computation sent itself), or a failure leaves each waiter to compute its own, and nothing of it is kept.
 */
export class SharedMisses {
  readonly #running = new Map<string, Promise<CachedRead | null>>();

  /**
   * The entry a reader who missed `key` gets: the one being made for it, once kept, else the one `compute`
   * makes, which the readers who miss `key` meanwhile then wait for. What `compute` returns instead of an
   * entry (it sent the answer itself) is returned as it is. `join: false` never waits for another's
   * computation (a page being drawn must not take an answer that may be a moment old).
   */
  async share<Sent extends symbol>(key: string, compute: () => Promise<Made | Sent>, { join = true } = {}): Promise<CachedRead | Sent> {
    const joined = join ? this.#running.get(key) : undefined;
    const shared = joined && (await joined);
    if (shared) return shared;
    const made = await this.#lead(key, compute);
    return typeof made === 'symbol' ? made : made.entry;
  }

  #lead<Sent extends symbol>(key: string, compute: () => Promise<Made | Sent>): Promise<Made | Sent> {
    if (this.#running.has(key) || this.#running.size >= MAX_SHARED_MISSES) return compute();
    const outcome = compute();
    const shared = outcome.then(
      (made) => (typeof made !== 'symbol' && made.kept ? made.entry : null),
      () => null,
    );
    this.#running.set(key, shared);
    void shared.then(() => this.#running.delete(key));
    return outcome;
  }

  get size(): number {
    return this.#running.size;
  }
}
