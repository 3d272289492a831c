import { sql } from 'drizzle-orm';
import type { ChangeFeed } from '../cache/change-feed';
import type { CatalogueWrites } from '../catalogue/writes';
import type { DatabaseHandle } from '../db/client';
import { resetDatabase } from '../db/seed';
import { HttpProblem } from '../http/problem';
import type { Handlers } from '../http/contract';
import { deleteUnnamedAvatars } from '../images/store';

export function operationsHandlers(database: DatabaseHandle, demoMode: boolean, feed: ChangeFeed, writes: CatalogueWrites): Handlers {
  const reset = async () => {
    if (!demoMode) throw new HttpProblem(404, 'notDemoMode');
    await resetDatabase(database.db, { demo: true });
    writes.replaced();
    feed.sessionsChanged('everyone');
    // The reset's accounts have no avatars, so the images of the accounts it removed go too.
    await deleteUnnamedAvatars(database.db);
    return { status: 'reset' as const };
  };
  return {
    async getHealth(request) {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new HttpProblem(503, 'databaseDown');
      }
      return { status: 'ok' as const, database: database.kind };
    },
    resetDatabase: reset,
    resetDatabasePost: reset,
  };
}
