import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SORTS,
  CATALOGUE_TEXT_MAX_LENGTH,
  EMPTY_CATALOGUE_QUERY,
  activeFilterCount,
  catalogueSearch,
  clearFilters,
  normalizeCatalogueQuery,
  parseCatalogueSearch,
  sameCatalogueQuery,
  type CatalogueQuery,
} from './catalogueQuery';

const parse = (search: string) => parseCatalogueSearch(new URLSearchParams(search));
const query = (changes: Partial<CatalogueQuery>): CatalogueQuery => ({ ...EMPTY_CATALOGUE_QUERY, ...changes });

describe('parseCatalogueSearch', () => {
  it('reads every parameter of the shop URL', () => {
    expect(parse('q=tannat&category=1&category=3&minPrice=500&maxPrice=2000&inStock=true&grape=Tannat&grape=Merlot&region=Canelones&vintage=2021&sort=price-asc&cursor=abc.1')).toEqual({
      query: { q: 'tannat', categoryIds: [1, 3], minPrice: 500, maxPrice: 2000, inStock: true, grapes: ['Merlot', 'Tannat'], regions: ['Canelones'], vintages: [2021], sort: 'price-asc' },
      cursor: 'abc.1',
    });
  });

  it('gives the empty query for an empty search', () => {
    expect(parse('')).toEqual({ query: EMPTY_CATALOGUE_QUERY, cursor: null });
  });

  it('trims the text, collapses its whitespace and keeps at most 100 characters', () => {
    expect(parse('q=%20%20old%20%20%0A vines%09').query.q).toBe('old vines');
    const long = parse(`q=${'a'.repeat(99)}%20bcd`).query.q;
    expect(long).toBe('a'.repeat(99));
    expect(parse(`q=${'b'.repeat(150)}`).query.q).toHaveLength(CATALOGUE_TEXT_MAX_LENGTH);
  });

  it('never cuts a character in half', () => {
    const q = parse(`q=${encodeURIComponent('🍷'.repeat(120))}`).query.q;
    expect(Array.from(q)).toHaveLength(CATALOGUE_TEXT_MAX_LENGTH);
    expect(q).toBe('🍷'.repeat(CATALOGUE_TEXT_MAX_LENGTH));
  });

  it('drops categories that are not positive whole numbers, repeats included, and sorts the rest', () => {
    const search = ['5', 'x', '2', '5', '-1', '0', '1.5', '', '99999999999'].map((id) => `category=${id}`).join('&');
    expect(parse(search).query.categoryIds).toEqual([2, 5]);
  });

  it('ignores malformed and negative prices', () => {
    for (const bad of ['-5', 'abc', '1.5', '', '1e3', '99999999999']) {
      expect(parse(`minPrice=${bad}&maxPrice=${bad}`).query, bad).toMatchObject({ minPrice: null, maxPrice: null });
    }
    expect(parse('minPrice=0&maxPrice=0700').query).toMatchObject({ minPrice: 0, maxPrice: 700 });
  });

  it('swaps a minimum above the maximum back', () => {
    expect(parse('minPrice=2000&maxPrice=500').query).toMatchObject({ minPrice: 500, maxPrice: 2000 });
  });

  it('turns an unknown sort into relevance and only inStock=true into in stock', () => {
    expect(parse('sort=cheapest').query.sort).toBe('relevance');
    expect(parse('sort=PRICE-ASC').query.sort).toBe('relevance');
    for (const sort of CATALOGUE_SORTS) expect(parse(`sort=${sort}`).query.sort).toBe(sort);
    expect(parse('inStock=1').query.inStock).toBe(false);
    expect(parse('inStock=false').query.inStock).toBe(false);
  });

  it('keeps each grape and region once whatever its capitals, and drops blank, overlong names and years no wine has', () => {
    const search = ['grape=Tannat', 'grape=%20tannat%20', 'grape=', `grape=${'x'.repeat(61)}`, 'region=San%20%20José', 'vintage=2021', 'vintage=2021', 'vintage=1799', 'vintage=abc', 'vintage=2019'].join('&');
    expect(parse(search).query).toMatchObject({ grapes: ['Tannat'], regions: ['San José'], vintages: [2019, 2021] });
  });

  it('ignores unknown parameters and takes the first of a repeated single one', () => {
    expect(parse('utm_source=mail&q=merlot&q=malbec&sort=name&sort=newest').query).toEqual(query({ q: 'merlot', sort: 'name' }));
  });

  it('reads an empty cursor as none', () => {
    expect(parse('cursor=').cursor).toBeNull();
  });
});

