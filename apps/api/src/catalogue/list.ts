import type { components } from '@cellar/api-client';
import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import type { KeyKind, PageEnd } from '../paging/keyset-cursor';
import { allOf, factIds, filterConditions, onSaleOnly, type CatalogueFilters, type CatalogueSort } from './filters';
import { jsonRowsOf } from '../db/rows';
import { searchConditions, type SearchConditions } from './search-text';
import { catalogueEstimate, countMatches, estimateRows, matchesOf, type Total } from './totals';
import { textInLocale } from './content';
import { FACT_COLUMNS, factsOf, withFacts, type FactsRow } from './facts';

export type CatalogueItem = components['schemas']['CatalogueProduct'];

export interface CataloguePage {
  items: CatalogueItem[];
  /** Where the page ends when another follows it; null on the last one. */
  next: PageEnd | null;
  total: Total;
}

interface Row extends FactsRow {
  name: string;
  img: string;
  unit_price: number;
  stock: number;
  featured: boolean;
  category_id: number;
  category_name: string;
  name_key: string;
  /** Gathered pages only: how many wines the filters gathered, all of them, before the cursor's cut. */
  gathered_count?: number | string;
}

interface Keyset {
  /** What the key is, so that a cursor's key is checked before it reaches `after`. */
  keyKind: KeyKind;
  key: (row: Row) => string | number | undefined;
  order: SQL;
  after: (end: PageEnd) => SQL;
  /** Its order is the wines' ids': a gathered page reads only its own wines (see pageRows). */
  byId?: true;
}

/** Each sort walks its own index (schema.ts) in order, starting just after the cursor's wine. */
const KEYSETS: Record<Exclude<CatalogueSort, 'relevance'>, Keyset> & { catalogue: Keyset } = {
  // Relevance without a search: every wine is in the first tier, so its cursors are relevance's either way.
  catalogue: { keyKind: 'tier', key: () => 1, order: sql`p.id`, after: (end) => sql`p.id > ${end.id}`, byId: true },
  newest: { keyKind: 'none', key: () => undefined, order: sql`p.id DESC`, after: (end) => sql`p.id < ${end.id}`, byId: true },
  name: { keyKind: 'text', key: (row) => row.name_key, order: sql`catalogue_fold(p.name), p.id`, after: (end) => sql`(catalogue_fold(p.name), p.id) > (${end.key}::text, ${end.id}::int)` },
  'price-asc': { keyKind: 'int4', key: (row) => row.unit_price, order: sql`p.unit_price, p.id`, after: (end) => sql`(p.unit_price, p.id) > (${end.key}::int, ${end.id}::int)` },
  'price-desc': { keyKind: 'int4', key: (row) => row.unit_price, order: sql`p.unit_price DESC, p.id DESC`, after: (end) => sql`(p.unit_price, p.id) < (${end.key}::int, ${end.id}::int)` },
};

/** The kind of a sort's key: relevance's is the tier, with a search or without. */
export function keyKindOf(sort: CatalogueSort): KeyKind {
  return KEYSETS[sort === 'relevance' ? 'catalogue' : sort].keyKind;
}

/**
 * Up to this many matching wines (by the planner's estimate), a page of the facts' filters gathers
 * their ids from the filters' own indexes (each carries the other facts, so a wine that fails one is
 * never read) and sorts only those. Walking a sort's index instead, the planner takes a grape, a
 * region and a vintage as independent and expects the page within a few hundred wines; a rare
 * combination (Garnacha of 2015 by price) walked half the catalogue for it.
 */
const GATHER_LIMIT = 2_000;

/**
 * What a gathered wine costs against a wine a walk reads and refuses, measured at a million wines (a
 * region's index scanned and 2,161 wines read by id in 40 ms; 236,000 wines walked in 856 ms).
 */
const GATHERED_WINE_COST = 5;

/**
 * Whether a page of the facts' filters gathers its wines (by the planner, `estimate` of them): up to
 * GATHER_LIMIT, or more in a large catalogue, while gathering them costs less than the walk expected to
 * meet a page of them, which reads `rows` × the catalogue's wines / `estimate`. At a million wines, a
 * combination of 2,161 walked the price index and read 236,000 for a page of 100; at 100,000 wines the
 * limit stays GATHER_LIMIT. The catalogue's size is asked for only over GATHER_LIMIT.
 */
