-- Catalogue search (issue 12): the extensions ship with PostgreSQL's contrib and with PGlite, which
-- loads them when the database is opened (client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be edited), and an index or a generated value needs
-- IMMUTABLE: naming the dictionary with its schema pins it, so the fold can be declared immutable.
CREATE FUNCTION catalogue_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE FUNCTION catalogue_document(name text, category text, slogan text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', catalogue_fold(coalesce(name, ''))), 'A')
            || setweight(to_tsvector('simple', catalogue_fold(coalesce(category, ''))), 'B')
            || setweight(to_tsvector('simple', catalogue_fold(coalesce(slogan, ''))), 'C')
            || setweight(to_tsvector('simple', catalogue_fold(coalesce(description, ''))), 'D') $$;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_document" "tsvector";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_on_sale_price_idx" ON "products" USING btree ("unit_price","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_name_idx" ON "products" USING btree (catalogue_fold("name"),"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_category_idx" ON "products" USING btree ("category_id","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE FUNCTION products_index_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := catalogue_document(NEW.name, (SELECT name FROM categories WHERE id = NEW.category_id), NEW.slogan, NEW.description);
  NEW.name_document := to_tsvector('simple', catalogue_fold(NEW.name));
  -- The vocabulary only grows: a word of a withdrawn wine costs one row and at worst offers a spelling that finds nothing.
  INSERT INTO search_terms (term)
    SELECT lexeme FROM unnest(NEW.search_document) WHERE length(lexeme) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_index_search BEFORE INSERT OR UPDATE OF name, slogan, description, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_index_search();--> statement-breakpoint
CREATE FUNCTION categories_reindex_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_reindex_products AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_reindex_products();--> statement-breakpoint
UPDATE products SET category_id = category_id;
