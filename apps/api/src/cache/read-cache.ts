import type { Representations } from './representations';

export interface CachedRead extends Representations {
  /** What the body shows (`product:7`, `lists`, …): a write that changes one of these drops the entry. */
  tags: readonly string[];
}

export interface ReadCacheOptions {
  /** The most bytes (bodies in every encoding) the cache holds; the least recently read go first. */
  maxBytes: number;
}

/**
 * Ready answers by address, bounded in bytes and dropped by tag. A body computed while a write was
 * committing may show the state before it, so it is kept only if no invalidation happened between
 * the moment its reading began (`epoch`) and the moment it is stored.
 */
export class ReadCache {
  readonly #entries = new Map<string, CachedRead>();
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #maxBytes: number;
  #bytes = 0;
  #epoch = 0;
  /** False while invalidations may be missed (the notification channel is down): nothing is kept then. */
  enabled = true;

  constructor({ maxBytes }: ReadCacheOptions) {
    this.#maxBytes = maxBytes;
  }

  /** Counts invalidations; read it before a body is computed and hand it to `set`. */
  get epoch(): number {
    return this.#epoch;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedRead | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Map keeps insertion order: moving a read entry to the end makes the first one the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedRead, epoch: number): boolean {
    if (!this.enabled || epoch !== this.#epoch || entry.bytes > this.#maxBytes) return false;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    // An encoding compressed later, while the entry is kept, counts too (and may push the oldest out).
    entry.onGrow = (added) => {
      if (this.#entries.get(key) !== entry) return;
      this.#bytes += added;
      this.#evictOverBound();
    };
    for (const tag of entry.tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.#evictOverBound();
    return true;
  }

  #evictOverBound(): void {
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest);
    }
  }

  /** Drops every entry that shows any of `tags`. */
  invalidate(tags: Iterable<string>): void {
    this.#epoch++;
    for (const tag of tags) {
      for (const key of [...(this.#keysByTag.get(tag) ?? [])]) this.#remove(key);
    }
  }

  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#keysByTag.clear();
    this.#bytes = 0;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
