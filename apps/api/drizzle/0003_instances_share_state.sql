CREATE SEQUENCE "public"."catalogue_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "avatar_images" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatar_images_name_generated" CHECK ("avatar_images"."name" ~ '^avatar-[0-9]+-[0-9a-f]{16}\.webp$')
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Every instance keeps recently checked sessions in memory. Whoever ends a session or changes an
-- account (another instance, a reset, the staff command) tells them all, once per statement; a
-- payload too long for NOTIFY says "everyone".
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    SELECT string_agg(DISTINCT id::text, ',') INTO changed FROM changed_rows;
  ELSE
    SELECT string_agg(DISTINCT user_id::text, ',') INTO changed FROM changed_rows;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('cellar_sessions', CASE WHEN length(changed) > 7000 THEN '*' ELSE changed END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tokens_announce_end AFTER DELETE ON tokens REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE ON users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_removal AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
