import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/rows';
import { DomainError } from '../errors';
import { sharedWhileRunning } from './shared-lookups';

export type CatalogueSort = 'relevance' | 'name' | 'price-asc' | 'price-desc' | 'newest';

/** The catalogue's filters as the contract has already validated them. */
export interface CatalogueFilters {
  q?: string;
  category?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Wine facts by what a shopper reads (names, years), any case and accents; a wine meeting one of each filter's values is kept. */
  grape?: string[];
  region?: string[];
  vintage?: number[];
  producer?: string[];
}

/** The filters of a request, with a search text that is only spaces treated as no search. */
export function filtersOf(query: CatalogueFilters): CatalogueFilters {
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new DomainError('invalid', 'priceRangeInverted', {}, { field: { name: 'minPrice', code: 'invalid' } });
  }
  const q = query.q?.trim() ? query.q : undefined;
  return { ...query, q };
}

/** The price bounds' conditions over `products p`. */
export function priceConditions({ minPrice, maxPrice }: CatalogueFilters): SQL[] {
  return [...(minPrice !== undefined ? [sql`p.unit_price >= ${minPrice}`] : []), ...(maxPrice !== undefined ? [sql`p.unit_price <= ${maxPrice}`] : [])];
}

/** Any of these names, folded as the grapes', regions' and producers' indexes fold them. */
export function foldedAny(names: readonly string[]): SQL {
  return sql`ANY(ARRAY[${sql.join(
    names.map((name) => sql`catalogue_fold(${name}::text)`),
    sql`, `,
  )}])`;
}

/** The producer filter over `products p`: it has no facet of its own, so every count applies it. */
export function producerConditions({ producer }: CatalogueFilters): SQL[] {
  return producer?.length ? [sql`catalogue_fold(p.producer) = ${foldedAny(producer)}`] : [];
}

/** The rows of the grapes and regions a request's filters name (null: no such filter; empty: a name no row has). */
export interface FactIds {
  grapes: number[] | null;
  regions: number[] | null;
}

export const NO_FACT_IDS: FactIds = { grapes: null, regions: null };

/**
 * The grapes' and regions' ids, looked up before the page's statement: the planner then knows from its
 * statistics how many wines a grape or region holds (a name in a subquery it cannot see through), and
 * walks the ids for Tannat's thousands where it gathers Garnacha's few from their index. `generation`:
 * a page's list and facets share one lookup (see `sharedWhileRunning`).
 */
export async function factIds(db: Queryable, { grape, region }: CatalogueFilters, generation?: number): Promise<FactIds> {
  if (!grape?.length && !region?.length) return NO_FACT_IDS;
  const named = (table: 'grapes' | 'regions', names: string[] | undefined) =>
    names?.length ? sql`ARRAY(SELECT id FROM ${sql.raw(table)} WHERE catalogue_fold(name) = ${foldedAny(names)} ORDER BY id)` : sql`NULL::int[]`;
  return sharedWhileRunning(db, `facts:${JSON.stringify([grape ?? [], region ?? []])}`, generation, async () => {
    const [row] = await rowsOf<FactIds>(db, sql`SELECT ${named('grapes', grape)} AS grapes, ${named('regions', region)} AS regions`);
    return row!;
  });
}

/** Ids as one array parameter: a statement's text stays the same however many there are. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

const anyId = (ids: readonly number[]) => sql`ANY(${intArray(ids)})`;

/** The grape, region and vintage filters over `products p`, each of which is a facet too. */
export function factConditions({ vintage }: CatalogueFilters, ids: FactIds): SQL[] {
  const conditions: SQL[] = [];
  // On the wine's own row (its GIN index), so a grape combines with a region or a vintage in one bitmap.
  if (ids.grapes) conditions.push(sql`p.grape_ids && ${intArray(ids.grapes)}`);
  if (ids.regions) conditions.push(sql`p.region_id = ${anyId(ids.regions)}`);
  if (vintage?.length) conditions.push(sql`p.vintage = ${anyId(vintage)}`);
  return conditions;
}

/** Every page's condition: the wine is on sale. */
const ON_SALE = sql`p.deleted_at IS NULL`;

/** Whether `conditions` (from filterConditions) only keep the wines on sale: the shopper narrowed nothing. */
export const onSaleOnly = (conditions: SQL[]) => conditions.length === 1 && conditions[0] === ON_SALE;

/** The conditions of a wine on sale that every filter but the search text keeps, over `products p` (`ids`: see `factIds`). */
export function filterConditions(filters: CatalogueFilters, ids: FactIds = NO_FACT_IDS): SQL[] {
  const conditions: SQL[] = [ON_SALE, ...priceConditions(filters), ...producerConditions(filters), ...factConditions(filters, ids)];
  if (filters.category?.length) conditions.push(sql`p.category_id = ${anyId(filters.category)}`);
  if (filters.inStock) conditions.push(sql`p.stock > 0`);
  return conditions;
}

export function allOf(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` AND `);
}
