// What a read cache entry really costs, measured: `node --expose-gc --import tsx apps/api/src/cache/entry-cost.measure.ts`.
// Prints, for each kind of entry, the memory each took (heap and buffers, after a full collection) beside
// the cache's own estimate (entryCost). read-cache.test.ts runs it and fails if an estimate is too low.
import { ReadCache } from './read-cache';
import { representations } from './representations';

const ENTRIES = 4000;

interface Shape {
  name: string;
  key: (i: number) => string;
  body: (i: number) => string;
  tags: (i: number) => string[];
}

/** Headers as a catalogue answer keeps them, each text made anew per entry as the server makes it per request. */
function headersOf(i: number): Record<string, string> {
  return {
    'content-security-policy': `default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'nonce-${i}';upgrade-insecure-requests;report-uri /api/csp-reports;worker-src 'self' blob:;manifest-src 'self';connect-src 'self'`,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cache-control': 'no-cache',
    'content-type': 'application/json; charset=utf-8',
    'x-total-count': String(i),
    link: `</api/products?cursor=${'c'.repeat(40)}${i}&limit=24&sort=newest>; rel="next"`,
    vary: 'Origin',
  };
}

const wines = (count: number, i: number) => JSON.stringify(Array.from({ length: count }, (_, n) => ({ id: i * 100 + n, name: `Tannat Reserva ${i}-${n}`, unitPrice: 1290 + n, stock: n })));

const SHAPES: Shape[] = [
  { name: 'an empty list, a short address', key: (i) => `/api/products?maxPrice=${i}&minPrice=1`, body: () => '[]', tags: () => ['lists'] },
  { name: 'an empty list, a 2,000-character address', key: (i) => `/api/products?q=${'y'.repeat(2000)}${i}`, body: () => '[]', tags: () => ['lists'] },
  { name: 'a page of 24 wines', key: (i) => `/api/products?sort=price-asc&minPrice=${i}`, body: (i) => wines(24, i), tags: (i) => ['lists', ...Array.from({ length: 24 }, (_, n) => `product:${i * 100 + n}`)] },
  { name: 'one wine', key: (i) => `/api/products/${i}`, body: (i) => wines(1, i).slice(1, -1), tags: (i) => [`product:${i}`, 'categories'] },
];

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc');

function used(): number {
  gc!();
  gc!();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.external;
}

const results = [];
for (const shape of SHAPES) {
  const cache = new ReadCache({ maxBytes: Number.MAX_SAFE_INTEGER });
  const before = used();
  for (let i = 0; i < ENTRIES; i++) {
    const entry = Object.assign(representations(200, shape.body(i), headersOf(i)), { tags: shape.tags(i) });
    cache.set(shape.key(i), entry, cache.epoch);
    // Served in every encoding, both as a full answer and as a 304, as a busy entry is.
    for (const encoding of ['identity', 'br', 'gzip'] as const) {
      entry.headers(encoding, await entry.body(encoding));
      entry.headers(encoding);
    }
  }
  const measured = (used() - before) / ENTRIES;
  const estimated = cache.bytes / ENTRIES;
  results.push({ shape: shape.name, measured: Math.round(measured), estimated: Math.round(estimated), entries: cache.size });
  cache.clear();
}
console.log(JSON.stringify(results));
