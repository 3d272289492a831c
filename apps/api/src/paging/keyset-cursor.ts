import { DomainError } from '../errors';

/**
 * The cursor of a keyset page, as clients carry it from one answer's `Link` to the next request: opaque
 * to them (base64url of a small JSON, so the URL stays safe to copy and share), and naming the sort it
 * belongs to, the last row's sort key and its id. Anyone can write one, and its key and id reach SQL
 * compared with columns: each sort declares its key's kind, and a cursor holding a value its column
 * could not hold is refused here, as a stale link, before any SQL runs.
 */

/** The largest PostgreSQL `integer`: ids (serial) and the integer columns lists sort by (price, stock). */
const INT4_MAX = 2_147_483_647;

/** Beyond any real key: a 254-character email, a 121-character name, a folded 120-character wine name. */
const TEXT_KEY_MAX = 500;

const wholeBetween = (min: number, max: number) => (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** What a key of each kind may be. */
const KINDS = {
  /** The sort is the id's own order: the cursor holds no key. */
  none: (value: unknown) => value === undefined,
  /** A non-negative `integer` column's value: a price, a stock, an id. */
  int4: wholeBetween(0, INT4_MAX),
  /** The catalogue search's relevance tier (1: the name holds every word, 2: the rest). */
  tier: wholeBetween(1, 2),
  /** A text as PostgreSQL's text holds one: neither NUL nor a lone surrogate fits in it. */
  text: (value: unknown) => typeof value === 'string' && value.length <= TEXT_KEY_MAX && !value.includes('\u0000') && !/\p{Cs}/u.test(value),
} satisfies Record<string, (value: unknown) => boolean>;

export type KeyKind = keyof typeof KINDS;

/** Where a page ends: its last row's sort key (undefined when the sort has none) and id, which breaks ties. */
export interface PageEnd {
  key?: string | number;
  id: number;
}


function stale(): DomainError {
  return new DomainError('invalid', 'staleCursor', {}, { field: { name: 'cursor', code: 'invalid' } });
}

/** The end of the page before, read from a cursor of `sort`, whose key is of `kind`; any other cursor is a 400. */
export function decodeCursor(text: string, sort: string, kind: KeyKind): PageEnd {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw stale();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw stale();
  const { sort: sortOf, key, id, ...rest } = value as Record<string, unknown>;
  if (sortOf !== sort || Object.keys(rest).length > 0 || !KINDS.int4(id) || !KINDS[kind](key)) throw stale();
  return { key: key as PageEnd['key'], id: id as number };
}

/** The `Link` header of the page after `end`: the same request with its cursor, so every filter, sort and limit carries over. */
export function nextPageLink(requestUrl: string, sort: string, end: PageEnd): string {
  const url = new URL(requestUrl, 'http://shop.invalid');
  url.searchParams.set('cursor', Buffer.from(JSON.stringify({ sort, ...end })).toString('base64url'));
  return `<${url.pathname}${url.search}>; rel="next"`;
}
