import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { textInLocale } from './content';
import { allOf, factIds, filterConditions, intArray, onSaleOnly, priceConditions, producerConditions, type CatalogueFilters } from './filters';
import { jsonRowsOf, jsonValue, rowsOf } from '../db/rows';
import { searchConditions, type SearchConditions } from './search-text';
import { catalogueEstimate, EXACT_COUNT_LIMIT, estimateRows, matchesOf } from './totals';

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
/** The grapes, regions and vintages a facet names: those with most wines (and any chosen besides). */
const TOP_VALUES = 20;

export interface Facets {
  total: number;
  estimated: boolean;
  categories: { id: number; name: string; count: number }[];
  priceBands: { min: number; max: number | null; count: number }[];
  inStock: number;
  grapes: { value: string; count: number }[];
  regions: { value: string; count: number }[];
  vintages: { value: number; count: number }[];
}

/** One cell of the candidates: every combination of category, price band, stock, price bounds, region, vintage and grapes, counted. */
interface Cell {
  category_id: number;
  band: number;
  in_stock: boolean;
  in_range: boolean;
  region_id: number | null;
  vintage: number | null;
  grape_ids: number[];
  n: number | string;
}

/** The ids of the grapes and regions the filters name (null: no such filter), and the years. */
interface Chosen {
  grapes: Set<number> | null;
  regions: Set<number> | null;
  vintages: Set<number> | null;
}

/** What the facets call the grapes and regions by id. */
interface Names {
  categories: { id: number; name: string }[];
  grapes: Map<number, string>;
  regions: Map<number, string>;
}

/** How many wines the cells hold. */
const winesIn = (cells: Cell[]) => cells.reduce((sum, cell) => sum + Number(cell.n), 0);

const bandOf = sql.raw(`CASE ${PRICE_BANDS.slice(1)
  .map((band, index) => `WHEN p.unit_price < ${band.min} THEN ${index}`)
  .join(' ')} ELSE ${PRICE_BANDS.length - 1} END`);

/** The cells of the wines `conditions` keep: about as many as a sample's wines, so read with jsonRowsOf. */
function cellsQuery(source: SQL, conditions: SQL[], filters: CatalogueFilters, limit?: number): SQL {
  const inRange = allOf([sql`true`, ...priceConditions(filters)]);
  // A wine's grapes are one sorted array on its row (kept by product_grapes' trigger), so its blend is one cell and counts for each grape once.
  const candidates = sql`SELECT p.category_id, ${bandOf} AS band, p.stock > 0 AS in_stock, ${inRange} AS in_range, p.region_id, p.vintage, p.grape_ids
    FROM ${source} WHERE ${allOf(conditions)}${limit ? sql` LIMIT ${limit}` : sql``}`;
  return sql`SELECT category_id, band, in_stock, in_range, region_id, vintage, grape_ids, count(*) AS n FROM (${candidates}) AS c GROUP BY 1, 2, 3, 4, 5, 6, 7`;
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
 * a reload shows the same numbers). `generation`: see `searchConditions`; the categories are named in `locale`.
 */
export async function catalogueFacets(db: Queryable, filters: CatalogueFilters, generation?: number, locale: Locale = DEFAULT_LOCALE): Promise<Facets> {
  const found = filters.q ? await searchConditions(db, filters.q, generation) : undefined;
  const ids = await factIds(db, filters, generation);
  const toSet = <T>(values: T[] | null | undefined) => (values ? new Set(values) : null);
  const chosen: Chosen = { grapes: toSet(ids.grapes), regions: toSet(ids.regions), vintages: filters.vintage?.length ? new Set(filters.vintage) : null };
  const summary = async (cells: Cell[], scale: number, estimated: boolean) => summarise(cells, scale, estimated, filters, chosen, await namesOf(db, cells, locale));
  if (found === null) return summary([], 1, false);
  // The wines on sale that hold the search, of the producers asked for (a filter with no facet); every other filter is a facet of its own.
  const onSale = [...filterConditions({}), ...producerConditions(filters)];
  const conditions = [...onSale, ...(found ? [found.counted] : [])];
  // Without a search, the planner's estimate of the candidates (see `many`); when they are every wine on
  // sale, it also sizes the sample (one EXPLAIN, not two).
  const candidates = found ? undefined : await estimateRows(db, matchesOf(conditions));
  const takeSample = async (): Promise<Facets | null> => {
    const wines = candidates !== undefined && onSaleOnly(conditions) ? candidates : await catalogueEstimate(db);
    const percent = Math.min(100, (100 * SAMPLE_SIZE) / Math.max(wines, 1));
    const drawn = sampleOf(percent, onSale, found);
    const sampled = await jsonRowsOf<Cell>(db, cellsQuery(drawn.source, drawn.conditions, filters));
    return winesIn(sampled) >= THIN_SAMPLE ? summary(sampled, 100 / percent, true) : null;
  };
  // The same seed reads the same pages: a thin sample taken early is not taken again after the count.
  let sampled: Promise<Facets | null> | undefined;
  const sample = () => (sampled ??= takeSample());
  // A search knows from its gathering whether it is held by many wines (the rest, at most the gathered
  // few, are counted), whatever the planner estimates: for words that go together (`late harvest`) it
  // multiplies their shares and expects a few dozen. Without a search, the planner's estimate decides.
  const many = found ? found.many : (candidates ?? 0) > EXACT_COUNT_LIMIT * 2;
  const early = many ? await sample() : null;
  if (early) return early;
  const cells = await jsonRowsOf<Cell>(db, cellsQuery(sql`products p`, conditions, filters, EXACT_COUNT_LIMIT + 1));
  if (winesIn(cells) <= EXACT_COUNT_LIMIT) return summary(cells, 1, false);
  // Many candidates, yet too few in the sample to scale: the counted ones are a floor, marked estimated.
  return (await sample()) ?? summary(cells, 1, true);
}

