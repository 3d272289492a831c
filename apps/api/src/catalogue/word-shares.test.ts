import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingStatements } from '../testing/recorded-statements';
import { seededTestDatabase } from '../testing/seeded-database';
import { estimateRows } from './totals';
import { heldByAtLeast, shareOf, wordShares } from './word-shares';

const database = seededTestDatabase();

afterEach(() => vi.useRealTimers());

describe('wordShares', () => {
  it('reckons a search as the planner does, from the same statistics', async () => {
    const shares = await wordShares(database.db);
    expect(shares).not.toBeNull();
    // Listed words, a word no wine holds, alternatives and words together.
    for (const words of [[['tannat']], [['malbec']], [['zzzz']], [['tannat', 'malbec']], [['tannat'], ['uruguay']], [['reserv', 'zzzz'], ['tannat']]]) {
      const query = words.map((alternatives) => `(${alternatives.map((word) => `'${word}'`).join(' | ')})`).join(' & ');
      const planned = await estimateRows(database.db, sql`SELECT 1 FROM product_search WHERE search_document @@ ${query}::tsquery`);
      expect(Math.max(1, Math.round(shareOf(shares!, 'search_document', words) * shares!.rows)), query).toBe(planned);
    }
  });

  it('takes one word for common only by what the statistics list, and never words together', async () => {
    const shares = (await wordShares(database.db))!;
    const [tannat] = await database.db.execute(sql`SELECT count(*)::int AS n FROM product_search WHERE name_document @@ 'tannat'::tsquery`).then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(tannat!.n).toBeGreaterThan(1);
    expect(heldByAtLeast(shares, 'name_document', [['tannat']], tannat!.n - 1)).toBe(true);
    expect(heldByAtLeast(shares, 'name_document', [['tannat', 'zzzz']], tannat!.n - 1)).toBe(true);
    expect(heldByAtLeast(shares, 'name_document', [['zzzz']], 1)).toBe(false);
    expect(heldByAtLeast(shares, 'name_document', [['tannat'], ['tannat']], 1)).toBe(false);
  });

  it('reads the statistics once for requests at once, and again only after a minute', async () => {
    const { recording, statements } = recordingStatements(database.db);
    const [first, second] = await Promise.all([wordShares(recording), wordShares(recording)]);
    expect(second).toBe(first);
    expect(await wordShares(recording)).toBe(first);
    expect(statements).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await wordShares(recording);
    expect(statements).toHaveLength(2);
  });
});
