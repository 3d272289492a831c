import { HttpProblem } from '../http/problem';
import type { CatalogueSort } from './filters';

/**
 * Where a keyset page ends: the sort it belongs to, the last wine's sort key and its id (the tie
 * breaker). `tier` is the relevance tier of a search (1: the name holds every word, 2: the rest).
 */
export interface Cursor {
  sort: CatalogueSort;
  id: number;
  key?: string | number;
  tier?: 1 | 2;
}

/** Opaque to clients: base64url of a small JSON, so the URL stays safe to copy and share. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const STALE = 'This page link is no longer valid. Please start again from the first page.';

function invalid(): HttpProblem {
  return new HttpProblem(400, STALE, { errors: [{ field: 'cursor', message: STALE }] });
}

export function decodeCursor(text: string, sort: CatalogueSort): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const cursor = value as Partial<Cursor> | null;
  if (typeof cursor !== 'object' || cursor === null || cursor.sort !== sort) throw invalid();
  if (!Number.isSafeInteger(cursor.id) || (cursor.id ?? 0) < 0) throw invalid();
  if (cursor.tier !== undefined && cursor.tier !== 1 && cursor.tier !== 2) throw invalid();
  const keyed = sort === 'name' ? typeof cursor.key === 'string' && cursor.key.length <= 500 && !cursor.key.includes('\u0000') : sort === 'price-asc' || sort === 'price-desc' ? Number.isSafeInteger(cursor.key) : cursor.key === undefined;
  if (!keyed) throw invalid();
  return { sort, id: cursor.id!, ...(cursor.key !== undefined ? { key: cursor.key } : {}), ...(cursor.tier ? { tier: cursor.tier } : {}) };
}
