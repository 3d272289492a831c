import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { rowsOf } from './rows';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL, pool: 3 });
});
afterAll(() => database?.close());

describe('the server’s PostgreSQL connections', () => {
  it('plan no parallel workers, on every pooled connection', async () => {
    const settings = await Promise.all(
      Array.from({ length: 3 }, () => rowsOf<{ workers: string; pid: number }>(database.db, sql`SELECT current_setting('max_parallel_workers_per_gather') AS workers, pg_backend_pid() AS pid, pg_sleep(0.05)`)),
    );
    expect(new Set(settings.map(([row]) => row!.pid)).size).toBe(3);
    expect(settings.map(([row]) => row!.workers)).toEqual(['0', '0', '0']);
  });
});
