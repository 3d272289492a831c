-- Wine facts (issue 31): a wine's producer, grapes (their own table, with each wine's shares in the blend's
-- order), region (its own table, of a country), vintage, alcohol and bottle. Grapes and regions are
-- unique by their folded name, so `Tannat`, `tannat` and `Tánnat` are one grape and a facet counts by id.
CREATE TABLE "grapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_grapes" (
	"product_id" integer NOT NULL,
	"grape_id" integer NOT NULL,
	"position" integer NOT NULL,
	"percent" integer,
	CONSTRAINT "product_grapes_product_id_grape_id_pk" PRIMARY KEY("product_id","grape_id"),
	CONSTRAINT "product_grapes_percent_range" CHECK ("product_grapes"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "producer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vintage" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "abv" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "volume_ml" integer DEFAULT 750 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grape_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_grapes" ADD CONSTRAINT "product_grapes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grapes" ADD CONSTRAINT "product_grapes_grape_id_grapes_id_fk" FOREIGN KEY ("grape_id") REFERENCES "public"."grapes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grapes_name_folded_idx" ON "grapes" USING btree (catalogue_fold("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_grapes_position_idx" ON "product_grapes" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_grapes_grape_idx" ON "product_grapes" USING btree ("grape_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_name_folded_idx" ON "regions" USING btree (catalogue_fold("name"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_on_sale_region_idx" ON "products" USING btree ("region_id","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_vintage_idx" ON "products" USING btree ("vintage","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_producer_idx" ON "products" USING btree (catalogue_fold("producer"),"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vintage_year" CHECK ("products"."vintage" between 1800 and 2200);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_abv_range" CHECK ("products"."abv" between 0.5 and 25);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_volume_positive" CHECK ("products"."volume_ml" > 0);--> statement-breakpoint
-- The facts are searched too: the producer, the region and its country, and every grape's name, each
-- stemmed both ways as a name is (weight B, with the category).
CREATE FUNCTION wine_facts_words(product_id integer, producer text, region_id integer) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT catalogue_name_words(concat_ws(' ', $2,
          (SELECT r.name || ' ' || r.country FROM regions r WHERE r.id = $3),
          (SELECT string_agg(g.name, ' ') FROM product_grapes pg JOIN grapes g ON g.id = pg.grape_id WHERE pg.product_id = $1))) $$;--> statement-breakpoint
-- One place writes a wine's search row: the wines' own trigger and their grapes' both call it.
CREATE FUNCTION reindex_wines(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, search_document, name_document)
    SELECT p.id,
           catalogue_document(p.name, c.name, c.translations, p.slogan, p.description, p.translations)
             || setweight(wine_facts_words(p.id, p.producer, p.region_id), 'B'),
           catalogue_name_words(p.name)
    FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.id = ANY(ids)
    ON CONFLICT (product_id) DO UPDATE SET search_document = EXCLUDED.search_document, name_document = EXCLUDED.name_document;
  -- The vocabulary only grows: a word of a withdrawn wine costs one row and at worst offers a spelling that finds nothing.
  INSERT INTO search_terms (term)
    SELECT DISTINCT w.lexeme FROM product_search s, unnest(s.search_document) AS w
    WHERE s.product_id = ANY(ids) AND length(w.lexeme) >= 3
    ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_index_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reindex_wines(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- New wines are indexed once per statement (a generator's batch of 500 in one pass); an edit, wine by
-- wine, since only a row trigger can name the columns that matter.
CREATE FUNCTION products_index_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reindex_wines(ARRAY(SELECT id FROM added_wines));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER products_index_search ON products;--> statement-breakpoint
CREATE TRIGGER products_index_search AFTER UPDATE OF name, slogan, description, translations, category_id, producer, region_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_index_search();--> statement-breakpoint
CREATE TRIGGER products_index_added AFTER INSERT ON products REFERENCING NEW TABLE AS added_wines
  FOR EACH STATEMENT EXECUTE FUNCTION products_index_added();--> statement-breakpoint
-- A category's new name reaches its wines' documents in one pass, without rewriting the wines' rows.
CREATE OR REPLACE FUNCTION categories_reindex_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reindex_wines(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
-- A wine's grapes are written after the wine (they name it): each statement that changes them re-indexes its
-- wines once, and copies their grapes' ids onto them (products.grape_ids, which the facets count).
CREATE FUNCTION product_grapes_reindex() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wines integer[] := ARRAY(SELECT DISTINCT product_id FROM changed_grapes);
BEGIN
  UPDATE products p SET grape_ids = ARRAY(SELECT pg.grape_id FROM product_grapes pg WHERE pg.product_id = p.id ORDER BY pg.grape_id)
    WHERE p.id = ANY(wines);
  PERFORM reindex_wines(wines);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_grapes_added AFTER INSERT ON product_grapes REFERENCING NEW TABLE AS changed_grapes
  FOR EACH STATEMENT EXECUTE FUNCTION product_grapes_reindex();--> statement-breakpoint
CREATE TRIGGER product_grapes_removed AFTER DELETE ON product_grapes REFERENCING OLD TABLE AS changed_grapes
  FOR EACH STATEMENT EXECUTE FUNCTION product_grapes_reindex();--> statement-breakpoint
CREATE TRIGGER product_grapes_changed AFTER UPDATE ON product_grapes REFERENCING NEW TABLE AS changed_grapes
  FOR EACH STATEMENT EXECUTE FUNCTION product_grapes_reindex();--> statement-breakpoint
-- Outside writes to the facts' tables drop every cached read, as those to the wines do (migration 0009).
CREATE TRIGGER grapes_announce_outside_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grapes FOR EACH STATEMENT EXECUTE FUNCTION announce_outside_catalogue_write();--> statement-breakpoint
CREATE TRIGGER regions_announce_outside_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions FOR EACH STATEMENT EXECUTE FUNCTION announce_outside_catalogue_write();--> statement-breakpoint
CREATE TRIGGER product_grapes_announce_outside_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_grapes FOR EACH STATEMENT EXECUTE FUNCTION announce_outside_catalogue_write();--> statement-breakpoint
-- Today's wines, as their names and prose say (apps/api/src/db/seed-data.ts): all of Uruguay's departments,
-- the seed's grapes, and the facts of each seeded wine still called by its seed name.
INSERT INTO "regions" ("name", "country") VALUES
  ('Artigas', 'Uruguay'),
  ('Canelones', 'Uruguay'),
  ('Cerro Largo', 'Uruguay'),
  ('Colonia', 'Uruguay'),
  ('Durazno', 'Uruguay'),
  ('Flores', 'Uruguay'),
  ('Florida', 'Uruguay'),
  ('Lavalleja', 'Uruguay'),
  ('Maldonado', 'Uruguay'),
  ('Montevideo', 'Uruguay'),
  ('Paysandú', 'Uruguay'),
  ('Río Negro', 'Uruguay'),
  ('Rivera', 'Uruguay'),
  ('Rocha', 'Uruguay'),
  ('Salto', 'Uruguay'),
  ('San José', 'Uruguay'),
  ('Soriano', 'Uruguay'),
  ('Tacuarembó', 'Uruguay'),
  ('Treinta y Tres', 'Uruguay');--> statement-breakpoint
INSERT INTO "grapes" ("name") VALUES
  ('Tannat'),
  ('Marselan'),
  ('Cabernet Franc'),
  ('Merlot'),
  ('Pinot Noir'),
  ('Arinarnoa'),
  ('Albariño'),
  ('Sauvignon Blanc'),
  ('Chardonnay'),
  ('Viognier'),
  ('Petit Manseng'),
  ('Torrontés'),
  ('Riesling'),
  ('Caladoc'),
  ('Moscatel'),
  ('Moscatel de Hamburgo'),
  ('Sémillon');--> statement-breakpoint
UPDATE "products" p SET "producer" = f.producer, "region_id" = r.id, "vintage" = f.vintage, "abv" = f.abv, "volume_ml" = f.volume_ml
FROM (VALUES
  ('Estancia Piedra Alta Tannat Reserva', 'Estancia Piedra Alta', 'Canelones', 2021::int, 13.8, 750),
  ('Viñedos Arroyo Sauce Marselan Joven', 'Viñedos Arroyo Sauce', 'Colonia', 2023::int, 13.0, 750),
  ('Bodega Cuchilla Negra Tannat Viejas Cepas', 'Bodega Cuchilla Negra', 'Rivera', 2019::int, 14.5, 750),
  ('Casa Lumbrera Cabernet Franc Sierra', 'Casa Lumbrera', 'Maldonado', 2021::int, 13.5, 750),
  ('Bodega Tres Horneros Merlot Clásico', 'Bodega Tres Horneros', 'San José', 2022::int, 13.0, 750),
  ('Quinta del Pampero Pinot Noir Atlántico', 'Quinta del Pampero', 'Maldonado', 2022::int, 12.5, 750),
  ('Bodega Sol de Melilla Tannat Merlot', 'Bodega Sol de Melilla', 'Montevideo', 2021::int, 13.5, 750),
  ('Viña Ombú Grande Arinarnoa Reserva', 'Viña Ombú Grande', 'Canelones', 2020::int, 14.0, 750),
  ('Cava Los Charrúas Gran Tannat Icono', 'Cava Los Charrúas', 'Canelones', 2018::int, 14.5, 750),
  ('Estancia Laguna Negra Tannat Roble', 'Estancia Laguna Negra', 'Rocha', 2022::int, 13.5, 750),
  ('Bodega Punta Brava Albariño Atlántico', 'Bodega Punta Brava', 'Maldonado', 2024::int, 12.5, 750),
  ('Viñedos Santa Lucía Sauvignon Blanc', 'Viñedos Santa Lucía', 'Canelones', 2024::int, 12.0, 750),
  ('Casa del Arroyo Solís Chardonnay Barrica', 'Casa del Arroyo Solís', 'Maldonado', 2022::int, 13.5, 750),
  ('Bodega Carmelo Viejo Viognier', 'Bodega Carmelo Viejo', 'Colonia', 2023::int, 13.5, 750),
  ('Quinta Las Piedras Petit Manseng Seco', 'Quinta Las Piedras', 'Canelones', 2023::int, 13.0, 750),
  ('Viña Aurora del Sur Torrontés', 'Viña Aurora del Sur', 'Salto', 2024::int, 12.5, 750),
  ('Bodega Isla Gorriti Riesling Costero', 'Bodega Isla Gorriti', 'Maldonado', 2023::int, 12.0, 750),
  ('Bodega Rincón del Indio Rosé de Tannat', 'Bodega Rincón del Indio', 'Canelones', 2024::int, 12.5, 750),
  ('Casa Marea Rosé de Pinot Noir', 'Casa Marea', 'Maldonado', 2024::int, 12.0, 750),
  ('Viñedos Cerro Largo Rosado de Marselan', 'Viñedos Cerro Largo', 'Cerro Largo', 2024::int, 12.5, 750),
  ('Quinta La Paloma Rosé Caladoc', 'Quinta La Paloma', 'Rocha', 2024::int, 12.5, 750),
  ('Casa Bruma Brut Nature Método Tradicional', 'Casa Bruma', 'Canelones', NULL::int, 12.0, 750),
  ('Bodega Playa Verde Extra Brut Rosé', 'Bodega Playa Verde', 'Maldonado', 2022::int, 12.0, 750),
  ('Viñedos Arroyo Carrasco Brut Cuvée Especial', 'Viñedos Arroyo Carrasco', 'Canelones', NULL::int, 12.5, 1500),
  ('Espumantes del Plata Moscatel Dulce', 'Espumantes del Plata', 'Canelones', NULL::int, 7.5, 750),
  ('Casa Ceibal Petit Manseng Cosecha Tardía', 'Casa Ceibal', 'Canelones', 2022::int, 12.0, 375),
  ('Quinta Sauce Solo Moscatel de Hamburgo Tardío', 'Quinta Sauce Solo', 'Colonia', 2023::int, 11.5, 500),
  ('Viñedos del Tala Sémillon Noble', 'Viñedos del Tala', 'San José', 2020::int, 12.5, 375),
  ('Bodega Fortín de Santa Rosa Tannat Licoroso', 'Bodega Fortín de Santa Rosa', 'Canelones', 2021::int, 18.0, 500),
  ('Casa Galeón Tannat Fortificado 10 Años', 'Casa Galeón', 'Colonia', NULL::int, 19.5, 750),
  ('Bodega Aljibe Viejo Moscatel Licoroso', 'Bodega Aljibe Viejo', 'Canelones', NULL::int, 17.0, 750),
  ('Viña Barra de Valizas Tannat Solera', 'Viña Barra de Valizas', 'Rocha', NULL::int, 18.5, 750)
) AS f(name, producer, region, vintage, abv, volume_ml)
JOIN "regions" r ON r.name = f.region
WHERE p.name = f.name;--> statement-breakpoint
INSERT INTO "product_grapes" ("product_id", "grape_id", "position", "percent")
SELECT p.id, g.id, f.position, f.percent FROM (VALUES
  ('Estancia Piedra Alta Tannat Reserva', 'Tannat', 0, 100::int),
  ('Viñedos Arroyo Sauce Marselan Joven', 'Marselan', 0, 100::int),
  ('Bodega Cuchilla Negra Tannat Viejas Cepas', 'Tannat', 0, 100::int),
  ('Casa Lumbrera Cabernet Franc Sierra', 'Cabernet Franc', 0, 100::int),
  ('Bodega Tres Horneros Merlot Clásico', 'Merlot', 0, 100::int),
  ('Quinta del Pampero Pinot Noir Atlántico', 'Pinot Noir', 0, 100::int),
  ('Bodega Sol de Melilla Tannat Merlot', 'Tannat', 0, 60::int),
  ('Bodega Sol de Melilla Tannat Merlot', 'Merlot', 1, 40::int),
  ('Viña Ombú Grande Arinarnoa Reserva', 'Arinarnoa', 0, 100::int),
  ('Cava Los Charrúas Gran Tannat Icono', 'Tannat', 0, 100::int),
  ('Estancia Laguna Negra Tannat Roble', 'Tannat', 0, 100::int),
  ('Bodega Punta Brava Albariño Atlántico', 'Albariño', 0, 100::int),
  ('Viñedos Santa Lucía Sauvignon Blanc', 'Sauvignon Blanc', 0, 100::int),
  ('Casa del Arroyo Solís Chardonnay Barrica', 'Chardonnay', 0, 100::int),
  ('Bodega Carmelo Viejo Viognier', 'Viognier', 0, 100::int),
  ('Quinta Las Piedras Petit Manseng Seco', 'Petit Manseng', 0, 100::int),
  ('Viña Aurora del Sur Torrontés', 'Torrontés', 0, 100::int),
  ('Bodega Isla Gorriti Riesling Costero', 'Riesling', 0, 100::int),
  ('Bodega Rincón del Indio Rosé de Tannat', 'Tannat', 0, 100::int),
  ('Casa Marea Rosé de Pinot Noir', 'Pinot Noir', 0, 100::int),
  ('Viñedos Cerro Largo Rosado de Marselan', 'Marselan', 0, 100::int),
  ('Quinta La Paloma Rosé Caladoc', 'Caladoc', 0, 100::int),
  ('Casa Bruma Brut Nature Método Tradicional', 'Chardonnay', 0, NULL::int),
  ('Casa Bruma Brut Nature Método Tradicional', 'Pinot Noir', 1, NULL::int),
  ('Bodega Playa Verde Extra Brut Rosé', 'Pinot Noir', 0, 100::int),
  ('Viñedos Arroyo Carrasco Brut Cuvée Especial', 'Chardonnay', 0, NULL::int),
  ('Viñedos Arroyo Carrasco Brut Cuvée Especial', 'Pinot Noir', 1, NULL::int),
  ('Espumantes del Plata Moscatel Dulce', 'Moscatel', 0, 100::int),
  ('Casa Ceibal Petit Manseng Cosecha Tardía', 'Petit Manseng', 0, 100::int),
  ('Quinta Sauce Solo Moscatel de Hamburgo Tardío', 'Moscatel de Hamburgo', 0, 100::int),
  ('Viñedos del Tala Sémillon Noble', 'Sémillon', 0, 100::int),
  ('Bodega Fortín de Santa Rosa Tannat Licoroso', 'Tannat', 0, 100::int),
  ('Casa Galeón Tannat Fortificado 10 Años', 'Tannat', 0, 100::int),
  ('Bodega Aljibe Viejo Moscatel Licoroso', 'Moscatel', 0, 100::int),
  ('Viña Barra de Valizas Tannat Solera', 'Tannat', 0, 100::int)
) AS f(wine, grape, position, percent)
JOIN "products" p ON p.name = f.wine
JOIN "grapes" g ON g.name = f.grape;
