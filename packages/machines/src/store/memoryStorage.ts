import type { StorageLike } from '../types';

/** An in-memory `localStorage` (tests, server rendering, stories); `entries` lets a test read or plant raw stored text. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}
