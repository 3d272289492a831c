-- Statistics on the producer as the filter compares it (any case, any accents). PostgreSQL reads an
-- expression's statistics from an index on it only when that index is not partial, and the producer's
-- index holds only the wines on sale: without these, the planner took any bodega for 0.5 % of the
-- catalogue (5,000 wines at a million, where one has about 1,800), so catalogue/list.ts walked a sort's
-- index for a bodega's wines (2 s by name, the names starting with the bodega's) instead of gathering them.
CREATE STATISTICS IF NOT EXISTS products_producer_fold_stats ON (catalogue_fold(producer)) FROM products;
--> statement-breakpoint
ANALYZE products;
