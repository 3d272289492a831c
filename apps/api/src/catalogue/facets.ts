import { asc, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { categories } from '../db/schema';
import { allOf, filterConditions, priceConditions, type CatalogueFilters } from './filters';
import { rowsOf } from '../db/rows';
import { searchConditions, type SearchConditions } from './search-text';
import { EXACT_COUNT_LIMIT, estimateRows } from './totals';

/**
 * Price bands in UYU, from `min` to `max` both included (null: no top), so choosing one is the same
 * as the price filter's bounds; the cellar's list spans them evenly.
 */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 699 },
  { min: 700, max: 1199 },
  { min: 1200, max: 1999 },
  { min: 2000, max: 3499 },
  { min: 3500, max: null },
];

/** The sample's share of the catalogue's wines when too many are candidates to count: about this many wines. */
const SAMPLE_SIZE = 2000;
/**
 * A sample that finds fewer candidates than this is too thin to scale: the candidates are counted instead,
 * up to EXACT_COUNT_LIMIT, a floor. Thirty scale to within about a fifth (at 100,000 wines: 3,900 for the
 * 3,919 wines holding `syrah`, 3,150 for 3,892), where the floor said 468 for both, and cost no count.
 */
const THIN_SAMPLE = 30;

export interface Facets {
  total: number;
  estimated: boolean;
  categories: { id: number; name: string; count: number }[];
  priceBands: { min: number; max: number | null; count: number }[];
  inStock: number;
}

/** One cell of the candidates: every combination of category, price band, stock and price bounds, counted. */
interface Cell {
  category_id: number;
  band: number;
  in_stock: boolean;
  in_range: boolean;
  n: number | string;
}

/** How many wines the cells hold. */
const winesIn = (cells: Cell[]) => cells.reduce((sum, cell) => sum + Number(cell.n), 0);

const bandOf = sql.raw(`CASE ${PRICE_BANDS.slice(1)
  .map((band, index) => `WHEN p.unit_price < ${band.min} THEN ${index}`)
  .join(' ')} ELSE ${PRICE_BANDS.length - 1} END`);

function cellsQuery(source: SQL, conditions: SQL[], filters: CatalogueFilters, limit?: number): SQL {
  const inRange = allOf([sql`true`, ...priceConditions(filters)]);
  const candidates = sql`SELECT p.category_id, ${bandOf} AS band, p.stock > 0 AS in_stock, ${inRange} AS in_range FROM ${source} WHERE ${allOf(conditions)}${limit ? sql` LIMIT ${limit}` : sql``}`;
  return sql`SELECT category_id, band, in_stock, in_range, count(*) AS n FROM (${candidates}) AS c GROUP BY 1, 2, 3, 4`;
}

/**
 * Where a sample is drawn from, with the conditions its wines must meet. A search's sample is taken from
 * the search table: each sampled wine's document is checked as it is read, and only the wines holding
 * the search are looked up. Sampling the wines and keeping those the search index finds would read every
 * wine holding a common word (11,600 for `tannat` at 100,000 wines: 13-25 ms on PGlite) to keep the
 * few hundred in the sample (5-12 ms this way).
 */
function sampleOf(percent: number, onSale: SQL[], found: SearchConditions | undefined): { source: SQL; conditions: SQL[] } {
  const sampled = (table: SQL) => sql`${table} TABLESAMPLE SYSTEM (${percent}) REPEATABLE (12)`;
  if (!found) return { source: sampled(sql`products p`), conditions: onSale };
  return { source: sql`${sampled(sql`product_search s`)} JOIN products p ON p.id = s.product_id`, conditions: [...onSale, found.sampled] };
}

/**
 * The counts behind the catalogue's filters. Every facet's candidates are the wines matching the
 * search text; each facet then applies every filter but its own. They all come from one grouped
 * count of the candidates, exact up to EXACT_COUNT_LIMIT candidates; above it, from a sample of the
 * catalogue's pages (for a search, of the search table's) scaled up (TABLESAMPLE, with a fixed seed so
 * a reload shows the same numbers). `generation`: see `searchConditions`.
 */
export async function catalogueFacets(db: Queryable, filters: CatalogueFilters, generation?: number): Promise<Facets> {
  const found = filters.q ? await searchConditions(db, filters.q, generation) : undefined;
  // Only categories with a wine on sale: an empty one (just made in the back office) is no filter for a shopper.
  const names = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`EXISTS (SELECT 1 FROM products p WHERE p.category_id = ${categories.id} AND p.deleted_at IS NULL)`)
    .orderBy(asc(categories.id));
  if (found === null) return summarise([], 1, false, filters, names);
  // The wines on sale that hold the search; every other filter is a facet of its own.
  const onSale = filterConditions({});
  const conditions = [...onSale, ...(found ? [found.counted] : [])];
  const takeSample = async (): Promise<Facets | null> => {
    const wines = await estimateRows(db, sql`SELECT 1 FROM products p`);
    const percent = Math.min(100, (100 * SAMPLE_SIZE) / Math.max(wines, 1));
    const drawn = sampleOf(percent, onSale, found);
    const sampled = await rowsOf<Cell>(db, cellsQuery(drawn.source, drawn.conditions, filters));
    return winesIn(sampled) >= THIN_SAMPLE ? summarise(sampled, 100 / percent, true, filters, names) : null;
  };
  // The same seed reads the same pages: a thin sample taken early is not taken again after the count.
  let sampled: Promise<Facets | null> | undefined;
  const sample = () => (sampled ??= takeSample());
  // A search knows from its gathering whether it is held by many wines (the rest, at most the gathered
  // few, are counted), whatever the planner estimates: for words that go together (`late harvest`) it
  // multiplies their shares and expects a few dozen. Without a search, the planner's estimate decides.
  const many = found ? found.many : (await estimateRows(db, sql`SELECT 1 FROM products p WHERE ${allOf(conditions)}`)) > EXACT_COUNT_LIMIT * 2;
  const early = many ? await sample() : null;
  if (early) return early;
  const cells = await rowsOf<Cell>(db, cellsQuery(sql`products p`, conditions, filters, EXACT_COUNT_LIMIT + 1));
  if (winesIn(cells) <= EXACT_COUNT_LIMIT) return summarise(cells, 1, false, filters, names);
  // Many candidates, yet too few in the sample to scale: the counted ones are a floor, marked estimated.
  return (await sample()) ?? summarise(cells, 1, true, filters, names);
}

function summarise(cells: Cell[], scale: number, estimated: boolean, filters: CatalogueFilters, names: { id: number; name: string }[]): Facets {
  const chosen = new Set(filters.category ?? []);
  const inCategory = (cell: Cell) => chosen.size === 0 || chosen.has(cell.category_id);
  const inStock = (cell: Cell) => !filters.inStock || cell.in_stock;
  const count = (keep: (cell: Cell) => boolean) => Math.round(winesIn(cells.filter(keep)) * scale);
  return {
    total: count((cell) => inCategory(cell) && cell.in_range && inStock(cell)),
    estimated,
    categories: names.map(({ id, name }) => ({ id, name, count: count((cell) => cell.category_id === id && cell.in_range && inStock(cell)) })),
    priceBands: PRICE_BANDS.map((band, index) => ({ ...band, count: count((cell) => cell.band === index && inCategory(cell) && inStock(cell)) })),
    inStock: count((cell) => cell.in_stock && inCategory(cell) && cell.in_range),
  };
}
