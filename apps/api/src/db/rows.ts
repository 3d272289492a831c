import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Queryable } from './database';

/** Raw SQL rows, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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
