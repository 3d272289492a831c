import { GrapeNameBounds, PlaceNameBounds, VintageYearBounds } from '@cellar/api-client/contract';

/**
 * The catalogue's search and filters (Our wines), as the shop's URL, the machines and the API's query
 * string all spell them. One query has exactly one canonical URL, so a shared or bookmarked link, the
 * back button and the server-rendered page all agree on what is being shown.
 */

export const CATALOGUE_SORTS = ['relevance', 'name', 'price-asc', 'price-desc', 'newest'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export interface CatalogueQuery {
  /** Search text, normalized: trimmed, inner whitespace collapsed, at most CATALOGUE_TEXT_MAX_LENGTH characters. */
  q: string;
  /** Category ids, ascending and without repeats; a wine of any of them matches. */
  categoryIds: number[];
  /** Whole UYU, inclusive; null leaves that side open. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** Grapes and regions by the names the facets give (the API ignores case and accents), sorted, without repeats; a wine of any matches. */
  grapes: string[];
  regions: string[];
  /** Harvest years, ascending. */
  vintages: number[];
  sort: CatalogueSort;
}

export const EMPTY_CATALOGUE_QUERY: CatalogueQuery = { q: '', categoryIds: [], minPrice: null, maxPrice: null, inStock: false, grapes: [], regions: [], vintages: [], sort: 'relevance' };

export const CATALOGUE_PAGE_SIZE = 24;

/** Longer text is cut, not refused: a pasted paragraph still searches its beginning. */
export const CATALOGUE_TEXT_MAX_LENGTH = 100;

/**
 * The catalogue completes the last word of a search from this many letters ('ten' finds Tenderloin);
 * a shorter one only matches a whole word, and one or two letters almost never are one.
 */
export const SEARCH_COMPLETES_FROM = 3;

/**
 * Whether text still being typed is worth a search before Enter: emptied, or ending in a word long
 * enough to complete. Otherwise the shop keeps what it shows, rather than 'No wines match' after the
 * first letter.
 */
export function searchesWhileTyping(text: string): boolean {
  const last = normalizeCatalogueText(text).split(' ').at(-1)!;
  return last === '' || Array.from(last).length >= SEARCH_COMPLETES_FROM;
}

/** Ids and prices are PostgreSQL integers; a larger number could never match and the API would refuse it. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

const SORTS: ReadonlySet<string> = new Set(CATALOGUE_SORTS);

/** Search text as the query keeps it. Counts code points, so a cut never splits an emoji. */
export function normalizeCatalogueText(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const codePoints = Array.from(collapsed);
  return codePoints.length <= CATALOGUE_TEXT_MAX_LENGTH ? collapsed : codePoints.slice(0, CATALOGUE_TEXT_MAX_LENGTH).join('').trimEnd();
}

/**
 * The same query in its one canonical form: what parseCatalogueSearch would read back from its URL.
 * Values that could only come from a bug or a hand-edited URL (fractions, negatives, unknown sorts)
 * are dropped rather than thrown, as the URL parser does.
 */
export function normalizeCatalogueQuery(query: CatalogueQuery): CatalogueQuery {
  let minPrice = wholeOrNull(query.minPrice, 0);
  let maxPrice = wholeOrNull(query.maxPrice, 0);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const categoryIds = [...new Set(query.categoryIds.filter((id) => wholeOrNull(id, 1) !== null))].sort((a, b) => a - b);
  const vintages = [...new Set(query.vintages.filter((year) => Number.isInteger(year) && year >= VintageYearBounds.minimum && year <= VintageYearBounds.maximum))].sort(
    (a, b) => a - b,
  );
  return {
    q: normalizeCatalogueText(query.q),
    categoryIds,
    minPrice,
    maxPrice,
    inStock: query.inStock === true,
    grapes: factNames(query.grapes, GrapeNameBounds.maxLength),
    regions: factNames(query.regions, PlaceNameBounds.maxLength),
    vintages,
    sort: SORTS.has(query.sort) ? query.sort : 'relevance',
  };
}

/**
 * Reads the shop's `/our-wines?…` search. Lenient like a real shop: an unknown or malformed value is
 * ignored, never an error page, because links get mangled by chat apps, trackers and hand edits.
 */
export function parseCatalogueSearch(params: URLSearchParams): { query: CatalogueQuery; cursor: string | null } {
  const query = normalizeCatalogueQuery({
    q: params.get('q') ?? '',
    categoryIds: params.getAll('category').flatMap((value) => {
      const id = parseWhole(value);
      return id === null ? [] : [id];
    }),
    minPrice: parseWhole(params.get('minPrice')),
    maxPrice: parseWhole(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    grapes: params.getAll('grape'),
    regions: params.getAll('region'),
    vintages: params.getAll('vintage').flatMap((value) => {
      const year = parseWhole(value);
      return year === null ? [] : [year];
    }),
    sort: (params.get('sort') ?? 'relevance') as CatalogueSort,
  });
  return { query, cursor: params.get('cursor') || null };
}

/**
 * The canonical search of a query: parameters in a fixed order, defaults left out. The API takes the
 * same parameters (plus `limit`), so this also builds its query string.
 */
export function catalogueSearch(query: CatalogueQuery, cursor?: string | null): URLSearchParams {
  const { q, categoryIds, minPrice, maxPrice, inStock, grapes, regions, vintages, sort } = normalizeCatalogueQuery(query);
  const params = new URLSearchParams();
  if (q) params.append('q', q);
  for (const id of categoryIds) params.append('category', String(id));
  if (minPrice !== null) params.append('minPrice', String(minPrice));
  if (maxPrice !== null) params.append('maxPrice', String(maxPrice));
  if (inStock) params.append('inStock', 'true');
  for (const grape of grapes) params.append('grape', grape);
  for (const region of regions) params.append('region', region);
  for (const vintage of vintages) params.append('vintage', String(vintage));
  if (sort !== 'relevance') params.append('sort', sort);
  if (cursor) params.append('cursor', cursor);
  return params;
}

/** Same results: two queries that differ only in spelling (order of ids, spaces) are the same. */
export function sameCatalogueQuery(a: CatalogueQuery, b: CatalogueQuery): boolean {
  return catalogueSearch(a).toString() === catalogueSearch(b).toString();
}

/**
 * The number on a "Filters" button: one per category, grape, region and year chosen, one for the price
 * range (either bound or both, as the range is one control) and one for in-stock. Search text and sort are not filters.
 */
export function activeFilterCount(query: CatalogueQuery): number {
  const { categoryIds, minPrice, maxPrice, inStock, grapes, regions, vintages } = normalizeCatalogueQuery(query);
  return categoryIds.length + (minPrice !== null || maxPrice !== null ? 1 : 0) + (inStock ? 1 : 0) + grapes.length + regions.length + vintages.length;
}

/**
 * "Clear filters" starts the catalogue over, search text included (a search that found nothing is
 * usually what the shopper wants gone), but keeps the order they chose.
 */
export function clearFilters(query: CatalogueQuery): CatalogueQuery {
  return { ...EMPTY_CATALOGUE_QUERY, sort: normalizeCatalogueQuery(query).sort };
}

/**
 * Names trimmed, blank ones and those longer than the contract's `maxLength` dropped (no wine could have
 * them), one of each whatever its capitals, in alphabetical order.
 */
function factNames(names: readonly string[], maxLength: number): string[] {
  const kept = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.replace(/\s+/g, ' ').trim();
    if (trimmed && trimmed.length <= maxLength && !kept.has(trimmed.toLowerCase())) kept.set(trimmed.toLowerCase(), trimmed);
  }
  return [...kept.values()].sort((a, b) => a.localeCompare(b, 'en'));
}

function parseWhole(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

function wholeOrNull(value: number | null, min: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_DATABASE_INTEGER ? value : null;
}
