-- The search documents move out of products into a table of their own (see product_search in
-- schema.ts): every order rewrites a wine's stock, and with the documents and their GIN indexes on the
-- same row most of those updates went into every index instead of in place.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_document" "tsvector" NOT NULL,
	"name_document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_name_search_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("search_document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING gin ("name_document") WITH (fastupdate=false);--> statement-breakpoint
INSERT INTO product_search (product_id, search_document, name_document)
  SELECT p.id, catalogue_document(p.name, c.name, p.slogan, p.description), to_tsvector('simple', catalogue_fold(p.name))
  FROM products p JOIN categories c ON c.id = p.category_id;--> statement-breakpoint
DROP TRIGGER products_index_search ON products;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_index_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  document tsvector := catalogue_document(NEW.name, (SELECT name FROM categories WHERE id = NEW.category_id), NEW.slogan, NEW.description);
BEGIN
  INSERT INTO product_search (product_id, search_document, name_document)
    VALUES (NEW.id, document, to_tsvector('simple', catalogue_fold(NEW.name)))
    ON CONFLICT (product_id) DO UPDATE SET search_document = EXCLUDED.search_document, name_document = EXCLUDED.name_document;
  -- The vocabulary only grows: a word of a withdrawn wine costs one row and at worst offers a spelling that finds nothing.
  INSERT INTO search_terms (term)
    SELECT lexeme FROM unnest(document) WHERE length(lexeme) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_index_search AFTER INSERT OR UPDATE OF name, slogan, description, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_index_search();--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name_document";--> statement-breakpoint
-- An order is placed by one statement (see routes/orders.ts). When a line finds less stock than it
-- asks for, the statement has already written the order and the other lines; this raises, so that
-- the whole statement is undone. The code names the refusal for the server.
CREATE FUNCTION refuse_short_order() RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an order line asks for more bottles than remain' USING ERRCODE = 'C0409';
END;
$$;
