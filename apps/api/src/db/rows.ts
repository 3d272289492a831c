import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** Raw SQL rows, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
