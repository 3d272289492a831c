import type { CatalogueProduct, Problem } from '@cellar/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedWine } from '../db/large-catalogue';
import { products } from '../db/schema';
import { forgedCursors, mismatchedKeys, type KeyShape } from '../testing/forged-cursors';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Sort = 'relevance' | 'name' | 'price-asc' | 'price-desc' | 'newest';

async function page(query: string): Promise<{ wines: CatalogueProduct[]; next: string | null; total: string | null; estimate: string | null }> {
  const response = await fetch(`${server.origin}/api/products${query}`);
  expect(response.status, `${query}: ${response.status}`).toBe(200);
  const next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  return { wines: (await response.json()) as CatalogueProduct[], next, total: response.headers.get('x-total-count'), estimate: response.headers.get('x-total-count-estimate') };
}

/** Every page of a query, following the Link header; `between` runs after each page (to change the catalogue). */
async function walk(query: string, between?: (pageNumber: number) => Promise<void>): Promise<CatalogueProduct[]> {
  const wines: CatalogueProduct[] = [];
  let next: string | null = `/api/products${query}`;
  for (let pageNumber = 0; next; pageNumber++) {
    const answer = await page(next.replace('/api/products', ''));
    wines.push(...answer.wines);
    next = answer.next;
    await between?.(pageNumber);
    expect(pageNumber).toBeLessThan(200);
  }
  return wines;
}

