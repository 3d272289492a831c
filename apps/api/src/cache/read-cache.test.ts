import { execFileSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../paths';
import { LAG_MS } from './lagging-drops';
import { entryCost, ReadCache, REMEMBERED_TAGS } from './read-cache';
import { chosenEncoding, representations } from './representations';

function entry(body: string, tags: string[]) {
  return Object.assign(representations(200, body, { 'content-type': 'application/json' }), { tags });
}

describe('the read cache', () => {
  it('stays within its byte bound, dropping the least recently read first', async () => {
    const bound = entryCost('a', entry('x'.repeat(2000), [])) * 3 + 10;
    const cache = new ReadCache({ maxBytes: bound });
    for (const key of ['a', 'b', 'c']) expect(cache.set(key, entry('x'.repeat(2000), []), cache.epoch)).toBe(true);
    cache.get('a');
    cache.set('d', entry('x'.repeat(2000), []), cache.epoch);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    expect([...['a', 'b', 'c', 'd']].filter((key) => cache.get(key))).toEqual(['a', 'c', 'd']);
    for (let i = 0; i < 200; i++) cache.set(`many-${i}`, entry(`${i}`.repeat(500), []), cache.epoch);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
  });

  it('counts what an entry costs besides its body: a 2-byte body under a long address is not 2 bytes', () => {
    const key = `/api/products?q=${'y'.repeat(90)}`;
    const small = entry('[]', ['lists', 'product:1']);
    const cache = new ReadCache({ maxBytes: 1e6 });
    cache.set(key, small, cache.epoch);
    expect(cache.bytes).toBe(entryCost(key, small));
    expect(cache.bytes).toBeGreaterThan(2 + key.length + 2048);
    // As many such entries as the bound allows, and no more.
    for (let i = 0; i < 1000; i++) cache.set(`${key}${i}`, entry('[]', ['lists']), cache.epoch);
    expect(cache.bytes).toBeLessThanOrEqual(1e6);
    expect(cache.size).toBeLessThan(1e6 / 2048);
  });

  it('never estimates an entry below what it was measured to take, for every kind of entry', () => {
    // A process of its own, whose collector the measurement may run (see entry-cost.measure.ts).
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'src/cache/entry-cost.measure.ts'], { cwd: appRoot, encoding: 'utf8' });
    const kinds = JSON.parse(output) as { shape: string; measured: number; estimated: number; entries: number }[];
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    for (const { shape, measured, estimated, entries } of kinds) {
      expect(entries, shape).toBe(4000);
      expect(estimated, `${shape}: estimated ${estimated} B, measured ${measured} B`).toBeGreaterThanOrEqual(measured);
    }
  }, 60_000);

  it('drops exactly the entries that show a changed tag', async () => {
    const cache = new ReadCache({ maxBytes: 1e6 });
    cache.set('/products/1', entry('1', ['product:1']), cache.epoch);
    cache.set('/products?page', entry('1,2', ['lists', 'product:1', 'product:2']), cache.epoch);
    cache.set('/products/2', entry('2', ['product:2']), cache.epoch);
    cache.invalidate(['product:1']);
    expect(cache.get('/products/1')).toBeUndefined();
    expect(cache.get('/products?page')).toBeUndefined();
    expect(cache.get('/products/2')).toBeDefined();
  });

  it('keeps a body read while a change it does not show was made: an order of another wine', async () => {
    const cache = new ReadCache({ maxBytes: 1e6 });
    const started = cache.epoch;
    cache.invalidate(['product:9']);
    expect(cache.set('/products/1', entry('1', ['product:1', 'categories']), started)).toBe(true);
    expect(cache.get('/products/1')).toBeDefined();
  });

  it('refuses a body read while a change it shows was made, or while the cache was cleared', async () => {
    const cache = new ReadCache({ maxBytes: 1e6 });
    let started = cache.epoch;
    cache.invalidate(['product:9', 'product:1']);
    expect(cache.set('/products?page', entry('old', ['lists', 'product:1', 'product:2']), started)).toBe(false);
    // Read after the change: kept.
    expect(cache.set('/products?page', entry('new', ['lists', 'product:1', 'product:2']), cache.epoch)).toBe(true);
    started = cache.epoch;
    cache.clear();
    expect(cache.set('/categories', entry('old', ['categories']), started)).toBe(false);
    expect(cache.get('/categories')).toBeUndefined();
  });

  it('keeps a body read while a change that may lag was made, only until the lag has passed since its reading began', async () => {
    const cache = new ReadCache({ maxBytes: 1e6 });
    const started = cache.epoch;
    cache.invalidate(['product:1'], { lagging: true });
    // Kept for WINDOW ms more: long enough that a pause of the process under CI's load (once over 100 ms) does not end it first.
    const WINDOW = 400;
    const begunAt = performance.now() - LAG_MS + WINDOW;
    expect(cache.set('/products/1', entry('before the sale', ['product:1']), started, begunAt)).toBe(true);
    expect(cache.get('/products/1')).toBeDefined();
    // Not to a page being drawn, which would be kept for good showing the sale missed.
    expect(cache.get('/products/1', { lasting: true })).toBeUndefined();
    cache.set('/products/2', entry('kept for good', ['product:2']), cache.epoch);
    expect(cache.get('/products/2', { lasting: true })).toBeDefined();
    await new Promise((done) => setTimeout(done, WINDOW + 20));
    expect(cache.get('/products/1')).toBeUndefined();
    expect(cache.set('/products/1', entry('begun too long ago', ['product:1']), started, performance.now() - LAG_MS - 1)).toBe(false);
    expect(cache.set('/products/1', entry('begun when?', ['product:1']), started)).toBe(false);
    // A change that may not lag (a price) refuses it, whatever came after.
    const again = cache.epoch;
    cache.invalidate(['product:1']);
    cache.invalidate(['product:1'], { lagging: true });
    expect(cache.set('/products/1', entry('old price', ['product:1']), again, performance.now())).toBe(false);
  });

  it('refuses a body whose reading began before the invalidations it no longer remembers', async () => {
    const cache = new ReadCache({ maxBytes: 1e6 });
    const started = cache.epoch;
    cache.invalidate(['product:1']);
    const afterFirst = cache.epoch;
    for (let id = 2; id <= REMEMBERED_TAGS + 1; id++) cache.invalidate([`product:${id}`]);
    // product:1's invalidation is forgotten, so a body begun before it cannot be told apart from one that missed it.
    expect(cache.set('/products/1', entry('old', ['product:1']), started)).toBe(false);
    expect(cache.set('/products/7', entry('7', ['product:999999']), afterFirst)).toBe(true);
  });

  it('compresses a body only in the encodings asked for, and counts each within its bound as it is made', async () => {
    const text = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Tannat ${id}` })));
    const kept = entry(text, ['lists']);
    const cache = new ReadCache({ maxBytes: text.length * 4 });
    cache.set('/products', kept, cache.epoch);
    const plain = cache.bytes;
    expect(plain).toBe(entryCost('/products', kept));
    const [br, again] = await Promise.all([kept.body('br'), kept.body('br')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(cache.bytes).toBeGreaterThan(plain + br.length);
    expect(kept.headers('br', br)).toMatchObject({ 'content-encoding': 'br', 'content-length': String(br.length), etag: expect.stringMatching(/-br"$/) });
    const withBrotli = cache.bytes;
    expect(withBrotli).toBe(entryCost('/products', kept));
    const gzip = await kept.body('gzip');
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(cache.bytes).toBeGreaterThan(withBrotli + gzip.length);
    expect(cache.bytes).toBe(entryCost('/products', kept));
    // A body made after the entry left the cache is not counted.
    const dropped = entry(text, ['lists']);
    cache.set('/products?limit=24', dropped, cache.epoch);
    cache.invalidate(['lists']);
    await dropped.body('br');
    expect(cache.bytes).toBe(0);
  });

  it('drops the least recently read when a body compressed later takes it past its bound', async () => {
    const text = 'x'.repeat(1000);
    const [older, newer] = [entry(text, []), entry(text, [])];
    const cache = new ReadCache({ maxBytes: entryCost('older', older) * 2 + 10 });
    cache.set('older', older, cache.epoch);
    cache.set('newer', newer, cache.epoch);
    await newer.body('gzip');
    expect(cache.get('older')).toBeUndefined();
    expect(cache.get('newer')).toBe(newer);
    expect(cache.bytes).toBe(entryCost('newer', newer));
  });

  it('keeps nothing when its bound is 0 bytes (READ_CACHE_MB=0), so every read is computed', async () => {
    const cache = new ReadCache({ maxBytes: 0 });
    expect(cache.set('/categories', entry('[]', ['categories']), cache.epoch)).toBe(false);
    expect(cache.get('/categories')).toBeUndefined();
  });

  it('keeps nothing while it is disabled (its invalidations could be missed)', async () => {
    const cache = new ReadCache({ maxBytes: 1e6 });
    cache.enabled = false;
    expect(cache.set('/categories', entry('[]', ['categories']), cache.epoch)).toBe(false);
  });
});

describe('the encoding a client gets', () => {
  it('is brotli, then gzip, then none, and never one refused with q=0', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(chosenEncoding(undefined)).toBe('identity');
    expect(chosenEncoding('*')).toBe('gzip');
  });
});
