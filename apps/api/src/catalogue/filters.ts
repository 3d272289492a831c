import { sql, type SQL } from 'drizzle-orm';
import { DomainError } from '../errors';

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
    throw new DomainError('invalid', 'minPrice must not be above maxPrice.', { field: { name: 'minPrice', code: 'invalid' } });
  }
  const q = query.q?.trim() ? query.q : undefined;
  return { ...query, q };
}

/** The price bounds' conditions over `products p`. */
export function priceConditions({ minPrice, maxPrice }: CatalogueFilters): SQL[] {
  return [...(minPrice !== undefined ? [sql`p.unit_price >= ${minPrice}`] : []), ...(maxPrice !== undefined ? [sql`p.unit_price <= ${maxPrice}`] : [])];
}

/** The conditions of a wine on sale that every filter but the search text keeps, over `products p`. */
export function filterConditions(filters: CatalogueFilters): SQL[] {
  const conditions: SQL[] = [sql`p.deleted_at IS NULL`, ...priceConditions(filters)];
  if (filters.category?.length) conditions.push(sql`p.category_id = ANY(${`{${filters.category.join(',')}}`}::int[])`);
  if (filters.inStock) conditions.push(sql`p.stock > 0`);
  return conditions;
}

export function allOf(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` AND `);
}