async function gathers(db: Queryable, estimate: number, rows: number): Promise<boolean> {
  if (estimate <= GATHER_LIMIT) return true;
  const catalogue = await catalogueEstimate(db);
  return estimate <= Math.sqrt((rows * catalogue) / GATHERED_WINE_COST);
}

/** How a page of the facts' filters gathers its wines (see GATHER_LIMIT and pageRows); `false`: it walks. */
type Gathering = false | 'sorted' | 'by id';

/**
 * A page's wines with their facts, their category named in `locale` (the category's row is joined by its
 * key), those that meet `conditions` and come after the cursor (`past`). `gather`: see GATHER_LIMIT.
 */
async function pageRows(db: Queryable, locale: Locale, conditions: SQL[], past: SQL[], order: SQL, limit: number, gather: Gathering = false): Promise<Row[]> {
  const columns = sql`p.id, p.name, p.img, p.unit_price, p.stock, p.featured, p.category_id, ${FACT_COLUMNS}`;
  const page = (source: SQL, kept: SQL[], extra: SQL = sql``) =>
    withFacts(sql`SELECT ${columns}, ${textInLocale(sql`c.name`, sql`c.translations`, 'name', locale)} AS category_name, catalogue_fold(p.name) AS name_key${extra}
        FROM ${source} p JOIN categories c ON c.id = p.category_id
        ${kept.length > 0 ? sql`WHERE ${allOf(kept)}` : sql``} ORDER BY ${order} LIMIT ${limit}`);
  if (!gather) return jsonRowsOf<Row>(db, page(sql`products`, [...conditions, ...past]), order);
  // Gathered: the ids from the filters' indexes alone (an array, so the wines are then read by key). They
  // are every match, so the page counts them too: no statement of its own for the total. In the ids' order,
  // only the page's wines are read, by key in that order (1,037 gathered, 101 read: 8.6 -> 4.5 ms on PGlite).
  const matching = sql`ARRAY(SELECT p.id FROM products p WHERE ${allOf(conditions)})`;
  if (gather === 'by id') {
    return jsonRowsOf<Row>(
      db,
      sql`WITH gathered AS MATERIALIZED (SELECT ${matching} AS ids)
          ${page(sql`products`, [sql`p.id = ANY((SELECT ids FROM gathered)::int[])`, ...past], sql`, (SELECT cardinality(ids) FROM gathered) AS gathered_count`)}`,
      order,
    );
  }
  // Otherwise every gathered wine's row, MATERIALIZED so the page's order is a sort of them, never a walk of a sort's index.
  return jsonRowsOf<Row>(
    db,
    sql`WITH gathered AS MATERIALIZED (SELECT ${columns} FROM products p WHERE p.id = ANY(${matching}))
        ${page(sql`gathered`, past, sql`, (SELECT count(*) FROM gathered) AS gathered_count`)}`,
    order,
  );
}

/** A page's rows as the contract reads them. */
function items(rows: Row[]): CatalogueItem[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    img: row.img,
    unitPrice: row.unit_price,
    stock: row.stock,
    featured: row.featured,
    category: { id: row.category_id, name: row.category_name },
    ...factsOf(row),
  }));
}

/** Rows of one ordering, one more than a page: the extra one tells that a next page exists. */
async function orderedPage(db: Queryable, locale: Locale, conditions: SQL[], keyset: Keyset, limit: number, after: PageEnd | null, gather = false) {
  const gathering: Gathering = gather && (keyset.byId ? 'by id' : 'sorted');
  const rows = await pageRows(db, locale, conditions, after ? [keyset.after(after)] : [], keyset.order, limit + 1, gathering);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const next = rows.length > limit && last ? { key: keyset.key(last), id: last.id } : null;
  // A gathered page knows its total, unless the cursor left no wine to carry it.
  const gathered = rows[0]?.gathered_count ?? (gather && !after ? 0 : undefined);
  const total: Total | undefined = gathered === undefined ? undefined : { count: Number(gathered), estimated: false };
  return { shown, next, total };
}

