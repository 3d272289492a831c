import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedWine } from './large-catalogue';
import { SEED_REGIONS, seedCategories, seedProducts } from './seed-data';

const imagesDir = fileURLToPath(new URL('../../images/', import.meta.url));

const KB = 1024;

function expectUnique(values: readonly unknown[]): void {
  expect(new Set(values).size).toBe(values.length);
}

// The shop serves these files by name straight to browsers: WebP pictures (scripts/artwork/generate.ts
// rasters its drawings), small enough for a phone's first screen.
async function expectPicture(file: string, maxBytes: number, width: number, height: number): Promise<void> {
  const path = `${imagesDir}${file}`;
  expect(statSync(path).isFile(), `${file} exists`).toBe(true);
  expect(statSync(path).size, `${file} size`).toBeLessThan(maxBytes);
  const meta = await sharp(readFileSync(path)).metadata();
  expect([meta.format, meta.width, meta.height], file).toEqual(['webp', width, height]);
}

describe('seed categories', () => {
  it('has six categories with ids 1 to 6 and distinct names', () => {
    expect(seedCategories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expectUnique(seedCategories.map((c) => c.name));
    for (const c of seedCategories) {
      expect(c.name.trim()).not.toBe('');
      expect(c.img).toMatch(/^[a-z0-9-]+\.webp$/);
    }
  });

  it('has a wide, small banner image for every category', async () => {
    for (const c of seedCategories) await expectPicture(c.img, 12 * KB, 1200, 400);
  });
});

describe('wine facts', () => {
  it('tell of each seeded wine what its name and prose say: its bodega, grapes, department and bottle', () => {
    const regions = new Set(SEED_REGIONS.map((region) => region.name));
    for (const wine of seedProducts) {
      const { producer, grapes, region, vintage, abv, volumeMl } = wine.facts;
      expect(wine.name.startsWith(`${producer} `), `${wine.name}: ${producer}`).toBe(true);
      expect(wine.title, `${wine.name}: ${region}`).toMatch(new RegExp(`from ${region}$`));
      expect(regions.has(region), region).toBe(true);
      // The main grape is named in the wine's name or prose; the others, in its prose.
      for (const grape of grapes) expect(`${wine.name} ${wine.description}`, `${wine.name}: ${grape.name}`).toContain(grape.name.replace(' de Hamburgo', ''));
      expect(grapes.reduce((sum, grape) => sum + (grape.percent ?? 0), 0)).toBeLessThanOrEqual(100);
      expect(vintage === null || (vintage >= 2015 && vintage <= 2025)).toBe(true);
      expect(abv).toBeGreaterThanOrEqual(7);
      expect(abv).toBeLessThanOrEqual(20);
      expect([375, 500, 750, 1500]).toContain(volumeMl);
    }
    // A solera draws on many vintages, an aged fortified Tannat too: no year is theirs.
    expect(seedProducts.filter((wine) => /Solera|10 Años/.test(wine.name)).map((wine) => wine.facts.vintage)).toEqual([null, null]);
  });

  it('tell of each generated wine what its name says: producer, grapes behind its style, region and vintage', () => {
    for (let n = 0; n < 500; n++) {
      const wine = generatedWine(n);
      const { producer, grapes, region, vintage } = wine.facts;
      expect(wine.name.startsWith(`${producer} `)).toBe(true);
      expect(wine.name.endsWith(` ${vintage}`)).toBe(true);
      expect(wine.title.endsWith(`from ${region}`)).toBe(true);
      expect(grapes.length).toBeGreaterThan(0);
      expect(grapes.reduce((sum, grape) => sum + (grape.percent ?? 0), 0)).toBeLessThanOrEqual(100);
    }
    // The names the generator made before wines had facts are unchanged.
    expect([generatedWine(0).name, generatedWine(99_999).name]).toEqual(['Establecimiento Sosa Tannat Licoroso Clásico 2013', 'Establecimiento Montes del Plata Brut Rosé Reserva 2016']);
  });
});

describe('seed products', () => {
  it('has 32 wines with ids 1 to 32 and unique names', () => {
    expect(seedProducts).toHaveLength(32);
    expect(seedProducts.map((p) => p.id)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expectUnique(seedProducts.map((p) => p.name));
    expectUnique(seedProducts.map((p) => p.title));
  });

  it('fills every text field', () => {
    for (const p of seedProducts) {
      for (const field of ['name', 'slogan', 'description', 'img', 'featuredImg', 'title'] as const) {
        expect(p[field].trim(), `product ${p.id} ${field}`).not.toBe('');
      }
      expect(p.description.length, `product ${p.id} description`).toBeGreaterThanOrEqual(200);
      expect(p.description.length, `product ${p.id} description`).toBeLessThanOrEqual(400);
      expect(p.title, `product ${p.id} title names the wine`).toContain(p.name);
    }
  });

  it('prices every wine as a whole number of UYU within shop range', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.unitPrice), `product ${p.id} price`).toBe(true);
      expect(p.unitPrice).toBeGreaterThanOrEqual(390);
      expect(p.unitPrice).toBeLessThanOrEqual(3900);
    }
  });

  it('keeps stock between 0 and 60 with exactly three sold-out wines, none of them featured', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(60);
    }
    const soldOut = seedProducts.filter((p) => p.stock === 0);
    expect(soldOut).toHaveLength(3);
    expect(soldOut.filter((p) => p.featured)).toEqual([]);
  });

  it('features at least eight wines across several categories, led by an in-stock red', () => {
    const featured = seedProducts.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(new Set(featured.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(4);
    const first = seedProducts[0];
    expect(first?.featured).toBe(true);
    expect(first?.stock).toBeGreaterThan(10);
    expect(seedCategories.find((c) => c.id === first?.categoryId)?.name).toBe('Red');
  });

  it('points every wine at an existing category', () => {
    const ids = new Set(seedCategories.map((c) => c.id));
    for (const p of seedProducts) expect(ids.has(p.categoryId), `product ${p.id} category`).toBe(true);
    for (const c of seedCategories) expect(seedProducts.some((p) => p.categoryId === c.id), `category ${c.id} used`).toBe(true);
  });

  it('has a distinct, valid, small bottle and featured image for every wine', async () => {
    expectUnique(seedProducts.flatMap((p) => [p.img, p.featuredImg]));
    for (const p of seedProducts) {
      await expectPicture(p.img, 12 * KB, 450, 600);
      await expectPicture(p.featuredImg, 32 * KB, 1200, 750);
    }
  });
});
