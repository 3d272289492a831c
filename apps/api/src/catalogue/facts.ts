import type { components } from '@cellar/api-client';
import { blendTotal, WHOLE_BLEND } from '@cellar/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { jsonRowsOf, rowsOf } from '../db/rows';
import { productGrapes } from '../db/schema';
import { fieldProblem, validationProblem } from '../http/problem';
import { intArray } from './filters';

type Schemas = components['schemas'];
export type GrapeShare = Schemas['GrapeShare'];

/**
 * A wine's facts as the contract reads them (Product's producer, grapes, region, country, vintage, abv,
 * volumeMl), and its buyers' rating beside them: every reading of a wine carries both.
 */
export type WineFacts = Schemas['WineFacts'] & Schemas['WineRating'];

/** The facts a write names by text (grapes and a region), which are rows of their own tables; the others are the wine's columns. */
export interface NamedFacts {
  grapes?: GrapeShare[];
  region?: string | null;
  country?: string;
}

/** A wine's row as `withFacts` extends it: its id, its own facts' columns (FACT_COLUMNS) and the facts read beside them. */
export interface FactsRow {
  id: number;
  producer: string | null;
  vintage: number | null;
  abv: number | null;
  volume_ml: number;
  region_id: number | null;
  region: string | null;
  country: string | null;
  grapes: GrapeShare[];
  rating: number | null;
  review_count: number;
}

/** The columns of a wine's row (`p`) that its facts are read from: a query that `withFacts` extends selects them and the id. */
export const FACT_COLUMNS = sql`p.producer, p.vintage, p.abv, p.volume_ml, p.region_id`;

/**
 * The rows of `wines` (each with a wine's id and FACT_COLUMNS), each with the wine's facts beside its own
 * columns (FactsRow) and the rating of the reviews shown: averaged from the rows as they are, so reviews
 * written at once all count and a hidden one leaves at once. A page's statement reads its wines' facts
 * this way, for the page's rows alone (its walk stays as planned), with no statement of their own.
 */
export function withFacts(wines: SQL): SQL {
  // Each fact is looked up row by row (a subquery, laterals), never joined as a table: a join could be
  // hashed and lose the page's order, which the page would then sort again. The region's LIMIT keeps its
  // lateral from being pulled up into such a join.
  return sql`SELECT w.*, r.region, r.country,
      coalesce((SELECT json_agg(json_build_object('name', g.name, 'percent', pg.percent) ORDER BY pg.position)
                FROM product_grapes pg JOIN grapes g ON g.id = pg.grape_id WHERE pg.product_id = w.id), '[]'::json) AS grapes,
      rv.rating, rv.review_count
    FROM (${wines}) w
    LEFT JOIN LATERAL (SELECT name AS region, country FROM regions WHERE id = w.region_id LIMIT 1) r ON true
    CROSS JOIN LATERAL (SELECT round(avg(rating), 1) AS rating, count(*)::integer AS review_count
                        FROM reviews WHERE product_id = w.id AND hidden_at IS NULL) rv`;
}

/** A wine's facts as the contract reads them, from its row as `withFacts` extends it. */
export function factsOf(row: FactsRow): WineFacts {
  return {
    producer: row.producer,
    grapes: row.grapes,
    region: row.region,
    country: row.country,
    vintage: row.vintage,
    abv: row.abv,
    volumeMl: row.volume_ml as WineFacts['volumeMl'],
    rating: row.rating,
    reviewCount: row.review_count,
  };
}

/** The facts of these wines, by id, in one statement. */
export async function wineFacts(db: Queryable, ids: readonly number[]): Promise<Map<number, WineFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await jsonRowsOf<FactsRow>(db, withFacts(sql`SELECT p.id, ${FACT_COLUMNS} FROM products p WHERE p.id = ANY(${intArray(ids)})`));
  return new Map(rows.map((row) => [row.id, factsOf(row)]));
}

/** One wine's facts. */
export async function factsOfWine(db: Queryable, id: number): Promise<WineFacts> {
  const facts = (await wineFacts(db, [id])).get(id);
  if (!facts) throw new Error(`Wine ${id} has no row`);
  return facts;
}

/**
 * The rows of these grapes, made when new, in the order named. A grape is one row whatever its case and
 * accents, so a blend naming one twice is refused; so are shares that add up to more than the bottle.
 */
