import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bareDatabase, COMMITTED_MIGRATIONS, migrationsBefore, type Cleanups } from '../testing/migrations-before';
import { rowsOf } from './rows';
import { seedProducts } from './seed-data';

const MIGRATION = '0013_wine_facts';

const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`migration ${MIGRATION}`, () => {
  it("gives today's wines the facts the seed gives them, leaves a wine it does not know without, and searches the facts", async () => {
    const { db, migrate } = await bareDatabase(cleanups);
    await migrate(migrationsBefore(MIGRATION, cleanups));
    await db.execute(sql`INSERT INTO categories (id, name, img) VALUES (1, 'Red', 'category-red.webp')`);
    const [blend, solera] = [seedProducts[6]!, seedProducts[31]!];
    for (const [id, wine] of [
      [1, blend],
      [2, solera],
    ] as const) {
      await db.execute(sql`INSERT INTO products (id, name, slogan, description, img, featured_img, title, unit_price, stock, category_id)
        VALUES (${id}, ${wine.name}, ${wine.slogan}, ${wine.description}, ${wine.img}, ${wine.featuredImg}, ${wine.title}, ${wine.unitPrice}, ${wine.stock}, 1)`);
    }
    await db.execute(sql`INSERT INTO products (id, name, slogan, description, img, featured_img, title, unit_price, stock, category_id)
      VALUES (3, 'A wine staff added', 'New', 'Nothing is known of it yet.', 'wine-01.webp', 'wine-01-featured.webp', 'New', 900, 1, 1)`);

    await migrate(COMMITTED_MIGRATIONS);

    const facts = await rowsOf<Record<string, unknown>>(
      db,
      sql`SELECT p.id, p.producer, r.name AS region, r.country, p.vintage, p.abv::float AS abv, p.volume_ml,
            ARRAY(SELECT g.name || ' ' || coalesce(pg.percent::text, '?') FROM product_grapes pg JOIN grapes g ON g.id = pg.grape_id WHERE pg.product_id = p.id ORDER BY pg.position) AS grapes
          FROM products p LEFT JOIN regions r ON r.id = p.region_id ORDER BY p.id`,
    );
    expect(facts).toEqual([
      { id: 1, producer: 'Bodega Sol de Melilla', region: 'Montevideo', country: 'Uruguay', vintage: 2021, abv: 13.5, volume_ml: 750, grapes: ['Tannat 60', 'Merlot 40'] },
      { id: 2, producer: 'Viña Barra de Valizas', region: 'Rocha', country: 'Uruguay', vintage: null, abv: 18.5, volume_ml: 750, grapes: ['Tannat 100'] },
      { id: 3, producer: null, region: null, country: null, vintage: null, abv: null, volume_ml: 750, grapes: [] },
    ]);
    expect(await rowsOf(db, sql`SELECT count(*)::int AS n FROM regions WHERE country = 'Uruguay'`)).toEqual([{ n: 19 }]);
    // Each wine's row holds its grapes' ids too, for the facets.
    expect(await rowsOf(db, sql`SELECT id, cardinality(grape_ids) AS grapes FROM products p WHERE grape_ids = ARRAY(SELECT grape_id FROM product_grapes WHERE product_id = p.id ORDER BY grape_id) ORDER BY id`)).toEqual([
      { id: 1, grapes: 2 },
      { id: 2, grapes: 1 },
      { id: 3, grapes: 0 },
    ]);
    // The facts' words are in the search documents, and in the vocabulary a misspelling is matched against.
    expect(await rowsOf(db, sql`SELECT product_id FROM product_search WHERE search_document @@ 'uruguay'::tsquery ORDER BY product_id`)).toEqual([{ product_id: 1 }, { product_id: 2 }]);
    expect(await rowsOf(db, sql`SELECT term FROM search_terms WHERE term = 'uruguay'`)).toEqual([{ term: 'uruguay' }]);
  });
});
