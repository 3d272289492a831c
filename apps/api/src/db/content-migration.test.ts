import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bareDatabase, COMMITTED_MIGRATIONS as committed, migrationsBefore, type Cleanups } from '../testing/migrations-before';
import { rowsOf } from './rows';

const MIGRATION = '0011_content_in_both_languages';

const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`migration ${MIGRATION}`, () => {
  it("keeps today's wines and categories as the English shop, with no translation, and finds them by stemmed words", async () => {
    const before = migrationsBefore(MIGRATION, cleanups);
    const { db, migrate } = await bareDatabase(cleanups);
    await migrate(before);
    await db.execute(sql`INSERT INTO categories (id, name, img) VALUES (1, 'Red', 'category-red.webp')`);
    await db.execute(sql`INSERT INTO products (id, name, slogan, description, img, featured_img, title, unit_price, stock, category_id)
      VALUES (1, 'Estancia Vieja Tannat Reserva', 'Old vines', 'Reserves of dark fruit from old vines.', 'wine-01.webp', 'wine-01-featured.webp', 'A Tannat, from Canelones', 1290, 7, 1)`);

    await migrate(committed);

    expect(await rowsOf(db, sql`SELECT name, slogan, description, title, unit_price, stock, translations FROM products`)).toEqual([
      { name: 'Estancia Vieja Tannat Reserva', slogan: 'Old vines', description: 'Reserves of dark fruit from old vines.', title: 'A Tannat, from Canelones', unit_price: 1290, stock: 7, translations: {} },
    ]);
    expect(await rowsOf(db, sql`SELECT name, translations FROM categories`)).toEqual([{ name: 'Red', translations: {} }]);
    // The search document and the vocabulary were written anew, in stemmed words: `vine` finds `vines`.
    expect(await rowsOf(db, sql`SELECT product_id FROM product_search WHERE search_document @@ 'vine'::tsquery AND name_document @@ 'reserv'::tsquery`)).toEqual([{ product_id: 1 }]);
    expect(await rowsOf(db, sql`SELECT term FROM search_terms WHERE term IN ('vine', 'vines', 'reserv') ORDER BY term`)).toEqual([{ term: 'reserv' }, { term: 'vine' }]);
  });
});
