import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { tokens } from './schema';
import { sessionExpired } from '../http/problem';

/**
 * Advisory lock keys, in one namespace of this app's own. A reset deletes every table in an order no
 * request could share, so instead of row locks it takes WRITES exclusively, and every write takes it
 * shared: writes run alongside each other, and a reset runs alone, before or after them, never among
 * them. Nobody waits on a row lock held by the other side, so they cannot deadlock.
 */
const NAMESPACE = 0x43454c4c; // "CELL"
export const LOCKS = { writes: 1, migrations: 2 } as const;

/** How long a write waits for a reset to finish before it is told to retry. */
const WRITE_LOCK_TIMEOUT = '10s';

export interface WriteOptions {
  /** The token the write was authenticated with; it must still exist once the lock is held (a reset removes every token). */
  tokenId?: number;
}

/** Runs `work` in a transaction that no reset can interleave with. */
export function withWriteLock<T>(db: Database, work: (tx: Transaction) => Promise<T>, { tokenId }: WriteOptions = {}): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${WRITE_LOCK_TIMEOUT}'`));
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${NAMESPACE}, ${LOCKS.writes})`);
    if (tokenId !== undefined) {
      const [live] = await tx
        .select({ id: tokens.id })
        .from(tokens)
        .where(and(eq(tokens.id, tokenId), gt(tokens.expiresAt, new Date())));
      if (!live) throw sessionExpired();
    }
    return work(tx);
  });
}

/** Runs `work` in a transaction while no write runs: the demo reset. */
export function withEveryWriteHeld<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NAMESPACE}, ${LOCKS.writes})`);
    return work(tx);
  });
}

/** The statement that holds the migration lock for a session, and the one that gives it back. */
export const migrationLock = {
  take: `select pg_advisory_lock(${NAMESPACE}, ${LOCKS.migrations})`,
  give: `select pg_advisory_unlock(${NAMESPACE}, ${LOCKS.migrations})`,
};