/**
 * The categories' names in `locale`, and those of the grapes and regions the cells hold, in one statement
 * (on the embedded database each statement costs about 0.6 ms before any work). Only categories with a
 * wine on sale: an empty one (just made in the back office) is no filter for a shopper.
 */
async function namesOf(db: Queryable, cells: Cell[], locale: Locale): Promise<Names> {
  type Named = { id: number; name: string }[];
  const grapeIds = [...new Set(cells.flatMap((cell) => cell.grape_ids))];
  const regionIds = [...new Set(cells.flatMap((cell) => (cell.region_id === null ? [] : [cell.region_id])))];
  const named = (table: 'grapes' | 'regions', ids: number[]) =>
    sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'name', name)), '[]'::json) FROM ${sql.raw(table)} WHERE id = ANY(${intArray(ids)}))`;
  const categoryName = textInLocale(sql`c.name`, sql`c.translations`, 'name', locale);
  const [row] = await rowsOf<{ categories: unknown; grapes: unknown; regions: unknown }>(
    db,
    sql`SELECT (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', ${categoryName}) ORDER BY c.id), '[]'::json) FROM categories c
                WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.deleted_at IS NULL)) AS categories,
               ${named('grapes', grapeIds)} AS grapes, ${named('regions', regionIds)} AS regions`,
  );
  const byId = (value: unknown) => new Map(jsonValue<Named>(value).map(({ id, name }) => [id, name]));
  return { categories: jsonValue<Named>(row!.categories), grapes: byId(row!.grapes), regions: byId(row!.regions) };
}

/** The values with most wines, largest first (then by value), and any chosen value besides. */
function topValues<Value extends string | number>(counts: Map<Value, number>, chosen: (value: Value) => boolean): { value: Value; count: number }[] {
  const ranked = [...counts]
    .map(([value, count]) => ({ value, count }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
  return ranked.filter((entry, index) => index < TOP_VALUES || chosen(entry.value));
}

function summarise(cells: Cell[], scale: number, estimated: boolean, filters: CatalogueFilters, chosen: Chosen, names: Names): Facets {
  const categoriesChosen = new Set(filters.category ?? []);
  type Facet = 'category' | 'price' | 'stock' | 'grape' | 'region' | 'vintage';
  const keeps: Record<Facet, (cell: Cell) => boolean> = {
    category: (cell) => categoriesChosen.size === 0 || categoriesChosen.has(cell.category_id),
    price: (cell) => cell.in_range,
    stock: (cell) => !filters.inStock || cell.in_stock,
    grape: (cell) => !chosen.grapes || cell.grape_ids.some((id) => chosen.grapes!.has(id)),
    region: (cell) => !chosen.regions || (cell.region_id !== null && chosen.regions.has(cell.region_id)),
    vintage: (cell) => !chosen.vintages || (cell.vintage !== null && chosen.vintages.has(cell.vintage)),
  };
  // Each facet applies every filter but its own.
  const facetOf = (own: Facet | null) => cells.filter((cell) => (Object.keys(keeps) as Facet[]).every((facet) => facet === own || keeps[facet](cell)));
  const scaled = (n: number) => Math.round(n * scale);
  const count = (of: Cell[], keep: (cell: Cell) => boolean = () => true) => scaled(winesIn(of.filter(keep)));
  const tally = <Value>(of: Cell[], valuesOf: (cell: Cell) => Value[]) => {
    const counts = new Map<Value, number>();
    for (const cell of of) for (const value of valuesOf(cell)) counts.set(value, (counts.get(value) ?? 0) + Number(cell.n));
    return new Map([...counts].map(([value, n]) => [value, scaled(n)]));
  };
  const byName = (counts: Map<number, number>, labels: Map<number, string>) => new Map([...counts].map(([id, n]) => [labels.get(id) ?? String(id), n]));
  const chosenNames = (ids: Set<number> | null, labels: Map<number, string>) => new Set([...(ids ?? [])].map((id) => labels.get(id)));
  const grapesChosen = chosenNames(chosen.grapes, names.grapes);
  const regionsChosen = chosenNames(chosen.regions, names.regions);
  const inCategories = facetOf('category');
  const inBands = facetOf('price');
  return {
    total: count(facetOf(null)),
    estimated,
    categories: names.categories.map(({ id, name }) => ({ id, name, count: count(inCategories, (cell) => cell.category_id === id) })),
    priceBands: PRICE_BANDS.map((band, index) => ({ ...band, count: count(inBands, (cell) => cell.band === index) })),
    inStock: count(facetOf('stock'), (cell) => cell.in_stock),
    grapes: topValues(byName(tally(facetOf('grape'), (cell) => cell.grape_ids), names.grapes), (value) => grapesChosen.has(value)),
    regions: topValues(byName(tally(facetOf('region'), (cell) => (cell.region_id === null ? [] : [cell.region_id])), names.regions), (value) => regionsChosen.has(value)),
    vintages: topValues(tally(facetOf('vintage'), (cell) => (cell.vintage === null ? [] : [cell.vintage])), (value) => chosen.vintages?.has(value) ?? false),
  };
}