/**
 * Relevance for a search, in two tiers, each in the cellar's order: wines whose name holds every
 * word, then the others. Tiers (rather than ts_rank) keep a page an index walk: ranking would score
 * every matching wine on every page.
 */
async function relevancePage(db: Queryable, locale: Locale, filters: SQL[], found: SearchConditions, limit: number, after: PageEnd | null) {
  const tier = after?.key ?? 1;
  // Narrowed by nothing else, a tier's wines are walked in the search table (see SearchConditions.walk).
  const walked = onSaleOnly(filters);
  const shown: { row: Row; tier: 1 | 2 }[] = [];
  if (tier === 1) {
    // A name that holds every word is a document that does: the wine's long document is not read.
    const inName = walked ? found.walk(1, after?.id ?? null, limit + 1) : found.inName;
    const rows = await pageRows(db, locale, [...filters, inName], after ? [sql`p.id > ${after.id}`] : [], sql`p.id`, limit + 1);
    shown.push(...rows.map((row) => ({ row, tier: 1 as const })));
  }
  if (shown.length <= limit) {
    const from = tier === 2 && after ? after.id : null;
    const rest = limit + 1 - shown.length;
    // Outside the walk, the names' condition is checked wine by wine: NOT IN over the names' matches would read all of them.
    const others = walked ? [found.walk(2, from, rest)] : [found.anywhere, sql`NOT (${found.inName})`];
    const rows = await pageRows(db, locale, [...filters, ...others], from === null ? [] : [sql`p.id > ${from}`], sql`p.id`, rest);
    shown.push(...rows.map((row) => ({ row, tier: 2 as const })));
  }
  const page = shown.slice(0, limit);
  const last = page.at(-1);
  const next = shown.length > limit && last ? { key: last.tier, id: last.row.id } : null;
  return { shown: page.map(({ row }) => row), next };
}

export interface PageRequest {
  filters: CatalogueFilters;
  sort: CatalogueSort;
  limit: number;
  /** Where the page before ended, read from its cursor (see `keyKindOf`); none for the first page. */
  after?: PageEnd | null;
  /** Requests of one generation may share a search's lookup (see `searchConditions`). */
  generation?: number;
  /** The language the categories are named in (English when left out); a search finds words of every language. */
  locale?: Locale;
}

export async function cataloguePage(db: Queryable, { filters, sort, limit, after = null, generation, locale = DEFAULT_LOCALE }: PageRequest): Promise<CataloguePage> {
  const [found, ids] = await Promise.all([filters.q ? searchConditions(db, filters.q, generation) : undefined, factIds(db, filters, generation)]);
  if (found === null) return { items: [], next: null, total: { count: 0, estimated: false } };
  const narrowed = filterConditions(filters, ids);
  // A search gathers its own few wines; the facts' filters are sized first (see GATHER_LIMIT).
  // A producer too: at a million wines the planner walked the ids for a bodega's few wines (0.5-5 s).
  const byFacts = !found && (ids.grapes !== null || ids.regions !== null || Boolean(filters.vintage?.length) || Boolean(filters.producer?.length));
  const estimate = byFacts ? await estimateRows(db, matchesOf(narrowed)) : undefined;
  // Narrowed by nothing else, a search's total is the statistics' reckoning of it: no EXPLAIN of its own.
  const searched = found && onSaleOnly(narrowed) ? found.estimate : undefined;
  const count = () => countMatches(db, found ? [...narrowed, found.counted] : narrowed, found ? !found.many : false, estimate ?? searched);
  if (estimate !== undefined && (await gathers(db, estimate, limit + 1))) {
    const { shown, next, total } = await orderedPage(db, locale, narrowed, KEYSETS[sort === 'relevance' ? 'catalogue' : sort], limit, after, true);
    return { items: items(shown), next, total: total ?? (await count()) };
  }
  const [{ shown, next }, total] = await Promise.all([
    found && sort === 'relevance'
      ? relevancePage(db, locale, narrowed, found, limit, after)
      : orderedPage(db, locale, found ? [...narrowed, found.anywhere] : narrowed, KEYSETS[sort === 'relevance' ? 'catalogue' : sort], limit, after),
    count(),
  ]);
  return { items: items(shown), next, total };
}
