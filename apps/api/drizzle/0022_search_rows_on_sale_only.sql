-- The search table holds the wines on sale only: a withdrawn wine's row goes, and comes back if the wine
-- does. A page that no other condition narrows can then walk the search table alone for its wines and
-- read only those from products (catalogue/search-text.ts), instead of reading every wine it passes
-- from both tables in step: 10 -> 6 ms for a word in one name of sixty, at 100,000 wines on PGlite.
CREATE OR REPLACE FUNCTION reindex_wines(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING products p WHERE s.product_id = p.id AND p.id = ANY(ids) AND p.deleted_at IS NOT NULL;
  INSERT INTO product_search (product_id, search_document, name_document)
    SELECT p.id,
           catalogue_document(p.name, c.name, c.translations, p.slogan, p.description, p.translations)
             || setweight(wine_facts_words(p.id, p.producer, p.region_id), 'B'),
           catalogue_name_words(p.name)
    FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.id = ANY(ids) AND p.deleted_at IS NULL
    ON CONFLICT (product_id) DO UPDATE SET search_document = EXCLUDED.search_document, name_document = EXCLUDED.name_document;
  -- The vocabulary only grows: a word of a withdrawn wine costs one row and at worst offers a spelling that finds nothing.
  INSERT INTO search_terms (term)
    SELECT DISTINCT w.lexeme FROM product_search s, unnest(s.search_document) AS w
    WHERE s.product_id = ANY(ids) AND length(w.lexeme) >= 3
    ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
DROP TRIGGER products_index_search ON products;--> statement-breakpoint
CREATE TRIGGER products_index_search AFTER UPDATE OF name, slogan, description, translations, category_id, producer, region_id, deleted_at ON products
  FOR EACH ROW EXECUTE FUNCTION products_index_search();--> statement-breakpoint
DELETE FROM product_search s USING products p WHERE s.product_id = p.id AND p.deleted_at IS NOT NULL;
