import { sql } from 'drizzle-orm';

/**
 * Takes the next catalogue version (see `catalogueVersion` in schema.ts). Writes outside a server (a
 * seed, the large-catalogue command) take one so that running servers notice them and drop their
 * cached reads within the change feed's bound, even though nobody announces them.
 */
export const takeCatalogueVersion = sql`select nextval('catalogue_version')`;
