ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_es_name_any_case_idx" ON "categories" USING btree (lower("translations" #>> '{es-UY,name}'));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_translations_object" CHECK (jsonb_typeof("categories"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_translations_object" CHECK (jsonb_typeof("products"."translations") = 'object');--> statement-breakpoint
-- Content in both languages (issue 30): English stays in the rows' own columns, so today's rows are the
-- English shop as they were; other languages' texts are in `translations`, by locale. The search reads
-- every language: each text is stemmed in its own language's configuration (snowball, with its stop
-- words; both ship with PostgreSQL and PGlite), accents folded first as before (catalogue_fold), so
-- `vinos blancos` finds `Vino blanco`, `reserve` finds `Reserva` and `Cabernét` finds Cabernet.
CREATE FUNCTION locale_search_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT CASE split_part(locale, '-', 1) WHEN 'es' THEN 'pg_catalog.spanish'::regconfig ELSE 'pg_catalog.english'::regconfig END $$;--> statement-breakpoint
CREATE FUNCTION catalogue_words(config regconfig, body text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector(config, catalogue_fold(coalesce(body, ''))) $$;--> statement-breakpoint
-- A wine's name is no language's own: its words are stemmed both ways, so `reservas` and `reserve` find a Reserva.
CREATE FUNCTION catalogue_name_words(name text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT catalogue_words('pg_catalog.english'::regconfig, name) || catalogue_words('pg_catalog.spanish'::regconfig, name) $$;--> statement-breakpoint
CREATE AGGREGATE tsvector_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');--> statement-breakpoint
-- One text (`field`) of every translation, each in its own language's words.
CREATE FUNCTION translated_words(translations jsonb, field text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(tsvector_agg(catalogue_words(locale_search_config(key), value ->> field)), '') FROM jsonb_each(translations) $$;--> statement-breakpoint
CREATE FUNCTION catalogue_document(name text, category text, category_translations jsonb, slogan text, description text, translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(catalogue_name_words(name), 'A')
            || setweight(catalogue_words('pg_catalog.english'::regconfig, category) || translated_words(category_translations, 'name'), 'B')
            || setweight(catalogue_words('pg_catalog.english'::regconfig, slogan) || translated_words(translations, 'slogan'), 'C')
            || setweight(catalogue_words('pg_catalog.english'::regconfig, description) || translated_words(translations, 'description'), 'D') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_index_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category categories%ROWTYPE;
  document tsvector;
BEGIN
  SELECT * INTO category FROM categories WHERE id = NEW.category_id;
  document := catalogue_document(NEW.name, category.name, category.translations, NEW.slogan, NEW.description, NEW.translations);
  INSERT INTO product_search (product_id, search_document, name_document)
    VALUES (NEW.id, document, catalogue_name_words(NEW.name))
    ON CONFLICT (product_id) DO UPDATE SET search_document = EXCLUDED.search_document, name_document = EXCLUDED.name_document;
  -- The vocabulary only grows: a word of a withdrawn wine costs one row and at worst offers a spelling that finds nothing.
  INSERT INTO search_terms (term)
    SELECT lexeme FROM unnest(document) WHERE length(lexeme) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER products_index_search ON products;--> statement-breakpoint
CREATE TRIGGER products_index_search AFTER INSERT OR UPDATE OF name, slogan, description, translations, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_index_search();--> statement-breakpoint
DROP FUNCTION catalogue_document(text, text, text, text);--> statement-breakpoint
DROP TRIGGER categories_reindex_products ON categories;--> statement-breakpoint
CREATE TRIGGER categories_reindex_products AFTER UPDATE OF name, translations ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.translations IS DISTINCT FROM NEW.translations) EXECUTE FUNCTION categories_reindex_products();--> statement-breakpoint
-- Every document again, in stemmed words, without rewriting the wines' rows; the vocabulary is the new
-- documents' words (the unstemmed ones would be taken for known words that find nothing).
INSERT INTO product_search (product_id, search_document, name_document)
  SELECT p.id, catalogue_document(p.name, c.name, c.translations, p.slogan, p.description, p.translations), catalogue_name_words(p.name)
  FROM products p JOIN categories c ON c.id = p.category_id
  ON CONFLICT (product_id) DO UPDATE SET search_document = EXCLUDED.search_document, name_document = EXCLUDED.name_document;--> statement-breakpoint
DELETE FROM search_terms;--> statement-breakpoint
INSERT INTO search_terms (term)
  SELECT DISTINCT w.lexeme FROM product_search s, unnest(s.search_document) AS w WHERE length(w.lexeme) >= 3;
