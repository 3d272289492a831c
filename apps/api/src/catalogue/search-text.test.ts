import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { resetDatabase } from '../db/seed';
import { openTestDatabase } from '../testing/test-server';
import { searchConditions } from './search-text';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  drop = opened.drop;
  await resetDatabase(db);
});
afterAll(() => drop?.());

/** The database as `searchConditions` sees it, counting the statements sent to it. */
function counting() {
  const sent = { statements: 0 };
  const recording = new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (query: SQL) => {
            sent.statements++;
            return target.execute(query);
          }
        : Reflect.get(target, key, receiver),
  });
  return { recording, sent };
}

describe('searchConditions', () => {
  it('lets requests of one generation share a lookup under way, so a page and its facets look a search up once', async () => {
    const { recording, sent } = counting();
    const alone = await searchConditions(recording, 'tannat', 7);
    const once = sent.statements;
    expect(once).toBeGreaterThan(0);
    const [first, second] = await Promise.all([searchConditions(recording, 'tannat', 8), searchConditions(recording, 'tannat', 8)]);
    expect(sent.statements).toBe(2 * once);
    expect(second).toBe(first);
    expect(first).toEqual(alone);
  });

  it('never answers a request from a lookup of another generation (begun before a write it follows), nor from one that has ended', async () => {
    const { recording, sent } = counting();
    await searchConditions(recording, 'malbec', 1);
    const once = sent.statements;
    await Promise.all([searchConditions(recording, 'malbec', 1), searchConditions(recording, 'malbec', 2)]);
    expect(sent.statements).toBe(3 * once);
    await Promise.all([searchConditions(recording, 'malbec'), searchConditions(recording, 'malbec')]);
    expect(sent.statements).toBe(5 * once);
  });
});
