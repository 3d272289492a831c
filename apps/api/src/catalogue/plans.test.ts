import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { addGeneratedWines } from '../db/large-catalogue';
import { recordingStatements } from '../testing/recorded-statements';
import { seededTestDatabase } from '../testing/seeded-database';
import { catalogueFacets } from './facets';
import { factIds, filterConditions, type CatalogueFilters, type CatalogueSort } from './filters';
import { cataloguePage, type PageRequest } from './list';
import { rowsOf } from '../db/rows';
import { estimateRows, EXACT_COUNT_LIMIT, matchesOf } from './totals';

/** Enough wines that the planner prefers an index to reading the table, as it does at 100,000. */
const WINES = 12_000;

// Each wine's search document holds its Spanish texts too (and is stemmed twice), so seeding takes longer than it did.
const database = seededTestDatabase({ prepare: (db) => addGeneratedWines(db, WINES), timeout: 300_000 });

/**
 * The plans of the statements a page runs that hold `marker` (by default its pages, not its word lookup,
 * gathering or counts), as `explain` (EXPLAIN, or EXPLAIN with options such as ANALYZE) prints them.
 */
function plansOf(request: PageRequest, marker = 'JOIN categories', explain = 'EXPLAIN'): Promise<string[]> {
  return plansOfStatements((recording) => cataloguePage(recording, request), marker, explain);
}

/** The plans of the statements `run` sends to the database that hold `marker`. */
async function plansOfStatements(run: (recording: Database) => Promise<unknown>, marker: string, explain = 'EXPLAIN'): Promise<string[]> {
  const { recording, statements } = recordingStatements(database.db);
  await run(recording);
  const dialect = new PgDialect();
  const pages = statements.filter((statement) => dialect.sqlToQuery(statement).sql.includes(marker));
  return Promise.all(
    pages.map(async (statement) => (await rowsOf<{ 'QUERY PLAN': string }>(database.db, sql`${sql.raw(explain)} ${statement}`)).map((row) => row['QUERY PLAN']).join('\n')),
  );
}

