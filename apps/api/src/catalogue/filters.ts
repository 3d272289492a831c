import { sql, type SQL } from 'drizzle-orm';
import { HttpProblem } from '../http/problem';

export type CatalogueSort = 'relevance' | 'name' | 'price-asc' | 'price-desc' | 'newest';

/** The catalogue's filters as the contract has already validated them. */
export interface CatalogueFilters {
  q?: string;
  category?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

/** The filters of a request, with a search text that is only spaces treated as no search. */
export function filtersOf(query: CatalogueFilters): CatalogueFilters {
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    const message = 'minPrice must not be above maxPrice.';
    throw new HttpProblem(400, message, { errors: [{ field: 'minPrice', message }] });
  }
  const q = query.q?.trim() ? query.q : undefined;
  return { ...query, q };
}

export type FilterPart = 'category' | 'price' | 'inStock';

/**
 * The conditions of every filter but the search text, over `products p`; `except` leaves one out,
 * which is what a facet counts against.
 */
export function filterConditions(filters: CatalogueFilters, except?: FilterPart): SQL[] {
  const conditions: SQL[] = [sql`p.deleted_at IS NULL`];
  if (except !== 'category' && filters.category?.length) conditions.push(sql`p.category_id = ANY(${`{${filters.category.join(',')}}`}::int[])`);
  if (except !== 'price' && filters.minPrice !== undefined) conditions.push(sql`p.unit_price >= ${filters.minPrice}`);
  if (except !== 'price' && filters.maxPrice !== undefined) conditions.push(sql`p.unit_price <= ${filters.maxPrice}`);
  if (except !== 'inStock' && filters.inStock) conditions.push(sql`p.stock > 0`);
  return conditions;
}

export function allOf(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` AND `);
}
