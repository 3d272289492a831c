import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';
import { representations } from './representations';
import { MAX_SHARED_MISSES, SharedMisses, type Made } from './shared-misses';

const entry = (body: string) => Object.assign(representations(200, body, {}), { tags: ['product:1'] });
const kept = (body: string): Made => ({ entry: entry(body), kept: true });
/** What a computation returns when it sent its answer itself (an empty 204). */
const SENT = Symbol('sent');

/** A computation that ends when told to, counting how often it was started. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  const started = { count: 0 };
  return { started, open, fail, compute: () => (started.count++, done) };
}

/** A reader's own computation, started at once, counting how often it was. */
function own(body: string) {
  const made = kept(body);
  const started = { count: 0 };
  return { made, started, compute: () => (started.count++, Promise.resolve(made)) };
}

describe('the misses a read cache shares', () => {
  it('computes a missed key once for every reader who misses it meanwhile, and forgets it once made', async () => {
    const misses = new SharedMisses();
    const { started, open, compute } = gate<Made>();
    const readers = Array.from({ length: 25 }, () => misses.share('/products', compute));
    const made = kept('[]');
    open(made);
    for (const got of await Promise.all(readers)) expect(got).toBe(made.entry);
    expect(started.count).toBe(1);
    expect(misses.size).toBe(0);
  });

  it('shares no failure: each reader that waited computes its own', async () => {
    const misses = new SharedMisses();
    const { fail, compute } = gate<Made>();
    const leader = misses.share('/products/1', compute);
    const waiter = own('[1]');
    const waiting = misses.share('/products/1', waiter.compute);
    fail(new Error('the pool is exhausted'));
    await expect(leader).rejects.toThrow('the pool is exhausted');
    expect(await waiting).toBe(waiter.made.entry);
    expect(waiter.started.count).toBe(1);
    expect(misses.size).toBe(0);
  });

  it('shares no entry the cache refused (a change it shows arrived while it was read)', async () => {
    const cache = new ReadCache({ maxBytes: 1e6 });
    const { open, compute } = gate<ReturnType<typeof entry>>();
    const since = cache.epoch;
    const leader = cache.misses.share('/products/1', async () => {
      const made = await compute();
      return { entry: made, kept: cache.set('/products/1', made, since) };
    });
    const waiter = own('after the change');
    const waiting = cache.misses.share('/products/1', waiter.compute);
    cache.invalidate(['product:1']);
    open(entry('before the change'));
    expect(await leader).not.toBe(await waiting);
    expect(await waiting).toBe(waiter.made.entry);
  });

  it('shares no answer the computation sent itself', async () => {
    const misses = new SharedMisses();
    const { open, compute } = gate<typeof SENT>();
    const leader = misses.share('/products/1/reviews', compute);
    const waiter = own('[]');
    const waiting = misses.share('/products/1/reviews', waiter.compute);
    open(SENT);
    expect(await leader).toBe(SENT);
    expect(await waiting).toBe(waiter.made.entry);
  });

  it('lets a reader that may not wait (a page being drawn) compute its own beside one under way', async () => {
    const misses = new SharedMisses();
    const { open, compute } = gate<Made>();
    const leader = misses.share('/products/1', compute);
    const drawing = own('[1]');
    expect(await misses.share('/products/1', drawing.compute, { join: false })).toBe(drawing.made.entry);
    open(kept('[1]'));
    await leader;
    expect(misses.size).toBe(0);
  });

  it('computes apart, sharing nothing, beyond its bound of keys under way', async () => {
    const misses = new SharedMisses();
    const { open, compute } = gate<Made>();
    const running = Array.from({ length: MAX_SHARED_MISSES }, (_, i) => misses.share(`/products/${i}`, compute));
    expect(misses.size).toBe(MAX_SHARED_MISSES);
    const beyond = own('[]');
    await Promise.all([misses.share('/products/beyond', beyond.compute), misses.share('/products/beyond', beyond.compute)]);
    expect(beyond.started.count).toBe(2);
    expect(misses.size).toBe(MAX_SHARED_MISSES);
    open(kept('[]'));
    await Promise.all(running);
    expect(misses.size).toBe(0);
  });
});
