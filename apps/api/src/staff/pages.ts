import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { decodeCursor, nextPageLink, type KeyKind } from '../paging/keyset-cursor';

/**
 * Keyset pages for the back office's lists: ordered by a sort key and the id that breaks its ties, a
 * cursor naming the last row shown, so rows added or removed between two requests never make a page
 * skip or repeat one. The total is counted (staff lists are the shop's own rows, not the catalogue).
 */
export interface Ordering<Row> {
  /** The sort key: never null, so that the row-value comparison is exact. */
  key: SQL | PgColumn;
  /** What the key is, so that a cursor's key is checked before SQL compares the key with it (a row value needs one). */
  keyKind: Exclude<KeyKind, 'none'>;
  /** The id column that breaks ties, in the same direction. */
  id: PgColumn;
  descending: boolean;
  /**
   * The key's value of a row, for the next cursor: the very value the database sorted by (select a computed
   * key with the row), since the next page compares against it and a value folded otherwise skips rows.
   */
  keyOf: (row: Row) => string | number;
  idOf: (row: Row) => number;
}

/** A person's name as the staff lists sort it: last name first, case-blind. */
export const sortName = sql<string>`lower(${users.lastname} || ' ' || ${users.firstname})`;

export interface PageRequest {
  sort: string;
  limit: number;
  cursor?: string | undefined;
}

/**
 * Reads one page: `select` is given the conditions (the caller's filters and the cursor's), the order
 * and how many rows to read; `count` the filters alone. Sets `Link` and `X-Total-Count` on the reply.
 * The next page's link is `request.url`'s; a cached read passes the address it is kept under instead
 * (`apiReadKey`), so that every spelling of a page links the same next one.
 */
export async function keysetPage<Row>(
  request: Pick<FastifyRequest, 'url'>,
  reply: FastifyReply,
  page: PageRequest,
  ordering: Ordering<Row>,
  filters: SQL | undefined,
  select: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>,
  count: (where: SQL | undefined) => Promise<number>,
): Promise<Row[]> {
  const { key, id, descending } = ordering;
  const after = page.cursor ? decodeCursor(page.cursor, page.sort, ordering.keyKind) : null;
  const past = after ? (descending ? sql`(${key}, ${id}) < (${after.key}, ${after.id})` : sql`(${key}, ${id}) > (${after.key}, ${after.id})`) : undefined;
  const direction = descending ? desc : asc;
  const [rows, total] = await Promise.all([select(and(filters, past), [direction(key), direction(id)], page.limit + 1), count(filters)]);
  const shown = rows.slice(0, page.limit);
  reply.header('x-total-count', String(total));
  const last = shown.at(-1);
  if (rows.length > page.limit && last) reply.header('link', nextPageLink(request.url, page.sort, { key: ordering.keyOf(last), id: ordering.idOf(last) }));
  return shown;
}

/** Words of a staff search, matched case- and accent-blind against any of `columns`, each word somewhere. */
export function textMatches(q: string | undefined, columns: (SQL | PgColumn)[]): SQL | undefined {
  // LIKE's own wildcards in a word are matched as themselves.
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10).map((word) => word.replace(/[\\%_]/g, '\\$&'));
  if (words.length === 0) return undefined;
  const haystack = sql.join(
    columns.map((column) => sql`coalesce(${column}::text, '')`),
    sql` || ' ' || `,
  );
  return and(...words.map((word) => sql`catalogue_fold(${haystack}) like '%' || catalogue_fold(${word}) || '%'`));
}
