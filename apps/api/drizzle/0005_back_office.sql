CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_known" CHECK ("stock_movements"."reason" in ('opening', 'sale', 'cancellation', 'restock', 'count correction', 'breakage'))
);
--> statement-breakpoint
ALTER TABLE "avatar_images" DROP CONSTRAINT "avatar_images_name_generated";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "avatar_images" ADD CONSTRAINT "avatar_images_name_generated" CHECK ("avatar_images"."name" ~ '^avatar-[0-9]+-[0-9a-f]{16}\.webp$' or "avatar_images"."name" ~ '^wine-upload-[0-9a-f]{16}\.webp$');--> statement-breakpoint
-- A wine's stock is the sum of its movements. The first is the stock it was added with, whoever adds
-- it (the seed, seed:large, the back office), so it is written here rather than by each of them.
CREATE FUNCTION products_opening_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements (product_id, change, reason) SELECT id, stock, 'opening' FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_opening_stock AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_opening_stock();--> statement-breakpoint
-- Wines from before movements were kept open with the stock they have now.
INSERT INTO stock_movements (product_id, change, reason) SELECT id, stock, 'opening' FROM products ORDER BY id;