async function grapeIds(tx: Queryable, shares: readonly GrapeShare[]): Promise<number[]> {
  const total = blendTotal(shares);
  if (total > WHOLE_BLEND) throw fieldProblem(400, 'grapes', 'invalid', 'grapesOverHundred', { total });
  const names = shares.map((share) => share.name.trim());
  // Each name a parameter of its own: no array literal to quote.
  const literal = sql`ARRAY[${sql.join(names.map((name) => sql`${name}`), sql`, `)}]::text[]`;
  const [folded] = await rowsOf<{ names: string[] }>(tx, sql`SELECT ARRAY(SELECT catalogue_fold(n) FROM unnest(${literal}) AS n) AS names`);
  const seen = new Set<string>();
  folded!.names.forEach((name, index) => {
    if (seen.has(name)) throw fieldProblem(400, `grapes.${index}.name`, 'invalid', 'grapeRepeated', { name: names[index]! });
    seen.add(name);
  });
  await tx.execute(sql`INSERT INTO grapes (name) SELECT n FROM unnest(${literal}) AS n ON CONFLICT (catalogue_fold(name)) DO NOTHING`);
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT g.id FROM unnest(${literal}) WITH ORDINALITY AS w(n, ord) JOIN grapes g ON catalogue_fold(g.name) = catalogue_fold(w.n) ORDER BY w.ord`,
  );
  return rows.map((row) => row.id);
}

/** The region of this name (any case and accents), if there is one, and whether `country` names its country. */
async function knownRegion(tx: Queryable, name: string, country: string | undefined) {
  const [known] = await rowsOf<{ id: number; name: string; country: string; same: boolean }>(
    tx,
    sql`SELECT id, name, country, catalogue_fold(country) = catalogue_fold(${country ?? null}::text) AS same FROM regions WHERE catalogue_fold(name) = catalogue_fold(${name})`,
  );
  return known;
}

/**
 * The region a write names: the one of that name (any case and accents), which keeps its country, or a new
 * one, which needs a country (spelt as another region's when one has it). Two writes naming the same new
 * region at once make it once: the second finds the first's.
 */
async function regionId(tx: Queryable, region: string, country: string | undefined): Promise<number> {
  const name = region.trim();
  // A second pass only after another write made the region meanwhile (this one's insert waited for it to commit).
  for (let pass = 0; pass < 2; pass++) {
    const known = await knownRegion(tx, name, country);
    if (known) {
      if (country !== undefined && !known.same) throw fieldProblem(400, 'country', 'invalid', 'regionInAnotherCountry', { region: known.name, country: known.country, sent: country.trim() });
      return known.id;
    }
    if (country === undefined) throw fieldProblem(400, 'country', 'required', 'regionCountryRequired', { region: name });
    const [created] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO regions (name, country)
          VALUES (${name}, coalesce((SELECT country FROM regions WHERE catalogue_fold(country) = catalogue_fold(${country.trim()}) LIMIT 1), ${country.trim()}))
          ON CONFLICT (catalogue_fold(name)) DO NOTHING
          RETURNING id`,
    );
    if (created) return created.id;
  }
  throw new Error(`Region ${name} was made by another write, yet is not found`);
}

/** The region column a write sets, when it names one (or null, for a place not known). */
export async function regionColumn(tx: Queryable, facts: NamedFacts): Promise<{ regionId?: number | null }> {
  // A country is a region's: alone it names no place.
  if (facts.country !== undefined && typeof facts.region !== 'string') throw validationProblem([{ field: 'region', code: 'required' }]);
  if (facts.region === undefined) return {};
  return { regionId: facts.region === null ? null : await regionId(tx, facts.region, facts.country) };
}

/** Replaces a wine's grapes with these, in their order (when the write names them). */
export async function writeGrapes(tx: Queryable, wine: number, shares: readonly GrapeShare[] | undefined): Promise<void> {
  if (shares === undefined) return;
  const ids = await grapeIds(tx, shares);
  await tx.delete(productGrapes).where(eq(productGrapes.productId, wine));
  if (ids.length > 0) await tx.insert(productGrapes).values(ids.map((grapeId, position) => ({ productId: wine, grapeId, position, percent: shares[position]!.percent })));
}
