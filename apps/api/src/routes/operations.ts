import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { resetDatabase } from '../db/seed';
import { HttpProblem } from '../http/problem';
import type { Handlers } from '../http/contract';
import { sweepAvatars } from '../avatars/files';

export function operationsHandlers(database: DatabaseHandle, demoMode: boolean, uploads: string): Handlers {
  const reset = async () => {
    if (!demoMode) throw new HttpProblem(404, 'This shop is not in demo mode, so its data cannot be reset.');
    const started = Date.now();
    await resetDatabase(database.db, { demo: true });
    // The reset's accounts have no avatars. Files written since it started may belong to an upload that
    // has not committed yet; that upload removes its own file when it finds its session gone.
    await sweepAvatars(database.db, uploads, 0, started);
    return { status: 'reset' as const };
  };
  return {
    async getHealth(request) {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new HttpProblem(503, 'The database is not answering.');
      }
      return { status: 'ok' as const, database: database.kind };
    },
    resetDatabase: reset,
    resetDatabasePost: reset,
  };
}
