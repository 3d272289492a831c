import { AsyncLocalStorage } from 'node:async_hooks';

/** The tags of the cached answer a read was given; null until (unless) a cached read answers it. */
interface Seen {
  tags: readonly string[] | null;
}

const reading = new AsyncLocalStorage<Seen>();

/**
 * Runs a read made inside this process (the renderer's API calls) and says what the cached answer it
 * got shows, so that a page drawn from several reads is kept under all their tags and dropped only by a
 * change to one of them. Null: the answer was not a cached read's, and what it shows is not known.
 */
export async function readShowing<T>(read: () => Promise<T>): Promise<{ answer: T; tags: readonly string[] | null }> {
  const seen: Seen = { tags: null };
  const answer = await reading.run(seen, read);
  return { answer, tags: seen.tags };
}

/** Told by whatever answers a cached read, hit or miss: what its answer shows. */
export function answeredShowing(tags: readonly string[]): void {
  const seen = reading.getStore();
  if (seen) seen.tags = tags;
}

/** Whether this read is made inside this process, for a page being drawn (see `readShowing`). */
export function readInProcess(): boolean {
  return reading.getStore() !== undefined;
}