async function problem(query: string): Promise<Problem> {
  const response = await fetch(`${server.origin}/api/products${query}`);
  expect(response.status, query).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const ORDERS: Record<Exclude<Sort, 'relevance'> | 'catalogue', (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  catalogue: (a, b) => a.id - b.id,
  newest: (a, b) => b.id - a.id,
  name: (a, b) => (fold(a.name) < fold(b.name) ? -1 : fold(a.name) > fold(b.name) ? 1 : a.id - b.id),
  'price-asc': (a, b) => a.unitPrice - b.unitPrice || a.id - b.id,
  'price-desc': (a, b) => b.unitPrice - a.unitPrice || b.id - a.id,
};

describe('GET /products: pages', () => {
  it('walks the whole catalogue in pages of `limit`, each wine once, the last page without a next link', async () => {
    const wines = await walk('?limit=5');
    expect(wines.map((wine) => wine.id)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    const last = await page('?limit=5&cursor=' + new URL((await page('?limit=30')).next!, server.origin).searchParams.get('cursor'));
    expect(last.wines).toHaveLength(2);
    expect(last.next).toBeNull();
  });

  it('keeps every filter, the sort and the limit in the next link', async () => {
    const first = await page('?q=tannat&category=1&minPrice=500&inStock=true&sort=price-asc&limit=1');
    const next = new URL(first.next!, server.origin);
    expect(Object.fromEntries([...next.searchParams].filter(([name]) => name !== 'cursor'))).toEqual({
      q: 'tannat', category: '1', minPrice: '500', inStock: 'true', sort: 'price-asc', limit: '1',
    });
  });

  it.each(['name', 'price-asc', 'price-desc', 'newest'] as const)('sorts by %s across pages, ties broken by id', async (sort) => {
    const wines = await walk(`?sort=${sort}&limit=7`);
    expect(wines).toHaveLength(32);
    expect(wines).toEqual([...wines].sort(ORDERS[sort]));
  });

  it('never skips or repeats a wine while wines are added and withdrawn between pages', async () => {
    for (const sort of ['relevance', 'name', 'price-asc', 'price-desc', 'newest'] as const) {
      const before = await walk(`?sort=${sort}&limit=100`);
      const added: number[] = [];
      let n = 1000;
      const seen = await walk(`?sort=${sort}&limit=4`, async () => {
        // A cheap, a dear and an ordinary wine land everywhere in every order, and one wine already shown leaves.
        for (const unitPrice of [101, 99_000, 1500]) {
          const [row] = await server.db.insert(products).values({ ...generatedWine(n++), unitPrice }).returning({ id: products.id });
          added.push(row!.id);
        }
      });
      const ids = seen.map((wine) => wine.id);
      expect(new Set(ids).size, sort).toBe(ids.length);
      for (const wine of before) expect(ids, `${sort}: wine ${wine.id}`).toContain(wine.id);
      expect(ids.every((id) => before.some((wine) => wine.id === id) || added.includes(id))).toBe(true);
      for (const id of added) await server.db.delete(products).where(eq(products.id, id));
    }
  });
});

describe('GET /products: limits and bad parameters', () => {
  it('answers between 1 and 100 wines', async () => {
    expect((await page('?limit=1')).wines).toHaveLength(1);
    expect((await page('?limit=100')).wines).toHaveLength(32);
    for (const limit of ['0', '101', '-1', '1.5', 'all']) expect((await problem(`?limit=${limit}`)).detail, limit).toMatch(/limit/);
  });

  it('answers 400 problems to a sort, a price or a cursor it cannot use', async () => {
    expect((await problem('?sort=cheapest')).detail).toMatch(/sort/);
    expect((await problem('?minPrice=-5')).detail).toMatch(/minPrice/);
    expect((await problem('?minPrice=2000&maxPrice=1000')).detail).toBe('minPrice must not be above maxPrice.');
    expect((await problem('?inStock=perhaps')).detail).toMatch(/inStock/);
    expect((await problem('?category=red')).detail).toMatch(/category/);
    expect((await problem(`?q=${'x'.repeat(101)}`)).detail).toMatch(/q/);
    const stale = 'This page link is no longer valid. Please start again from the first page.';
    expect((await problem('?cursor=bm90LWpzb24')).detail).toBe(stale);
    const byName = new URL((await page('?sort=name&limit=2')).next!, server.origin).searchParams.get('cursor');
    expect((await problem(`?sort=price-asc&cursor=${byName}`)).detail).toBe(stale);
    expect((await problem('?cursor=not*base64')).detail).toMatch(/cursor/);
  });

  // The key each sort's cursor holds: relevance's is its tier, with a search or without.
  const KEYS: [string, KeyShape][] = [['relevance', 'number'], ['relevance&q=tannat', 'number'], ['name', 'text'], ['price-asc', 'number'], ['price-desc', 'number'], ['newest', 'none']];

  it.each(KEYS)('refuses every forged cursor of sort=%s with 400 on the cursor field, and follows its own', async (sorted, takes) => {
    const sort = sorted.split('&')[0]!;
    for (const { name, cursor } of [...forgedCursors(sort, sort === 'newest' ? 'name' : 'newest'), ...mismatchedKeys(sort, takes)]) {
      const refused = await fetch(`${server.origin}/api/products?sort=${sorted}&cursor=${cursor}`);
      expect(refused.status, name).toBe(400);
      expect(((await refused.json()) as Problem).errors?.map((error) => error.field), name).toEqual(['cursor']);
    }
    const first = await page(`?sort=${sorted}&limit=2`);
    const second = await page(first.next!.replace('/api/products', ''));
    expect(second.wines.length).toBeGreaterThan(0);
    expect(second.wines.filter((wine) => first.wines.some((shown) => shown.id === wine.id))).toEqual([]);
  });
});

describe('GET /products: filters', () => {
  it('narrows by one or several categories, by price and by stock', async () => {
    const all = await walk('?limit=100');
    const expectSame = async (query: string, keep: (wine: CatalogueProduct) => boolean) => {
      const wines = await walk(`${query}&limit=100`);
      expect(wines.map((wine) => wine.id), query).toEqual(all.filter(keep).map((wine) => wine.id));
      expect((await page(`${query}&limit=1`)).total, query).toBe(String(wines.length));
    };
    await expectSame('?category=3', (wine) => wine.category.id === 3);
    await expectSame('?category=2&category=4', (wine) => [2, 4].includes(wine.category.id));
    await expectSame('?minPrice=1000&maxPrice=1500', (wine) => wine.unitPrice >= 1000 && wine.unitPrice <= 1500);
    await expectSame('?minPrice=2000', (wine) => wine.unitPrice >= 2000);
    await server.db.update(products).set({ stock: 0 }).where(eq(products.id, 4));
    await expectSame('?inStock=true', (wine) => wine.id !== 4 && wine.stock > 0);
    await expectSame('?inStock=true&category=1&maxPrice=1500', (wine) => wine.id !== 4 && wine.stock > 0 && wine.category.id === 1 && wine.unitPrice <= 1500);
    await server.db.update(products).set({ stock: 18 }).where(eq(products.id, 4));
  });
});

describe('GET /products: search', () => {
  const names = async (query: string) => (await walk(`${query}&limit=100`)).map((wine) => wine.name);

  it('ignores accents both ways: rose finds Rosé, vinedos finds Viñedos', async () => {
    const rose = await walk('?q=rose&limit=100');
    expect(rose.length).toBeGreaterThan(0);
    expect(rose.filter((wine) => wine.category.name === 'Rosé').length).toBe((await walk('?category=3&limit=100')).length);
    expect(await names('?q=vinedos')).toEqual(expect.arrayContaining([expect.stringContaining('Viñedos')]));
    expect(await names('?q=VIÑEDOS')).toEqual(await names('?q=vinedos'));
  });

  it('forgives a typo by the catalogue’s nearest words: tanat finds the Tannats', async () => {
    const tannat = await names('?q=tannat');
    expect(tannat.length).toBeGreaterThan(3);
    expect(await names('?q=tanat')).toEqual(tannat);
    expect(await names('?q=tanat%20reserva')).toEqual(await names('?q=tannat%20reserva'));
  });

  it('finds a wine by its whole name, short words and all', async () => {
    for (const name of ['Bodega Sol de Melilla Tannat Merlot', 'Bodega Rincón del Indio Rosé de Tannat']) expect(await names(`?q=${encodeURIComponent(name)}`)).toContain(name);
  });

  it('completes the word being typed, and lists wines whose name holds every word first', async () => {
    expect(await names('?q=reser')).toEqual(await names('?q=reserva'));
    // A word still being typed may be a word already (`ten`): the wines it is on its way to (`tenderloin`) are found
    // too, and once a space ends it, only that word's.
    const typing = await names('?q=ten');
    expect(typing).toEqual(expect.arrayContaining([...(await names('?q=tenderloin')), ...(await names('?q=ten%20'))]));
    expect(await names('?q=ten%20')).not.toEqual(expect.arrayContaining(await names('?q=tenderloin')));
    const wines = await walk('?q=tannat&limit=3');
    const inName = wines.findIndex((wine) => !/tannat/i.test(wine.name));
    expect(inName === -1 || wines.slice(inName).every((wine) => !/tannat/i.test(wine.name))).toBe(true);
  });

  it('answers an empty page, counted, for words nothing holds, and treats the shopper’s text as words only', async () => {
    for (const q of ['qqqzzzxxy', "tannat' | 'malbec", 'a:* & !b', '\\', '%_%']) {
      const answer = await page(`?q=${encodeURIComponent(q)}`);
      expect(answer.wines, q).toEqual([]);
      expect(answer.total, q).toBe('0');
    }
    expect((await page('?q=%20%20&limit=24')).wines).toHaveLength(24);
  });

  it('sorts and filters a search like the whole catalogue', async () => {
    const wines = await walk('?q=tannat&sort=price-desc&limit=2');
    expect(wines.length).toBeGreaterThan(2);
    expect(wines).toEqual([...wines].sort(ORDERS['price-desc']));
    expect(wines.map((wine) => wine.id).sort()).toEqual((await walk('?q=tannat&limit=100')).map((wine) => wine.id).sort());
  });
});

describe('GET /products/facets', () => {
  it('counts what each filter would leave, each facet ignoring its own filter', async () => {
    const all = await walk('?limit=100');
    const { data } = await server.client().GET('/products/facets', { params: { query: { category: [1], maxPrice: 1500 } } });
    expect(data!.estimated).toBe(false);
    const cheap = all.filter((wine) => wine.unitPrice <= 1500);
    expect(data!.total).toBe(cheap.filter((wine) => wine.category.id === 1).length);
    for (const category of data!.categories) expect(category.count, category.name).toBe(cheap.filter((wine) => wine.category.id === category.id).length);
    const reds = all.filter((wine) => wine.category.id === 1);
    for (const band of data!.priceBands) {
      expect(band.count, `${band.min}`).toBe(reds.filter((wine) => wine.unitPrice >= band.min && (band.max === null || wine.unitPrice <= band.max)).length);
    }
    expect(data!.inStock).toBe(reds.filter((wine) => wine.unitPrice <= 1500 && wine.stock > 0).length);
  });

  it('counts a search’s wines, typos forgiven', async () => {
    const { data } = await server.client().GET('/products/facets', { params: { query: { q: 'tanat' } } });
    expect(data!.total).toBe((await walk('?q=tannat&limit=100')).length);
    const { data: none } = await server.client().GET('/products/facets', { params: { query: { q: 'qqqzzzxxy' } } });
    expect(none!.total).toBe(0);
    expect(none!.categories.every((category) => category.count === 0)).toBe(true);
  });
});
