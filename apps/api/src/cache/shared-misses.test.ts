import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';
import { representations } from './representations';
import { MAX_SHARED_MISSES, SharedMisses } from './shared-misses';

const entry = (body: string) => Object.assign(representations(200, body, {}), { tags: ['product:1'] });

/** A computation that ends when told to, counting how often it was started. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  const started = { count: 0 };
  return { started, open, fail, compute: () => (started.count++, done) };
}

/** What a reader who misses `key` gets: the entry shared with it, or the one it computed itself. */
async function reader(misses: SharedMisses, key: string, compute: () => Promise<ReturnType<typeof entry>>) {
  const joined = misses.joined(key);
  return (joined && (await joined)) ?? (await misses.lead(key, compute, (made) => made));
}

describe('the misses a read cache shares', () => {
  it('computes a missed key once for every reader who misses it meanwhile, and forgets it once made', async () => {
    const misses = new SharedMisses();
    const { started, open, compute } = gate<ReturnType<typeof entry>>();
    const readers = Array.from({ length: 25 }, () => reader(misses, '/products', compute));
    const made = entry('[]');
    open(made);
    for (const got of await Promise.all(readers)) expect(got).toBe(made);
    expect(started.count).toBe(1);
    expect(misses.size).toBe(0);
  });

  it('shares no failure: each reader that waited computes its own', async () => {
    const misses = new SharedMisses();
    const { started, fail, compute } = gate<ReturnType<typeof entry>>();
    const leader = misses.lead('/products/1', compute, (made) => made);
    const waiting = misses.joined('/products/1')!;
    fail(new Error('the pool is exhausted'));
    await expect(leader).rejects.toThrow('the pool is exhausted');
    expect(await waiting).toBeNull();
    expect(started.count).toBe(1);
    expect(misses.size).toBe(0);
  });

  it('shares no entry the cache refused (a change it shows arrived while it was read)', async () => {
    const cache = new ReadCache({ maxBytes: 1e6 });
    const { open, compute } = gate<ReturnType<typeof entry>>();
    const since = cache.epoch;
    const leader = cache.misses.lead('/products/1', compute, (made) => (cache.set('/products/1', made, since) ? made : null));
    const waiting = cache.misses.joined('/products/1')!;
    cache.invalidate(['product:1']);
    open(entry('before the change'));
    await leader;
    expect(await waiting).toBeNull();
  });

  it('computes apart, sharing nothing, beyond its bound of keys under way', async () => {
    const misses = new SharedMisses();
    const { open, compute } = gate<ReturnType<typeof entry>>();
    const running = Array.from({ length: MAX_SHARED_MISSES }, (_, i) => misses.lead(`/products/${i}`, compute, (made) => made));
    expect(misses.size).toBe(MAX_SHARED_MISSES);
    void misses.lead('/products/beyond', compute, (made) => made);
    expect(misses.joined('/products/beyond')).toBeUndefined();
    expect(misses.size).toBe(MAX_SHARED_MISSES);
    open(entry('[]'));
    await Promise.all(running);
    expect(misses.size).toBe(0);
  });
});
