-- Rows written through the mass-assignment flaw of the first version would break the new checks: unknown roles become customers, avatar names the server did not make are dropped.
UPDATE "users" SET "role" = 'customer' WHERE "role" NOT IN ('customer', 'admin');--> statement-breakpoint
UPDATE "users" SET "avatar" = NULL WHERE "avatar" !~ '^avatar-[0-9]+-[0-9a-f]{16}\.webp$';--> statement-breakpoint
CREATE INDEX "tokens_expires_idx" ON "tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('customer', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_generated" CHECK ("users"."avatar" ~ '^avatar-[0-9]+-[0-9a-f]{16}\.webp$');