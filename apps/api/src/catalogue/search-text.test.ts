import { describe, expect, it } from 'vitest';
import { recordingStatements } from '../testing/recorded-statements';
import { seededTestDatabase } from '../testing/seeded-database';
import { searchConditions, type SearchConditions } from './search-text';
import { wordShares } from './word-shares';

const database = seededTestDatabase();

/** A lookup's conditions as values: its walks are functions, compared by the first page of each tier they give. */
const comparable = (found: SearchConditions | null) => found && { ...found, walk: [found.walk(1, null, 25), found.walk(2, null, 25)] };

/** The database, recording its statements, with the search table's statistics already read: they are read once a minute, not per lookup. */
async function recordingLookups() {
  const recorded = recordingStatements(database.db);
  await wordShares(recorded.recording);
  recorded.statements.length = 0;
  return recorded;
}

describe('searchConditions', () => {
  it('lets requests of one generation share a lookup under way, so a page and its facets look a search up once', async () => {
    const { recording, statements } = await recordingLookups();
    const alone = await searchConditions(recording, 'tannat', 7);
    const once = statements.length;
    expect(once).toBeGreaterThan(0);
    const [first, second] = await Promise.all([searchConditions(recording, 'tannat', 8), searchConditions(recording, 'tannat', 8)]);
    expect(statements.length).toBe(2 * once);
    expect(second).toBe(first);
    expect(comparable(first)).toEqual(comparable(alone));
  });

  it('never answers a request from a lookup of another generation (begun before a write it follows), nor from one that has ended', async () => {
    const { recording, statements } = await recordingLookups();
    await searchConditions(recording, 'malbec', 1);
    const once = statements.length;
    await Promise.all([searchConditions(recording, 'malbec', 1), searchConditions(recording, 'malbec', 2)]);
    expect(statements.length).toBe(3 * once);
    await Promise.all([searchConditions(recording, 'malbec'), searchConditions(recording, 'malbec')]);
    expect(statements.length).toBe(5 * once);
  });
});
