import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { decodeCursor, encodeCursor, type Cursor } from './cursor';
import { allOf, filterConditions, type CatalogueFilters, type CatalogueSort } from './filters';
import { rowsOf } from '../db/rows';
import { searchConditions, type SearchConditions } from './search-text';
import { countMatches, type Total } from './totals';

export interface CatalogueItem {
  id: number;
  name: string;
  img: string;
  unitPrice: number;
  stock: number;
  category: { id: number; name: string };
}

export interface CataloguePage {
  items: CatalogueItem[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
  total: Total;
}

interface Row {
  id: number;
  name: string;
  img: string;
  unit_price: number;
  stock: number;
  category_id: number;
  category_name: string;
  name_key: string;
}

interface Keyset {
  order: SQL;
  after: (cursor: Cursor) => SQL;
  key?: (row: Row) => string | number;
}

/** Each sort walks its own index (schema.ts) in order, starting just after the cursor's wine. */
const KEYSETS: Record<Exclude<CatalogueSort, 'relevance'>, Keyset> & { catalogue: Keyset } = {
  catalogue: { order: sql`p.id`, after: (c) => sql`p.id > ${c.id}` },
  newest: { order: sql`p.id DESC`, after: (c) => sql`p.id < ${c.id}` },
  name: { order: sql`catalogue_fold(p.name), p.id`, after: (c) => sql`(catalogue_fold(p.name), p.id) > (${c.key}::text, ${c.id}::int)`, key: (row) => row.name_key },
  'price-asc': { order: sql`p.unit_price, p.id`, after: (c) => sql`(p.unit_price, p.id) > (${c.key}::int, ${c.id}::int)`, key: (row) => row.unit_price },
  'price-desc': { order: sql`p.unit_price DESC, p.id DESC`, after: (c) => sql`(p.unit_price, p.id) < (${c.key}::int, ${c.id}::int)`, key: (row) => row.unit_price },
};

async function pageRows(db: Queryable, conditions: SQL[], order: SQL, limit: number): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`SELECT p.id, p.name, p.img, p.unit_price, p.stock, p.category_id, c.name AS category_name, catalogue_fold(p.name) AS name_key
        FROM products p JOIN categories c ON c.id = p.category_id
        WHERE ${allOf(conditions)} ORDER BY ${order} LIMIT ${limit}`,
  );
}

function item(row: Row): CatalogueItem {
  return { id: row.id, name: row.name, img: row.img, unitPrice: row.unit_price, stock: row.stock, category: { id: row.category_id, name: row.category_name } };
}

/** Rows of one ordering, one more than a page: the extra one tells that a next page exists. */
async function orderedPage(db: Queryable, conditions: SQL[], keyset: Keyset, sort: CatalogueSort, limit: number, cursor: Cursor | null) {
  const rows = await pageRows(db, cursor ? [...conditions, keyset.after(cursor)] : conditions, keyset.order, limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const next = rows.length > limit && last ? encodeCursor({ sort, id: last.id, ...(keyset.key ? { key: keyset.key(last) } : {}) }) : null;
  return { shown, next };
}

/**
 * Relevance for a search, in two tiers, each in the cellar's order: wines whose name holds every
 * word, then the others. Tiers (rather than ts_rank) keep a page an index walk: ranking would score
 * every matching wine on every page.
 */
async function relevancePage(db: Queryable, filters: SQL[], found: SearchConditions, limit: number, cursor: Cursor | null) {
  const tier = cursor?.tier ?? 1;
  const shown: { row: Row; tier: 1 | 2 }[] = [];
  if (tier === 1) {
    // A name that holds every word is a document that does: the wine's long document is not read.
    const rows = await pageRows(db, [...filters, found.inName, ...(cursor ? [sql`p.id > ${cursor.id}`] : [])], sql`p.id`, limit + 1);
    shown.push(...rows.map((row) => ({ row, tier: 1 as const })));
  }
  if (shown.length <= limit) {
    const after = tier === 2 && cursor ? [sql`p.id > ${cursor.id}`] : [];
    const rows = await pageRows(db, [...filters, found.anywhere, sql`NOT (${found.inName})`, ...after], sql`p.id`, limit + 1 - shown.length);
    shown.push(...rows.map((row) => ({ row, tier: 2 as const })));
  }
  const page = shown.slice(0, limit);
  const last = page.at(-1);
  const next = shown.length > limit && last ? encodeCursor({ sort: 'relevance', id: last.row.id, tier: last.tier }) : null;
  return { shown: page.map(({ row }) => row), next };
}

export interface PageRequest {
  filters: CatalogueFilters;
  sort: CatalogueSort;
  limit: number;
  cursor?: string | undefined;
  /** Requests of one generation may share a search's lookup (see `searchConditions`). */
  generation?: number;
}

export async function cataloguePage(db: Queryable, { filters, sort, limit, cursor: cursorText, generation }: PageRequest): Promise<CataloguePage> {
  const cursor = cursorText ? decodeCursor(cursorText, sort) : null;
  const found = filters.q ? await searchConditions(db, filters.q, generation) : undefined;
  if (found === null) return { items: [], next: null, total: { count: 0, estimated: false } };
  const narrowed = filterConditions(filters);
  const [{ shown, next }, total] = await Promise.all([
    found && sort === 'relevance'
      ? relevancePage(db, narrowed, found, limit, cursor)
      : orderedPage(db, found ? [...narrowed, found.anywhere] : narrowed, KEYSETS[sort === 'relevance' ? 'catalogue' : sort], sort, limit, cursor),
    countMatches(db, found ? [...narrowed, found.counted] : narrowed, found ? !found.many : false),
  ]);
  return { items: shown.map(item), next, total };
}
