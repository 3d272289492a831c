import { stringBytes, type Representations } from './representations';
import { SharedMisses } from './shared-misses';

export interface CachedRead extends Representations {
  /** What the body shows (`product:7`, `lists`, …): a write that changes one of these drops the entry. */
  tags: readonly string[];
}

export interface ReadCacheOptions {
  /** The most memory the entries may take, everything counted (see entryCost); the least recently read go first. */
  maxBytes: number;
}

/**
 * What an entry costs besides its key, tags, header values, bodies and header sets (which its
 * representations count): its objects and closures, and its places in the maps that find it. Measured
 * (src/cache/entry-cost.measure.ts; read-cache.test.ts checks that no estimate is below the measured cost).
 */
export const ENTRY_OVERHEAD_BYTES = 2048;
/** What each tag of an entry costs besides its text: its place in the entry's list, and the set of keys a tag no other entry shows needs. */
export const TAG_OVERHEAD_BYTES = 320;

/** The memory an entry takes in the cache, its bodies as made so far. */
export function entryCost(key: string, entry: CachedRead): number {
  const tags = entry.tags.reduce((total, tag) => total + TAG_OVERHEAD_BYTES + stringBytes(tag), 0);
  return ENTRY_OVERHEAD_BYTES + stringBytes(key) + tags + entry.headerBytes + entry.bytes;
}

/**
 * How many tags' last invalidations are remembered. A fill is judged by the invalidations of its own
 * tags since its reading began; once more tags than this have been invalidated, the oldest are
 * forgotten and every fill begun before them is refused, as if everything had changed then.
 */
export const REMEMBERED_TAGS = 10_000;

/**
 * Ready answers by address, bounded in bytes and dropped by tag. A body computed while a write was
 * committing may show the state before it, so it is kept only if none of its tags was invalidated (and
 * the cache not cleared) between the moment its reading began (`epoch`) and the moment it is stored:
 * during a sale an order reaches the cache every few milliseconds, and a fill refused for any of them
 * was hardly ever kept.
 */
export class ReadCache {
  readonly #entries = new Map<string, CachedRead>();
  readonly #costs = new Map<string, number>();
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #maxBytes: number;
  #bytes = 0;
  #clock = 0;
  /** Each tag's last invalidation by `#clock`, the oldest first; at most REMEMBERED_TAGS of them. */
  readonly #invalidatedAt = new Map<string, number>();
  /** A fill whose reading began before this is refused: a clear, or invalidations forgotten. */
  #floor = 0;
  /** False while invalidations may be missed (the notification channel is down): nothing is kept then. */
  enabled = true;
  /** The computations of missed keys under way, each shared by the readers who miss it meanwhile. */
  readonly misses = new SharedMisses();

  constructor({ maxBytes }: ReadCacheOptions) {
    this.#maxBytes = maxBytes;
  }

  /** Counts invalidations; read it before a body is computed and hand it to `set`. */
  get epoch(): number {
    return this.#clock;
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

  /** Whether a body read since `epoch` with these tags may have missed a change it shows. */
  #changedSince(epoch: number, tags: readonly string[]): boolean {
    return epoch < this.#floor || tags.some((tag) => (this.#invalidatedAt.get(tag) ?? 0) > epoch);
  }

  set(key: string, entry: CachedRead, epoch: number): boolean {
    const cost = entryCost(key, entry);
    if (!this.enabled || this.#changedSince(epoch, entry.tags) || cost > this.#maxBytes) return false;
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#costs.set(key, cost);
    this.#bytes += cost;
    // An encoding compressed later, while the entry is kept, counts too (and may push the oldest out).
    entry.onGrow = (added) => {
      if (this.#entries.get(key) !== entry) return;
      this.#costs.set(key, this.#costs.get(key)! + added);
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
    const now = ++this.#clock;
    for (const tag of tags) {
      this.#invalidatedAt.delete(tag);
      this.#invalidatedAt.set(tag, now);
      for (const key of [...(this.#keysByTag.get(tag) ?? [])]) this.#remove(key);
    }
    for (const [tag, at] of this.#invalidatedAt) {
      if (this.#invalidatedAt.size <= REMEMBERED_TAGS) break;
      this.#invalidatedAt.delete(tag);
      this.#floor = at;
    }
  }

  clear(): void {
    this.#floor = ++this.#clock;
    this.#invalidatedAt.clear();
    this.#entries.clear();
    this.#costs.clear();
    this.#keysByTag.clear();
    this.#bytes = 0;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= this.#costs.get(key)!;
    this.#costs.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
