import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { allOf } from './filters';
import { jsonValue, rowsOf } from '../db/rows';

/** Up to this many matching wines are counted; above it the planner's estimate is given, marked as such. */
export const EXACT_COUNT_LIMIT = 500;

export interface Total {
  count: number;
  estimated: boolean;
}

/** The planner's estimate of the rows a query returns, from the table's statistics: no scan. */
export async function estimateRows(db: Queryable, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const plan = row ? jsonValue<{ Plan: { 'Plan Rows': number } }[]>(row['QUERY PLAN']) : [];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** About how many wines the catalogue holds, by the same statistics. */
export function catalogueEstimate(db: Queryable): Promise<number> {
  return estimateRows(db, sql`SELECT 1 FROM products p`);
}

/** The wines on sale that meet `conditions`, for a count or an estimate. */
export function matchesOf(conditions: SQL[]): SQL {
  return sql`SELECT 1 FROM products p WHERE ${allOf(conditions)}`;
}

/**
 * How many wines match: counted when few enough for the count to stay short, otherwise estimated.
 * A count that reaches the limit although the estimate was low falls back to the estimate (never
 * below the limit), so no request ever counts more than EXACT_COUNT_LIMIT + 1 wines. `few`: the
 * caller knows that few can match (a search's gathered wines), so they are counted without an estimate;
 * `estimated`: the caller has already asked the planner.
 */
export async function countMatches(db: Queryable, conditions: SQL[], few = false, estimated?: number): Promise<Total> {
  const matches = matchesOf(conditions);
  const estimate = few ? 0 : (estimated ?? (await estimateRows(db, matches)));
  if (estimate <= EXACT_COUNT_LIMIT) {
    const [row] = await rowsOf<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM (${matches} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS m`);
    const count = Number(row?.n ?? 0);
    if (count <= EXACT_COUNT_LIMIT) return { count, estimated: false };
  }
  return { count: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}
