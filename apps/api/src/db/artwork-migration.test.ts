import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededTestDatabase } from '../testing/seeded-database';
import { rowsOf } from './rows';

const migration = readFileSync(new URL('../../drizzle/0006_artwork_pictures.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');

const database = seededTestDatabase();

describe('migration 0006: the artwork as pictures', () => {
  it("renames the rows that name a drawing to its picture, and leaves uploads' names alone", async () => {
    const { db } = database;
    // A database from before the pictures, with an upload among the drawings.
    await db.execute(sql`UPDATE products SET img = 'wine-01.svg', featured_img = 'wine-01-featured.svg' WHERE id = 1`);
    await db.execute(sql`UPDATE products SET img = 'wine-placeholder.svg', featured_img = 'wine-placeholder-featured.svg' WHERE id = 2`);
    await db.execute(sql`UPDATE products SET img = 'wine-3-0123456789abcdef.webp' WHERE id = 3`);
    await db.execute(sql`UPDATE categories SET img = 'category-rose.svg' WHERE id = 3`);
    for (const statement of migration) await db.execute(sql.raw(statement));

    expect(await rowsOf(db, sql`SELECT id, img, featured_img FROM products WHERE id <= 3 ORDER BY id`)).toEqual([
      { id: 1, img: 'wine-01.webp', featured_img: 'wine-01-featured.webp' },
      { id: 2, img: 'wine-placeholder.webp', featured_img: 'wine-placeholder-featured.webp' },
      { id: 3, img: 'wine-3-0123456789abcdef.webp', featured_img: 'wine-03-featured.webp' },
    ]);
    expect(await rowsOf(db, sql`SELECT img FROM categories WHERE id = 3`)).toEqual([{ img: 'category-rose.webp' }]);
  });
});
