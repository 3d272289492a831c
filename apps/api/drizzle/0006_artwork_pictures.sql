-- The demo artwork became WebP pictures (scripts/artwork/generate.ts): the rows that name a drawing now
-- name its picture. Uploaded pictures keep their names; /images still sends a drawing's name on (301).
UPDATE "products" SET "img" = regexp_replace("img", '\.svg$', '.webp') WHERE "img" ~ '^wine-([0-9]{2}|placeholder)\.svg$';
--> statement-breakpoint
UPDATE "products" SET "featured_img" = regexp_replace("featured_img", '\.svg$', '.webp') WHERE "featured_img" ~ '^wine-([0-9]{2}|placeholder)-featured\.svg$';
--> statement-breakpoint
UPDATE "categories" SET "img" = regexp_replace("img", '\.svg$', '.webp') WHERE "img" ~ '^category-[a-z]+\.svg$';
--> statement-breakpoint
UPDATE "order_lines" SET "img" = regexp_replace("img", '\.svg$', '.webp') WHERE "img" ~ '^wine-([0-9]{2}|placeholder)\.svg$';
