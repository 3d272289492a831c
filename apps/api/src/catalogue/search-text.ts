import { SEARCH_COMPLETES_FROM } from '@cellar/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { rowsOf } from '../db/rows';
import { intArray } from './filters';
import { EXACT_COUNT_LIMIT } from './totals';
import { sharedWhileRunning } from './shared-lookups';
import { heldByAtLeast, shareOf, wordShares, type Document } from './word-shares';

/** At most this many words of a search count; the rest of a pasted paragraph is ignored. */
const MAX_WORDS = 8;
/** The nearest spellings offered for a word the catalogue does not hold. */
const NEAREST = 3;
/** Below this trigram similarity a word is not taken for a misspelling of another. */
const SIMILARITY = 0.4;
/** A last word shorter than this is not completed: 't' would match half the catalogue's words. */
const PREFIX_FROM = SEARCH_COMPLETES_FROM;
/** The shortest word search_terms holds (products_index_search, migration 0004). */
const SHORTEST_TERM = 3;
/** Words every wine is, as a shopper adds them to a search (folded, as the words of a search are): they narrow nothing. */
const SHOP_WORDS: ReadonlySet<string> = new Set(['wine', 'wines', 'vino', 'vinos', 'grape', 'grapes', 'uva', 'uvas']);
/** The completions offered for a word still being typed, shortest first. */
const COMPLETIONS = 5;

interface WordRow {
  word: string;
  position: number;
  /** A stop word of either language (`de`, `the`): it says nothing of a wine, and is left out. */
  stop: boolean;
  /** The word's stems (English and Spanish) that the catalogue's documents hold, or that are too short for the vocabulary. */
  known: string[];
  completions: string[] | null;
  nearest: string[] | null;
}

