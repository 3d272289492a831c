import { stringBytes, type Representations } from './representations';
import { LAG_MS } from './lagging-drops';
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
 * was hardly ever kept. A change that may lag (see LaggingDrops) does not refuse a fill: the fill shows
 * every change made before its reading began, so it is kept until the lag has passed since then.
 */
export class ReadCache {
  readonly #entries = new Map<string, CachedRead>();
  readonly #costs = new Map<string, number>();
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #maxBytes: number;
  #bytes = 0;
  #clock = 0;
  /** Each tag's last invalidations by `#clock`, the oldest first; at most REMEMBERED_TAGS of them. */
  readonly #invalidatedAt = new Map<string, { now: number; lagging: number }>();
  /** When the entries kept despite a change that may lag must go (performance.now()). */
  readonly #expiries = new Map<string, number>();
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

  /**
   * `lasting`: only an entry kept for good. One kept until a lag has passed misses a change it shows,
   * and a page drawn from it would be kept for good, showing the change missed.
   */
  get(key: string, { lasting = false } = {}): CachedRead | undefined {
    const until = this.#expiries.get(key);
    if (until !== undefined && until <= performance.now()) this.#remove(key);
    if (lasting && until !== undefined) return undefined;
    const entry = this.#entries.get(key);
    if (entry) {
      // Map keeps insertion order: moving a read entry to the end makes the first one the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Until when a body whose reading began at `epoch` (at `begunAt`, performance.now()) may be kept: for
   * good, until the lag has passed since it began, or not at all (0).
   */
  #keptUntil(epoch: number, begunAt: number | undefined, tags: readonly string[]): number {
    if (epoch < this.#floor) return 0;
    let lagged = false;
    for (const tag of tags) {
      const last = this.#invalidatedAt.get(tag);
      if (last && last.now > epoch) return 0;
      lagged ||= (last?.lagging ?? 0) > epoch;
    }
    if (!lagged) return Infinity;
    return begunAt === undefined ? 0 : begunAt + LAG_MS;
  }

  /** `epoch` and `begunAt`: the cache's epoch and performance.now() when the body's reading began. */
  set(key: string, entry: CachedRead, epoch: number, begunAt?: number): boolean {
    const cost = entryCost(key, entry);
    const until = this.#keptUntil(epoch, begunAt, entry.tags);
    if (!this.enabled || until <= performance.now() || cost > this.#maxBytes) return false;
    this.#remove(key);
    this.#entries.set(key, entry);
    if (until !== Infinity) this.#expiries.set(key, until);
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

  /** Drops every entry that shows any of `tags`; `lagging`: a change that may lag (see `set`). */
  invalidate(tags: Iterable<string>, { lagging = false } = {}): void {
    const now = ++this.#clock;
    for (const tag of tags) {
      const last = this.#invalidatedAt.get(tag) ?? { now: 0, lagging: 0 };
      this.#invalidatedAt.delete(tag);
      this.#invalidatedAt.set(tag, lagging ? { ...last, lagging: now } : { ...last, now });
      for (const key of [...(this.#keysByTag.get(tag) ?? [])]) this.#remove(key);
    }
    for (const [tag, last] of this.#invalidatedAt) {
      if (this.#invalidatedAt.size <= REMEMBERED_TAGS) break;
      this.#invalidatedAt.delete(tag);
      this.#floor = Math.max(last.now, last.lagging);
    }
  }

  clear(): void {
    this.#floor = ++this.#clock;
    this.#invalidatedAt.clear();
    this.#expiries.clear();
    this.#entries.clear();
    this.#costs.clear();
    this.#keysByTag.clear();
    this.#bytes = 0;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#expiries.delete(key);
    this.#bytes -= this.#costs.get(key)!;
    this.#costs.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
