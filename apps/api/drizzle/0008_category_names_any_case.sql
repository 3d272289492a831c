-- Names that differ only in capitals ('Orange', 'orange') get their id appended, so the index can be made; staff may rename them.
UPDATE "categories" c SET "name" = c."name" || ' (' || c."id" || ')' WHERE EXISTS (SELECT 1 FROM "categories" o WHERE lower(o."name") = lower(c."name") AND o."id" < c."id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_any_case_idx" ON "categories" USING btree (lower("name"));