describe(`the catalogue's queries at ${WINES.toLocaleString('en')} wines`, () => {
  it('fold a name inside the statement, not as a function call for every row (migration 0021)', async () => {
    // Every page folds its wines' names for the name sort's key; as a call of its own that was 5 ms of a page of 100 on PGlite.
    const [page] = await plansOf({ filters: {}, sort: 'name', limit: 24 }, 'JOIN categories', 'EXPLAIN VERBOSE');
    expect(page).toMatch(/lower\(catalogue_unaccent\('unaccent'::regdictionary, p(_1)?\.name\)\)/);
    expect(page).not.toMatch(/catalogue_fold\(/);
    // The name sort's index is still the walk: the index's expression is folded the same way.
    expect(page).toMatch(/products_on_sale_name_idx/);
  });

  it('walk an index for every sort, at any depth', async () => {
    expect((await plansOf({ filters: {}, sort: 'relevance', limit: 24 })).join()).toMatch(/Index Scan using products_pkey/);
    expect((await plansOf({ filters: { minPrice: 500, inStock: true }, sort: 'price-asc', limit: 24 })).join()).toMatch(/products_on_sale_price_idx/);
    expect((await plansOf({ filters: {}, sort: 'price-desc', limit: 24 })).join()).toMatch(/Index Scan Backward using products_on_sale_price_idx/);
    expect((await plansOf({ filters: { category: [2] }, sort: 'name', limit: 24 })).join()).toMatch(/products_on_sale_name_idx/);
    const deep = (await cataloguePage(database.db, { filters: {}, sort: 'price-asc', limit: 100 })).next!;
    expect((await plansOf({ filters: {}, sort: 'price-asc', limit: 24, after: deep })).join()).toMatch(/Index Cond: \(ROW\(unit_price, id\) > ROW/);
  });

  it('find a search’s wines through the full-text indexes, gathering those of a rare search and checking a common one’s as the walk meets them', async () => {
    const gathering = (await plansOf({ filters: { q: 'guaviyu syrah' }, sort: 'relevance', limit: 24 }, 'ARRAY(SELECT product_id')).join('\n');
    expect(gathering).toMatch(/Bitmap Index Scan on product_search_document_idx/);
    expect(gathering).toMatch(/Bitmap Index Scan on product_search_name_idx/);
    // A rare pair, and a word no name holds (so the names' tier would otherwise walk every wine), are read by id.
    expect((await plansOf({ filters: { q: 'guaviyu syrah' }, sort: 'price-asc', limit: 24 })).join('\n')).toMatch(/id = ANY/);
    const inNoName = (await plansOf({ filters: { q: 'canelones' }, sort: 'relevance', limit: 24 }))[0]!;
    expect(inNoName).toMatch(/Index Cond: \(id = ANY/);
    // A common word's wines are met walking the search table in the wines' order, each row checked as it is read: no wine is
    // gathered, and only the wines found are read from products, by key.
    const common = (await plansOf({ filters: { q: 'tannat' }, sort: 'relevance', limit: 24 })).join('\n');
    expect(common).toMatch(/Index Scan using product_search_pkey on product_search s[^\n]*\n\s+Filter: COALESCE/);
    expect(common).toMatch(/Index Scan using products_pkey on products p[^\n]*\n\s+Index Cond: \(id = s\.product_id\)/);
    expect(common).not.toMatch(/Bitmap Heap Scan|Seq Scan|Merge/);
    // Filtered, the wines are walked and each one checked through the search table's key.
    const filtered = (await plansOf({ filters: { q: 'tannat', category: [1] }, sort: 'relevance', limit: 24 })).join('\n');
    expect(filtered).toMatch(/Index Scan using products_pkey on products p/);
    expect(filtered).toMatch(/Index Scan using product_search_pkey on product_search s[^\n]*\n\s+Index Cond: \(product_id = p(_1)?\.id\)/);
    expect(filtered).not.toMatch(/Bitmap Heap Scan|Seq Scan/);
  });

  it('gather no wine of a word its statistics find in many names, and no document of words more names hold than a search gathers', async () => {
    const statementsOf = async (request: PageRequest) => {
      const { recording, statements } = recordingStatements(database.db);
      await cataloguePage(recording, request);
      return statements.map((statement) => new PgDialect().sqlToQuery(statement).sql);
    };
    // `tannat` is in a tenth of the names: nothing gathered, and its total is the statistics' reckoning, with no EXPLAIN.
    const common = await statementsOf({ filters: { q: 'tannat' }, sort: 'relevance', limit: 24 });
    expect(common.filter((statement) => statement.includes('ARRAY(SELECT product_id'))).toEqual([]);
    expect(common.filter((statement) => statement.startsWith('EXPLAIN'))).toEqual([]);
    // Words that go together are more common than their shares multiplied: their names are gathered, and the documents are not.
    const plans = await plansOf({ filters: { q: 'late harvest' }, sort: 'relevance', limit: 24 }, 'WITH named', 'EXPLAIN (ANALYZE, COSTS OFF)');
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/on product_search \(actual[^\n]*\n\s+(Filter|Recheck Cond): \(name_document @@/);
    expect(plans[0]).toMatch(/on product_search product_search_1 \(never executed\)\n\s+(Filter|Recheck Cond): \(search_document @@/);
  });

  it('count no total past the counting limit when the names alone pass it', async () => {
    const [named] = await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM product_search WHERE name_document @@ 'pinot & noir'::tsquery`);
    // The statistics multiply the words' shares (a sixth of the documents each) and reckon fewer than the limit.
    expect(named!.n).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const { recording, statements } = recordingStatements(database.db);
    const page = await cataloguePage(recording, { filters: { q: 'pinot noir' }, sort: 'relevance', limit: 24 });
    expect(page.total).toEqual({ count: EXACT_COUNT_LIMIT + 1, estimated: true });
    expect(statements.map((statement) => new PgDialect().sqlToQuery(statement).sql).filter((statement) => statement.startsWith('SELECT count(*)'))).toEqual([]);
  });

  it('page a common search in its two tiers, each wine that holds it once, in the order the search table gives', async () => {
    const paged: number[] = [];
    let after: PageRequest['after'] = null;
    do {
      const page = await cataloguePage(database.db, { filters: { q: 'tannat' }, sort: 'relevance', limit: 100, after });
      paged.push(...page.items.map((item) => item.id));
      after = page.next;
    } while (after);
    const held = await rowsOf<{ id: number }>(
      database.db,
      sql`SELECT p.id FROM products p JOIN product_search s ON s.product_id = p.id WHERE p.deleted_at IS NULL AND s.search_document @@ 'tannat'::tsquery
          ORDER BY s.name_document @@ 'tannat'::tsquery DESC, p.id`,
    );
    expect(held.length).toBeGreaterThan(200);
    expect(paged).toEqual(held.map((row) => row.id));
  });

  it('hold the wines on sale alone in the search table: a withdrawn wine leaves a walked page, which stays whole, and comes back when restored (migration 0022)', async () => {
    const ids = async () => (await cataloguePage(database.db, { filters: { q: 'tannat' }, sort: 'relevance', limit: 24 })).items.map((item) => item.id);
    const searchRows = async (id: number) => (await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM product_search WHERE product_id = ${id}`))[0]!.n;
    const before = await ids();
    const withdrawn = before[3]!;
    await database.db.execute(sql`UPDATE products SET deleted_at = now() WHERE id = ${withdrawn}`);
    try {
      expect(await searchRows(withdrawn)).toBe(0);
      const without = await ids();
      expect(without).toHaveLength(24);
      expect(without).not.toContain(withdrawn);
      expect(without.slice(0, 23)).toEqual(before.filter((id) => id !== withdrawn));
    } finally {
      await database.db.execute(sql`UPDATE products SET deleted_at = NULL WHERE id = ${withdrawn}`);
    }
    expect(await searchRows(withdrawn)).toBe(1);
    expect(await ids()).toEqual(before);
  });

  it('find a Spanish search’s wines through the same indexes, and read a Spanish page along the same walk', async () => {
    // Accents folded and both languages stemmed: a rare pair is gathered from the search index and read by id.
    const gathering = (await plansOf({ filters: { q: 'Guaviyú cosechas' }, sort: 'relevance', limit: 24 }, 'ARRAY(SELECT product_id')).join('\n');
    expect(gathering).toMatch(/Bitmap Index Scan on product_search_document_idx/);
    expect((await plansOf({ filters: { q: 'Guaviyú cosechas' }, sort: 'price-asc', limit: 24, locale: 'es-UY' })).join('\n')).toMatch(/id = ANY/);
    // A common Spanish word (a category's Spanish name) is checked as the walk of the search table meets it.
    const common = (await plansOf({ filters: { q: 'tintos' }, sort: 'relevance', limit: 24, locale: 'es-UY' })).join('\n');
    expect(common).toMatch(/Index Scan using product_search_pkey on product_search s[^\n]*\n\s+Filter: .*COALESCE/);
    expect(common).not.toMatch(/Seq Scan|Bitmap Heap Scan|Merge/);
    expect((await plansOf({ filters: {}, sort: 'price-asc', limit: 24, locale: 'es-UY' })).join()).toMatch(/products_on_sale_price_idx/);
    expect((await cataloguePage(database.db, { filters: { q: 'tintos' }, sort: 'relevance', limit: 24, locale: 'es-UY' })).items[0]!.category.name).toBe('Tintos');
  });

  it('estimate totals and facets above the counting limit, and count them below it', async () => {
    const everything = await cataloguePage(database.db, { filters: {}, sort: 'relevance', limit: 24 });
    expect(everything.total.estimated).toBe(true);
    expect(everything.total.count).toBeGreaterThan(WINES * 0.8);
    expect(everything.total.count).toBeLessThan(WINES * 1.2);
    // A common word's total is the planner's estimate from the search table's statistics (taken after
    // the wines were added): without them it guessed, and the count stopped at its limit.
    const [holding] = await rowsOf<{ n: string }>(database.db, sql`SELECT count(*) AS n FROM products p JOIN product_search s ON s.product_id = p.id WHERE p.deleted_at IS NULL AND s.search_document @@ 'tannat'::tsquery`);
    const common = await cataloguePage(database.db, { filters: { q: 'tannat' }, sort: 'relevance', limit: 24 });
    expect(common.total.estimated).toBe(true);
    expect(Math.abs(common.total.count - Number(holding!.n)) / Number(holding!.n)).toBeLessThan(0.2);
    const rare = await cataloguePage(database.db, { filters: { q: 'guaviyu', category: [1], inStock: true }, sort: 'relevance', limit: 24 });
    expect(rare.total).toEqual({ count: expect.any(Number), estimated: false });
    expect(rare.total.count).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);

    const facets = await catalogueFacets(database.db, {});
    expect(facets.estimated).toBe(true);
    const byCategory = facets.categories.reduce((sum, category) => sum + category.count, 0);
    expect(Math.abs(byCategory - WINES) / WINES).toBeLessThan(0.2);
    const counted = await catalogueFacets(database.db, { q: 'guaviyu', category: [1] });
    expect(counted.estimated).toBe(false);
    const [red] = await rowsOf<{ n: string }>(database.db, sql`SELECT count(*) AS n FROM products p JOIN product_search s ON s.product_id = p.id WHERE p.category_id = 1 AND p.deleted_at IS NULL AND s.search_document @@ 'guaviyu'::tsquery`);
    expect(counted.total).toBe(Number(red!.n));
  });

  it('scale the facets of a common search from a sample of the search table, reading no more of its wines than the sample holds', async () => {
    const [held] = await rowsOf<{ n: string }>(database.db, sql`SELECT count(*) AS n FROM products p JOIN product_search s ON s.product_id = p.id WHERE p.deleted_at IS NULL AND p.stock > 0 AND s.search_document @@ 'tannat'::tsquery`);
    const exact = Number(held!.n);
    expect(exact).toBeGreaterThan(EXACT_COUNT_LIMIT * 2);
    const facets = await catalogueFacets(database.db, { q: 'tannat', inStock: true });
    expect(facets.estimated).toBe(true);
    expect(Math.abs(facets.total - exact) / exact).toBeLessThan(0.2);
    const [sample, ...others] = await plansOfStatements((recording) => catalogueFacets(recording, { q: 'tannat', inStock: true }), 'TABLESAMPLE');
    expect(others).toEqual([]);
    expect(sample).toMatch(/Sample Scan on product_search/);
    // Gathering every wine that holds the word from the index, to keep those in the sample, is what this replaced.
    expect(sample).not.toMatch(/Bitmap Heap Scan/);
  });

  it('walk the ids for a common grape, region or vintage, checking each wine’s grapes on its row; gather a rare one or a combination from the facts’ indexes, reading a page in the ids’ order by key and sorting any other; read a producer’s few wines from its index', async () => {
    // The grapes' and regions' ids are looked up first, so the planner knows how many wines hold them.
    // Common: thousands of wines (the gathering's limit is 2,000), so a page is met within a short walk.
    const common = (await plansOf({ filters: { grape: ['tannat', 'pinot noir'] }, sort: 'relevance', limit: 24 })).join('\n');
    expect(common).toMatch(/Index Scan using products_pkey/);
    expect(common).toMatch(/Filter: .*grape_ids &&/);
    expect(common).not.toMatch(/Seq Scan|Sort Key/);
    for (const filters of [{ region: ['Canelones', 'Montevideo', 'Colonia', 'Maldonado'] }, { vintage: [2013, 2014, 2015, 2016, 2017] }]) {
      const plan = (await plansOf({ filters, sort: 'relevance', limit: 24 })).join('\n');
      expect(plan, JSON.stringify(filters)).toMatch(/Index Scan using products_pkey/);
      expect(plan, JSON.stringify(filters)).not.toMatch(/Seq Scan|Sort Key/);
    }
    // A rare grape (by price), or a combination a walk would meet too seldom: its ids come from a fact's
    // index (a region's and a vintage's carry the other facts, so no wine is read to be refused), then
    // only those wines are read and sorted; no sort's index is walked. In the ids' order, only the page's
    // wines are read, by key in that order, and nothing is sorted.
    const gathered: [CatalogueFilters, CatalogueSort][] = [
      [{ grape: ['garnacha'] }, 'price-asc'],
      [{ region: ['Canelones'] }, 'relevance'],
      [{ grape: ['tannat'], region: ['canelones'] }, 'relevance'],
      [{ grape: ['tannat'], region: ['canelones'], vintage: [2021] }, 'price-asc'],
      [{ grape: ['semillon'], vintage: [2015] }, 'name'],
    ];
    for (const [filters, sort] of gathered) {
      const plan = (await plansOf({ filters, sort, limit: 24 })).join('\n');
      const named = `${JSON.stringify(filters)} by ${sort}`;
      expect(plan, named).toMatch(/CTE gathered/);
      expect(plan, named).toMatch(/Index Scan using products_pkey on products \w+ .*\n\s+Index Cond: \(id = ANY/);
      expect(plan, named).toMatch(/(Index Only Scan using products_on_sale_(region|vintage)_idx|Bitmap Index Scan on products_on_sale_grapes_idx)/);
      // (Every page's rows are put in its order once more as one JSON value: that sort, of the page's own rows, is by `p.id`.)
      if (sort === 'relevance') {
        expect(plan, named).toMatch(/Limit.*\n(.*\n)*?\s+-> {2}Index Scan using products_pkey on products \w+ .*\n\s+Index Cond: \(id = ANY \((\(InitPlan \d+\)\.col1|\$\d+)\)\)/);
        expect(plan, named).not.toMatch(/CTE Scan on gathered p(_\d)?\b|Sort Key: (?!p\.id$)/m);
      } else {
        expect(plan, named).toMatch(/CTE Scan on gathered p(_\d)?\b/);
        expect(plan, named).toMatch(/Sort Key: (?!p\.id$)/m);
      }
      expect(plan, named).not.toMatch(/Seq Scan on products|products_on_sale_price_idx|products_on_sale_name_idx/);
    }
    const [busiest] = await rowsOf<{ producer: string }>(database.db, sql`SELECT producer FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    for (const sort of ['relevance', 'name'] as const) {
      expect((await plansOf({ filters: { producer: [busiest!.producer.toUpperCase()] }, sort, limit: 24 })).join('\n')).toMatch(/Bitmap Index Scan on products_on_sale_producer_idx/);
    }
    // Sized by the producer's statistics, not by the planner's guess of 0.5 % of the catalogue: at a
    // million wines, that guess (5,000 wines for a bodega of 1,800) walked the names' index for 2 s.
    const byProducer = { producer: [busiest!.producer.toUpperCase()] };
    const matches = matchesOf(filterConditions(byProducer, await factIds(database.db, byProducer)));
    const [held] = await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM (${matches}) m`);
    expect(await estimateRows(database.db, matches) / held!.n).toBeCloseTo(1, 0);
  });

  it('hold each generated wine as the triggers would write it: its grapes’ ids on its row, its search row with its grapes and region', async () => {
    const [stale] = await rowsOf<{ grapes: string; documents: string }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE p.grape_ids IS DISTINCT FROM ARRAY(SELECT pg.grape_id FROM product_grapes pg WHERE pg.product_id = p.id ORDER BY pg.grape_id)) AS grapes,
                 count(*) FILTER (WHERE s.search_document IS DISTINCT FROM catalogue_document(p.name, c.name, c.translations, p.slogan, p.description, p.translations)
                   || setweight(wine_facts_words(p.id, p.producer, p.region_id), 'B')) AS documents
          FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN product_search s ON s.product_id = p.id`,
    );
    expect(stale).toEqual({ grapes: expect.anything(), documents: expect.anything() });
    expect([Number(stale!.grapes), Number(stale!.documents)]).toEqual([0, 0]);
  });

  it('count a gathered page’s wines in its own statement, exactly, and page them whole in every order', async () => {
    const filters: CatalogueFilters = { grape: ['tannat'], region: ['canelones'] };
    const held = await rowsOf<{ id: number; unit_price: number }>(
      database.db,
      sql`SELECT p.id, p.unit_price FROM products p JOIN regions r ON r.id = p.region_id WHERE p.deleted_at IS NULL AND r.name = 'Canelones'
          AND EXISTS (SELECT 1 FROM product_grapes pg JOIN grapes g ON g.id = pg.grape_id WHERE pg.product_id = p.id AND g.name = 'Tannat')`,
    );
    expect(held.length).toBeGreaterThan(100);
    const byId = held.map((wine) => wine.id).sort((a, b) => a - b);
    const expected: Record<'price-asc' | 'relevance' | 'newest', number[]> = {
      'price-asc': [...held].sort((a, b) => a.unit_price - b.unit_price || a.id - b.id).map((wine) => wine.id),
      relevance: byId,
      newest: [...byId].reverse(),
    };
    const dialect = new PgDialect();
    for (const sort of ['price-asc', 'relevance', 'newest'] as const) {
      const { recording, statements } = recordingStatements(database.db);
      const paged: number[] = [];
      let after: PageRequest['after'] = null;
      do {
        const page = await cataloguePage(recording, { filters, sort, limit: 40, after });
        expect(page.total, sort).toEqual({ count: held.length, estimated: false });
        paged.push(...page.items.map((item) => item.id));
        after = page.next;
      } while (after);
      expect(paged, sort).toEqual(expected[sort]);
      expect(statements.map((statement) => dialect.sqlToQuery(statement).sql).filter((text) => /count\(\*\) AS n/.test(text)), sort).toEqual([]);
    }
  });

  it('count the facts’ facets from the same sample as the others, a blend for each of its grapes', async () => {
    const [held] = await rowsOf<{ n: string }>(database.db, sql`SELECT count(DISTINCT pg.product_id) AS n FROM product_grapes pg JOIN grapes g ON g.id = pg.grape_id WHERE g.name = 'Tannat'`);
    const exact = Number(held!.n);
    expect(exact).toBeGreaterThan(EXACT_COUNT_LIMIT * 2);
    const facets = await catalogueFacets(database.db, { grape: ['TÁNNAT'] });
    expect(facets.estimated).toBe(true);
    expect(Math.abs(facets.total - exact) / exact).toBeLessThan(0.2);
    expect(facets.grapes.find((grape) => grape.value === 'Tannat')!.count).toBe(facets.total);
    expect(facets.grapes.length).toBeLessThanOrEqual(20);
    expect(facets.regions.length).toBeGreaterThan(10);
    const [sample, ...others] = await plansOfStatements((recording) => catalogueFacets(recording, { grape: ['tannat'], region: ['rocha'] }), 'TABLESAMPLE');
    expect(others).toEqual([]);
    expect(sample).toMatch(/Sample Scan on products/);
    // A producer's few wines are counted, not sampled.
    const [busiest] = await rowsOf<{ producer: string }>(database.db, sql`SELECT producer FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const producer = await catalogueFacets(database.db, { producer: [busiest!.producer] });
    expect(producer.estimated).toBe(false);
    expect(producer.regions.reduce((sum, region) => sum + region.count, 0)).toBe(producer.total);
  });
});
