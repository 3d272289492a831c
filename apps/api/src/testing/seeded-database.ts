import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { resetDatabase } from '../db/seed';
import { openTestDatabase } from './test-server';

interface SeededDatabaseOptions {
  /** What the file's tests need beyond the demo catalogue. */
  prepare?: (db: Database) => Promise<unknown>;
  /** For `prepare`, when it seeds thousands of wines. */
  timeout?: number;
}

/**
 * A test file's own database holding the demo catalogue: opened and seeded before its tests run, and
 * dropped after them. Call it at the file's top level; read `.db` inside tests and hooks.
 */
export function seededTestDatabase({ prepare, timeout }: SeededDatabaseOptions = {}): { readonly db: Database } {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await resetDatabase(opened.database.db);
    await prepare?.(opened.database.db);
  }, timeout);
  afterAll(() => opened?.drop());
  return {
    get db() {
      if (!opened) throw new Error('The test database opens before the tests: read .db inside a test or hook.');
      return opened.database.db;
    },
  };
}
