import { sql } from 'drizzle-orm';
import { parse } from 'postgres-array';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * How long statistics once read are used. ANALYZE changes them (autovacuum on PostgreSQL, the seeds on
 * the embedded database), and a search that misjudges a word is slower for a while, never wrong.
 */
const KEPT_MS = 60_000;
/** The planner's share for a word its statistics do not list, at most (DEFAULT_TS_MATCH_SEL in PostgreSQL's ts_selfuncs.c). */
const UNLISTED_SHARE = 0.005;

/** The search table's columns whose words a search matches. */
export type Document = 'search_document' | 'name_document';

interface ColumnShares {
  /** The share of the search table's rows whose column holds each of its most common words. */
  shares: ReadonlyMap<string, number>;
  /** The least share listed: a word not listed is held by fewer. */
  least: number;
}

/** The planner's own statistics of the search table's words (ANALYZE's most common lexemes), as a search weighs them. */
export interface WordShares {
  /** The search table's rows (the wines on sale) when it was last analysed. */
  rows: number;
  columns: Record<Document, ColumnShares>;
}

interface StatisticsRow {
  attname: Document;
  elems: string | null;
  freqs: string | null;
  rows: number | string;
}

async function readShares(db: Queryable): Promise<WordShares | null> {
  // As text: the client parses an array of 500 words into one value ten times slower than `parse` does.
  const found = await rowsOf<StatisticsRow>(
    db,
    sql`SELECT attname, most_common_elems::text AS elems, most_common_elem_freqs::text AS freqs,
               (SELECT reltuples FROM pg_class WHERE oid = 'product_search'::regclass) AS rows
        FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'product_search' AND attname IN ('search_document', 'name_document')`,
  );
  const columns: Partial<Record<Document, ColumnShares>> = {};
  for (const { attname, elems, freqs } of found) {
    if (elems === null || freqs === null) continue;
    const words = parse(elems);
    const numbers = parse(freqs, Number);
    // The frequencies of the words, then the least and the greatest (pg_statistic's MCELEM slot).
    if (numbers.length !== words.length + 2) continue;
    columns[attname] = { shares: new Map(words.map((word, i) => [word, numbers[i] ?? 0])), least: numbers[words.length] ?? 0 };
  }
  const rows = Number(found[0]?.rows ?? 0);
  const { search_document, name_document } = columns;
  return rows > 0 && search_document && name_document ? { rows, columns: { search_document, name_document } } : null;
}

const kept = new WeakMap<Queryable, { read: Promise<WordShares | null>; at: number }>();

/**
 * The search table's word statistics, read at most once a minute per database (about 3 ms on the
 * embedded one); null when it has none (never analysed). Requests at once share one read.
 */
export function wordShares(db: Queryable): Promise<WordShares | null> {
  const entry = kept.get(db);
  if (entry && Date.now() - entry.at < KEPT_MS) return entry.read;
  const read = readShares(db).catch(() => null);
  kept.set(db, { read, at: Date.now() });
  return read;
}

/**
 * The share of the search table's rows whose `column` holds every word of a search (each word as one of
 * its alternatives), as the planner reckons it: a word's share from its statistics, a word they do not
 * list at half the least listed share, words as if unrelated.
 */
export function shareOf({ columns }: WordShares, column: Document, words: readonly (readonly string[])[]): number {
  const { shares, least } = columns[column];
  const share = (word: string) => shares.get(word) ?? Math.min(UNLISTED_SHARE, least / 2);
  return words.reduce((all, alternatives) => all * alternatives.reduce((any, word) => any + share(word) - any * share(word), 0), 1);
}

/**
 * Whether at least `count` rows of the search table hold a one-word search in `column` by the statistics'
 * listed words alone. Two words may never meet in one wine whatever their shares, so a search of several is
 * never taken for common.
 */
export function heldByAtLeast(shares: WordShares, column: Document, words: readonly (readonly string[])[], count: number): boolean {
  const [only] = words;
  if (words.length !== 1 || !only) return false;
  const listed = only.filter((word) => shares.columns[column].shares.has(word));
  return shareOf(shares, column, [listed]) * shares.rows >= count;
}