describe('catalogueSearch', () => {
  it('writes the parameters in a fixed order and leaves the defaults out', () => {
    const search = catalogueSearch(
      { sort: 'newest', vintages: [2021], regions: ['Canelones'], grapes: ['Tannat'], inStock: true, maxPrice: 2000, minPrice: 500, categoryIds: [3, 1], q: 'tannat de lujo' },
      'c/2=',
    );
    expect(search.toString()).toBe('q=tannat+de+lujo&category=1&category=3&minPrice=500&maxPrice=2000&inStock=true&grape=Tannat&region=Canelones&vintage=2021&sort=newest&cursor=c%2F2%3D');
    expect(catalogueSearch(EMPTY_CATALOGUE_QUERY).toString()).toBe('');
    expect(catalogueSearch(query({ q: '   ', sort: 'relevance', inStock: false }), null).toString()).toBe('');
  });

  it('writes one URL for every spelling of a query', () => {
    const a = catalogueSearch(query({ q: ' old  vines ', categoryIds: [2, 1, 2], minPrice: 900, maxPrice: 100 })).toString();
    const b = catalogueSearch(query({ q: 'old vines', categoryIds: [1, 2], minPrice: 100, maxPrice: 900 })).toString();
    expect(a).toBe(b);
  });

  it('round-trips with parseCatalogueSearch over many generated queries', () => {
    const random = seededRandom(20240611);
    for (let run = 0; run < 2000; run += 1) {
      const generated = randomQuery(random);
      const cursor = random() < 0.5 ? null : randomText(random, 12);
      const search = catalogueSearch(generated, cursor);
      const read = parseCatalogueSearch(new URLSearchParams(search.toString()));
      const where = `run ${run}: ${JSON.stringify(generated)}`;
      expect(read.query, where).toEqual(normalizeCatalogueQuery(generated));
      expect(read.cursor, where).toBe(cursor || null);
      expect(catalogueSearch(read.query, read.cursor).toString(), where).toBe(search.toString());
      expect(normalizeCatalogueQuery(read.query), where).toEqual(read.query);
    }
  });
});

describe('sameCatalogueQuery', () => {
  it('compares what the queries find, not how they are spelled', () => {
    expect(sameCatalogueQuery(query({ categoryIds: [2, 1], q: 'rosé ' }), query({ categoryIds: [1, 2], q: 'rosé' }))).toBe(true);
    expect(sameCatalogueQuery(query({ sort: 'name' }), query({ sort: 'newest' }))).toBe(false);
    expect(sameCatalogueQuery(query({ minPrice: 0 }), EMPTY_CATALOGUE_QUERY)).toBe(false);
  });
});

describe('activeFilterCount and clearFilters', () => {
  it('counts each category, grape, region and year, the price range once and in-stock, never the text or the sort', () => {
    expect(activeFilterCount(query({ grapes: ['Tannat', 'Merlot'], regions: ['Canelones'], vintages: [2021] }))).toBe(4);
    expect(activeFilterCount(EMPTY_CATALOGUE_QUERY)).toBe(0);
    expect(activeFilterCount(query({ q: 'malbec', sort: 'name' }))).toBe(0);
    expect(activeFilterCount(query({ categoryIds: [1, 2], minPrice: 100, maxPrice: 900, inStock: true }))).toBe(4);
    expect(activeFilterCount(query({ maxPrice: 900 }))).toBe(1);
  });

  it('clears the text and the filters but keeps the sort', () => {
    const cleared = clearFilters({ q: 'tannat', categoryIds: [1], minPrice: 1, maxPrice: 2, inStock: true, grapes: ['Tannat'], regions: ['Rivera'], vintages: [2019], sort: 'price-desc' });
    expect(cleared).toEqual(query({ sort: 'price-desc' }));
    expect(activeFilterCount(cleared)).toBe(0);
  });
});

/** mulberry32: a fixed seed makes every run check the same queries, so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Characters that URLs, URLSearchParams and whitespace handling get wrong most often.
const ALPHABET = ['a', 'Z', '7', ' ', '  ', '\t', '\n', '+', '&', '=', '%', '?', '#', '/', 'é', 'ñ', '🍷', '"', "'", '\u00a0'];

function randomText(random: () => number, maxLength: number): string {
  const length = Math.floor(random() * maxLength);
  return Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
}

function randomPrice(random: () => number): number | null {
  const roll = random();
  if (roll < 0.4) return null;
  if (roll < 0.45) return -Math.floor(random() * 100) - 1;
  if (roll < 0.5) return 0;
  return Math.floor(random() * 10_000);
}

function randomQuery(random: () => number): CatalogueQuery {
  return {
    q: randomText(random, random() < 0.1 ? 160 : 20),
    categoryIds: Array.from({ length: Math.floor(random() * 5) }, () => Math.floor(random() * 8)),
    minPrice: randomPrice(random),
    maxPrice: randomPrice(random),
    inStock: random() < 0.5,
    grapes: Array.from({ length: Math.floor(random() * 3) }, () => randomText(random, 8)),
    regions: Array.from({ length: Math.floor(random() * 3) }, () => randomText(random, 8)),
    vintages: Array.from({ length: Math.floor(random() * 3) }, () => 1790 + Math.floor(random() * 240)),
    sort: CATALOGUE_SORTS[Math.floor(random() * CATALOGUE_SORTS.length)] ?? 'relevance',
  };
}
