-- The server's own catalogue writes take a catalogue version and announce what they changed
-- (apps/api/src/catalogue/writes.ts); they mark their transaction so that this trigger stays quiet. Any
-- other write to the catalogue's tables (psql, a seed, the large-catalogue command, a server write that
-- forgot to go through the catalogue's write path) takes a version here and tells every instance to drop
-- every cached read when it commits: an outside write costs the cache, never a stale page.
CREATE FUNCTION announce_outside_catalogue_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cellar.catalogue_announced', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('cellar_catalogue', json_build_object('origin', 'database', 'versions', json_build_array(nextval('catalogue_version')), 'tags', null)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_announce_outside_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION announce_outside_catalogue_write();
--> statement-breakpoint
CREATE TRIGGER categories_announce_outside_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION announce_outside_catalogue_write();
