import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The database as the code under test sees it, with every statement it sends recorded: what a test
 * reads to check which statements ran (their plans, or how many) without touching the code's own paths.
 */
export function recordingStatements(db: Database): { recording: Database; statements: SQL[] } {
  const statements: SQL[] = [];
  const recording = new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (query: SQL) => {
            statements.push(query);
            return target.execute(query);
          }
        : Reflect.get(target, key, receiver),
  });
  return { recording, statements };
}