/** A tsquery lexeme, quoted so that no character of the shopper's text is read as an operator. */
function lexeme(word: string): string {
  return `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** Every word as one of the catalogue words it may stand for. */
function render(words: string[][]): string {
  return words.map((alternatives) => `(${alternatives.map(lexeme).join(' | ')})`).join(' & ');
}

/** A search held by at most this many wines is gathered from the search index first (see `searchConditions`). */
const GATHERED = 200;

/** The wines a search finds, as conditions over `products p`. */
export interface SearchConditions {
  /** For a page: their document (name, category, slogan, description) holds the search. */
  anywhere: SQL;
  /** For a page: their name alone holds it. */
  inName: SQL;
  /**
   * For a page in the wines' order that no other condition narrows: the wines of a tier (1: their name
   * holds the search; 2: only the rest of their document does) after the wine `after`, at most `rows` of
   * them, found by walking the search table alone (see `walkedInOrder`).
   */
  walk: (tier: 1 | 2, after: number | null, rows: number) => SQL;
  /** For counts and estimates: `anywhere` in a form whose rows the planner estimates from the index's statistics. */
  counted: SQL;
  /** For a sample of the search table, `product_search s`: the sampled row's document holds the search. */
  sampled: SQL;
  /** More wines hold it than a search gathers (GATHERED): too many to count at once. */
  many: boolean;
  /** How many wines on sale hold it by the planner's statistics, reckoned without asking the planner; none without statistics. */
  estimate?: number;
}

interface GatheredRow {
  /** Null when the names already hold more than a search gathers, or the statistics say that the documents do. */
  anywhere: number[] | null;
  in_name: number[];
}

/** A search's tsquery, and its words as the catalogue words each may stand for. */
interface SearchQuery {
  query: string;
  words: string[][];
}

const gatheredIds = (ids: number[]): SQL => sql`p.id = ANY(${intArray(ids)})`;
/** Checked wine by wine as a walk meets them: a subquery the planner cannot turn into a gathering join. */
const checkedOneByOne = (column: Document, search: string): SQL =>
  sql`(SELECT s.${sql.raw(column)} @@ ${search}::tsquery FROM product_search s WHERE s.product_id = p.id)`;
/**
 * The wines the search table holds (the wines on sale, migration 0022) that meet `holds`, a condition
 * on its row `s`, walked in the wines' order from `after` until `rows` are found: only those wines are
 * then read from products. Checking every wine of a walk of products through a subquery cost two to
 * five times as much (the page's statement took 3.7 against 1.7 ms for `viognier` at 100,000 wines),
 * and reading products in step with the search table 1.6 times as much again for a word in one name of
 * sixty. Inside coalesce the search is no condition the full-text index can answer, so the planner
 * cannot gather every match instead. Only for a page that no other condition narrows: a filter's own
 * index is then the walk to take, and this one would read on through the search table past wines the filter refuses.
 */
const walkedInOrder = (holds: SQL, after: number | null, rows: number): SQL =>
  sql`p.id IN (SELECT s.product_id FROM product_search s WHERE ${holds}${after === null ? sql`` : sql` AND s.product_id > ${after}`} ORDER BY s.product_id LIMIT ${rows})`;
const foundBy = (column: Document, search: string): SQL => sql`p.id IN (SELECT product_id FROM product_search WHERE ${sql.raw(column)} @@ ${search}::tsquery)`;

/**
 * Which wines a shopper's text finds; null when no wine can hold it (see searchQuery). The planner misjudges how many wines hold a search's words. For a word
 * beyond the most common of its sample it guesses 0.5 % of the catalogue, so for a word no wine holds,
 * or three do (a bodega's name), it walks the ids in page order expecting a match every two hundred
 * wines, and reads the whole catalogue (50 ms at 100,000 wines). For two words it multiplies their
 * shares, as if they were unrelated, so for words that go together (`late harvest`, in 2,813 names)
 * it expects 82 wines, gathers all 2,813 and sorts them (20 ms). So the wines of a search held by few
 * are gathered from the search index first and a page reads them by id, and those of a search held by
 * many are checked one by one as a page's walk meets them, which soon fills a page.
 *
 * `generation`: requests of one generation share a lookup under way (see `sharedWhileRunning`).
 */
export function searchConditions(db: Queryable, text: string, generation?: number): Promise<SearchConditions | null> {
  return sharedWhileRunning(db, `search:${text}`, generation, () => findSearch(db, text));
}

async function findSearch(db: Queryable, text: string): Promise<SearchConditions | null> {
  const [found, shares] = await Promise.all([searchQuery(db, text), wordShares(db)]);
  if (!found) return null;
  const { query: search, words } = found;
  // A word that the statistics find in more names or documents than a search gathers twice over is not
  // gathered there at all: the full-text index finds every match before the first is read (a bitmap), so
  // gathering a common search cost as much as its matches (3-5 ms of `tannat`'s 13 at 100,000 wines on
  // PGlite; 69 of `pinot noir`'s 117 ms in the documents at a million). For the same reason the names come
  // first: a name that holds the search is a document that does, so when more names than a search gathers
  // hold it, the documents are not gathered. Unused, a subquery never runs.
  const common = (column: Document) => shares !== null && heldByAtLeast(shares, column, words, 2 * GATHERED);
  const gatherNames = !common('name_document');
  const gatherDocuments = gatherNames && !common('search_document');
  const reckoned = shares ? Math.round(shareOf(shares, 'search_document', words) * shares.rows) : undefined;
  // Where the reckoning leaves the total to be counted (words that go together, `late harvest`: 79 by it,
  // 2,813 in fact), names are gathered up to where a count stops: past it, the names alone say that the
  // total is too many to count, which a count of its own found in 4 ms.
  const namesGathered = reckoned !== undefined && reckoned <= EXACT_COUNT_LIMIT ? EXACT_COUNT_LIMIT + 1 : GATHERED + 1;
  const [row] = gatherNames
    ? await rowsOf<GatheredRow>(
        db,
        sql`WITH named AS MATERIALIZED (SELECT ARRAY(SELECT product_id FROM product_search WHERE name_document @@ ${search}::tsquery LIMIT ${namesGathered}) AS ids)
            SELECT ids AS in_name,
                   CASE WHEN ${gatherDocuments} AND cardinality(ids) <= ${GATHERED} THEN ARRAY(SELECT product_id FROM product_search WHERE search_document @@ ${search}::tsquery LIMIT ${GATHERED + 1}) END AS anywhere
            FROM named`,
      )
    : [];
  const few = (ids: number[] | null): ids is number[] => ids !== null && ids.length <= GATHERED;
  const gathered = { search_document: row?.anywhere ?? null, name_document: row?.in_name ?? null };
  /** The wines whose `column` holds the search: by their gathered ids when few do, else as `unlessFew` finds them. */
  const holding = (column: Document, unlessFew: (column: Document, search: string) => SQL): SQL => {
    const ids = gathered[column];
    return few(ids) ? gatheredIds(ids) : unlessFew(column, search);
  };
  /** Whether the search row `s` holds the search in `column`: one of its gathered ids when few do, else checked as it is read. */
  const rowHolds = (column: Document): SQL => {
    const ids = gathered[column];
    return few(ids) ? sql`s.product_id = ANY(${intArray(ids)})` : sql`coalesce(s.${sql.raw(column)} @@ ${search}::tsquery, false)`;
  };
  const names = holding('name_document', checkedOneByOne);
  return {
    anywhere: holding('search_document', checkedOneByOne),
    inName: names,
    // A tier of few wines is read by their gathered ids; the names are never more than the documents.
    walk: (tier, after, rows) => {
      if (tier === 1) return few(gathered.name_document) ? names : walkedInOrder(rowHolds('name_document'), after, rows);
      if (few(gathered.search_document)) return sql`${gatheredIds(gathered.search_document)} AND NOT ${names}`;
      return walkedInOrder(sql`${rowHolds('search_document')} AND NOT ${rowHolds('name_document')}`, after, rows);
    },
    counted: holding('search_document', foundBy),
    sampled: sql`s.search_document @@ ${search}::tsquery`,
    many: !few(gathered.search_document),
    // The wines whose names hold the search are among those whose documents do.
    ...(reckoned !== undefined ? { estimate: Math.max(reckoned, gathered.name_document?.length ?? 0) } : {}),
  };
}

/**
 * Turns a shopper's text into a tsquery over the catalogue's own words (matched against a wine's
 * whole document, or its name alone), with those words, or null when some word can match nothing
 * (neither known, nor the start of a known word, nor close to one): such a search finds no wine, and
 * needs no scan.
 *
 * The words are split and folded by the database (the same parser and unaccent as the documents), so
 * `Rosé` and `rose`, `Viñedos` and `vinedos` are one word. The documents hold each text's words
 * stemmed in its own language (migration 0011), and a shopper may type either: a word stands for its
 * English and its Spanish stem (`vinos` for `vino` or `vin`), and a stop word of either language is
 * left out. A word the catalogue lacks is replaced by its nearest spellings by trigram similarity
 * (`tanat` → `tannat`). The last word, while it is still being typed, also stands for the words it
 * starts (`reser` → `reserv`, though Spanish stems `reser` to a word of its own, `res`).
 */
async function searchQuery(db: Queryable, text: string): Promise<SearchQuery | null> {
  const typing = !/\s$/.test(text);
  const rows = await rowsOf<WordRow>(
    db,
    sql`WITH words AS (
          SELECT w.lexeme AS word, w.positions[1] AS position
          FROM unnest(to_tsvector('simple', catalogue_fold(${text}))) AS w
          ORDER BY w.positions[1] LIMIT ${MAX_WORDS}
        ), stems AS (
          SELECT word, position, coalesce(ts_lexize('english_stem', word), ARRAY[word]) AS english, coalesce(ts_lexize('spanish_stem', word), ARRAY[word]) AS spanish
          FROM words
        ), known AS (
          SELECT word, position, cardinality(english) = 0 OR cardinality(spanish) = 0 AS stop,
            ARRAY(SELECT DISTINCT s FROM unnest(english || spanish) AS s WHERE length(s) < ${SHORTEST_TERM} OR EXISTS (SELECT 1 FROM search_terms WHERE term = s)) AS known
          FROM stems
        )
        SELECT word, position, stop, known,
          -- A word the catalogue lacks is completed or respelt, and the word still being typed is completed
          -- whether or not it is a word already (\`mal\` on its way to \`malbec\`): CASE runs these lookups for them alone.
          CASE WHEN NOT stop AND length(word) >= ${PREFIX_FROM} AND (cardinality(known) = 0 OR (${typing} AND position = (SELECT max(position) FROM known WHERE NOT stop))) THEN ARRAY(SELECT term FROM search_terms WHERE term LIKE replace(replace(replace(word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
                ORDER BY length(term), term LIMIT ${COMPLETIONS}) END AS completions,
          CASE WHEN NOT stop AND cardinality(known) = 0 THEN ARRAY(SELECT term FROM search_terms WHERE term % word AND similarity(term, word) >= ${SIMILARITY}
                ORDER BY term <-> word, term LIMIT ${NEAREST}) END AS nearest
        FROM known
        ORDER BY position`,
  );
  const meaningful = rows.filter((row) => !row.stop);
  // `vino tinto` is `tinto` in a wine shop: not every red's text says `vino`. Alone, `vino` still searches.
  const telling = meaningful.filter((row) => !SHOP_WORDS.has(row.word));
  const words = telling.length > 0 ? telling : meaningful;
  if (words.length === 0) return null;
  const last = words.reduce((latest, row) => (row.position > latest.position ? row : latest));
  // Whole catalogue words only, never a prefix (`:*`): the index finds a word at once, and the planner
  // knows how many wines hold it; a prefix is a scan of the index it cannot estimate.
  const alternatives: string[][] = [];
  for (const row of words) {
    const typed = typing && row === last && row.word.length >= PREFIX_FROM;
    if (typed && row.completions?.length) alternatives.push([...new Set([...row.known, ...row.completions])]);
    else if (row.known.length > 0) alternatives.push(row.known);
    else if (row.nearest?.length) alternatives.push(row.nearest);
    else return null;
  }
  return { query: render(alternatives), words: alternatives };
}
