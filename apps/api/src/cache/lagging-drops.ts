/**
 * How long a change allowed to lag (a wine's stock figure after a sale, see catalogue/cached-reads.ts)
 * may still be shown by a kept answer on the instance that hears of it: well within a second with the
 * announcement's ~20 ms to the other instances (docs/deviations.md).
 */
export const LAG_MS = 800;

/**
 * Drops of tags that may wait. A tag not dropped within the lag is dropped at once, so a quiet shop shows
 * every sale in the next read; one dropped within the lag waits, with every other that does, for one
 * drop of them all at most `lagMs` later. During a sale every wine is sold again and again, and the
 * answers and pages that show many wines are then dropped once per lag instead of at every order; a
 * body being read meanwhile is kept until the lag has passed since its reading began (see ReadCache).
 */
export class LaggingDrops {
  /** When each tag was last dropped, the oldest first; only those within the lag are kept. */
  readonly #dropped = new Map<string, number>();
  readonly #waiting = new Set<string>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly drop: (tags: readonly string[]) => void,
    private readonly lagMs = LAG_MS,
  ) {}

  add(tags: readonly string[]): void {
    const now = performance.now();
    for (const [tag, at] of this.#dropped) {
      if (at > now - this.lagMs) break;
      this.#dropped.delete(tag);
    }
    const atOnce = tags.filter((tag) => !this.#dropped.has(tag));
    for (const tag of tags) if (this.#dropped.has(tag)) this.#waiting.add(tag);
    if (atOnce.length) this.#dropNow(atOnce, now);
    if (this.#waiting.size && !this.#timer) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        const waited = [...this.#waiting];
        this.#waiting.clear();
        this.#dropNow(waited, performance.now());
      }, this.lagMs);
      this.#timer.unref();
    }
  }

  #dropNow(tags: readonly string[], now: number): void {
    for (const tag of tags) {
      this.#dropped.delete(tag);
      this.#dropped.set(tag, now);
    }
    this.drop(tags);
  }

  close(): void {
    clearTimeout(this.#timer);
  }
}
