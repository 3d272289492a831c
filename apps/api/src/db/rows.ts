import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Queryable } from './database';

/** Raw SQL rows, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of `query` sent as one JSON value. The embedded database's client reads a result one field at
 * a time (about a microsecond each, a copy of its own), so a page of a hundred wines took 2.5-4 ms to
 * hand over as rows and 1.7 ms as one value, which the client parses at once. `order`: the rows' order
 * (JSON keeps it), over the query's output columns, named `p`: a page's own ORDER BY, written over `p`, reads the same
 * (its plan then calls the query's own `p` `p_1`).
 */
export async function jsonRowsOf<T>(db: Queryable, query: SQL, order?: SQL): Promise<T[]> {
  const [row] = await rowsOf<{ rows: unknown }>(db, sql`SELECT coalesce(json_agg(p${order ? sql` ORDER BY ${order}` : sql``}), '[]'::json) AS rows FROM (${query}) p`);
  return row ? jsonValue<T[]>(row.rows) : [];
}

/** A json column's value: PGlite hands it over as text, node-postgres already parsed. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const dialect = new PgDialect();

interface RawClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Raw rows of a hot statement whose text never changes: node-postgres prepares it once per connection
 * under `name`, so PostgreSQL parses it once and may keep its plan; PGlite runs it as it is.
 */
export async function preparedRowsOf<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | RawClient }).$client;
  const result = client instanceof pg.Pool ? await client.query({ name, text, values: params }) : await client.query(text, params);
  return result.rows as T[];
}
