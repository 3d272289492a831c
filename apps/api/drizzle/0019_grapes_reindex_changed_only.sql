-- A statement on a wine's grapes re-indexes only the wines whose set of grapes it changed: a new percent
-- or order changes no word of the search row. A wine inserted with its grapes' ids on its row, in the
-- statement that inserts its grapes (the generator's batches, large-catalogue.ts), is indexed once, by its own trigger.
CREATE OR REPLACE FUNCTION product_grapes_reindex() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wines integer[] := ARRAY(SELECT DISTINCT product_id FROM changed_grapes);
  changed integer[];
BEGIN
  WITH now_held AS (
    SELECT p.id, ARRAY(SELECT pg.grape_id FROM product_grapes pg WHERE pg.product_id = p.id ORDER BY pg.grape_id) AS grape_ids
    FROM products p WHERE p.id = ANY(wines)
  ), updated AS (
    UPDATE products p SET grape_ids = h.grape_ids FROM now_held h
    WHERE p.id = h.id AND p.grape_ids IS DISTINCT FROM h.grape_ids
    RETURNING p.id
  )
  SELECT array_agg(id) INTO changed FROM updated;
  PERFORM reindex_wines(coalesce(changed, '{}'));
  RETURN NULL;
END $$;
