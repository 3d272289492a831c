import { createContext } from 'react';
import { failureOf, type Failure } from './failure';

export type Settled = { status: 'ready'; data: unknown } | Failure;

/**
 * Data a screen loaded while the server rendered it. On the server, `collect` records each load a
 * render asks for so the page can be rendered again with the answers; in the browser the same
 * answers (sent inside the page) let hydration show exactly what the server drew, without
 * asking the API again.
 */
export class PrefetchedResources {
  private readonly settled: Map<string, Settled>;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    initial: Record<string, Settled> = {},
    private readonly collect = false,
  ) {
    this.settled = new Map(Object.entries(initial));
  }

  /** The answer for `key` if it was prefetched; on the server an unknown key starts its load. */
  read(key: string, load: () => Promise<unknown>): Settled | undefined {
    const known = this.settled.get(key);
    if (!known && this.collect && !this.pending.has(key)) {
      this.pending.set(
        key,
        load().then(
          (data) => void this.settled.set(key, { status: 'ready', data }),
          (error: unknown) => void this.settled.set(key, failureOf(error)),
        ),
      );
    }
    return known;
  }

  /** A screen used its prefetched answer once; showing it again later loads fresh data. */
  forget(key: string): void {
    this.settled.delete(key);
  }

  /** Waits for the loads the last render asked for; false when it asked for none. */
  async settle(): Promise<boolean> {
    if (this.pending.size === 0) return false;
    await Promise.all(this.pending.values());
    this.pending.clear();
    return true;
  }

  toJSON(): Record<string, Settled> {
    return Object.fromEntries(this.settled);
  }
}

export const PrefetchedContext = createContext<PrefetchedResources | null>(null);
