-- The facts' filters: each fact's index carries the other facts, so a rare combination is gathered from the indexes alone (catalogue/list.ts).
DROP INDEX "products_on_sale_region_idx";--> statement-breakpoint
DROP INDEX "products_on_sale_vintage_idx";--> statement-breakpoint
CREATE INDEX "products_on_sale_grapes_idx" ON "products" USING gin ("grape_ids") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_region_idx" ON "products" USING btree ("region_id","id","vintage","grape_ids") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_vintage_idx" ON "products" USING btree ("vintage","id","region_id","grape_ids") WHERE "products"."deleted_at" is null;