-- catalogue_fold ran as a SQL function call of its own for every row it folded (about 50 µs each on
-- PGlite: 5 ms of every catalogue page of 100 wines, which folds each name for the name sort's key).
-- PostgreSQL inlines a SQL function into the statement only when its body is as immutable as it is
-- declared, and unaccent(regdictionary, text) is declared STABLE. The same C function declared
-- IMMUTABLE (the dictionary is named with its schema, as before) makes the body immutable, so the fold
-- is inlined: the same words (the same C function), so the indexes on it stay as they are.
-- Creating a C function needs a superuser (PGlite's, and a PostgreSQL of one's own, have one); a
-- managed database's ordinary role keeps the fold as it was, and is only slower.
DO $migration$
BEGIN
  CREATE FUNCTION catalogue_unaccent(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE AS '$libdir/unaccent', 'unaccent_dict';
  CREATE OR REPLACE FUNCTION catalogue_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $fold$ SELECT lower(public.catalogue_unaccent('public.unaccent'::regdictionary, $1)) $fold$;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'catalogue_fold is not inlined: creating its C function needs a superuser';
END $migration$;
