import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from './database';
import { tokens } from './schema';
import { SessionEnded } from './errors';
import { rowsOf } from './rows';

/**
 * Advisory lock keys, in one namespace of this app's own. A reset deletes every table in an order no
 * request could share, so instead of row locks it takes WRITES exclusively, and every write takes it
 * shared: writes run alongside each other, and a reset runs alone, before or after them, never among
 * them. Nobody waits on a row lock held by the other side, so they cannot deadlock.
 */
const NAMESPACE = 0x43454c4c; // "CELL"
/**
 * `staff`: every write made with a token holds it shared and a removal from the staff exclusively, so
 * a removal waits for the writes already under way and the writes that come after it see it.
 */
export const LOCKS = { writes: 1, migrations: 2, staff: 3 } as const;

/** How long a write waits for a reset to finish before it is told to retry. */
const WRITE_LOCK_TIMEOUT = '10s';

export interface WriteOptions {
  /** The token the write was authenticated with; it must still exist once the locks are held (a reset or a removal deletes it). */
  tokenId?: number;
  /** The write removes someone from the staff: it runs alone among the writes made with a token. */
  removesStaff?: boolean;
  /** The write changes what the catalogue's reads show and announces it: it takes the next catalogue version (see schema.ts). */
  changesCatalogue?: boolean;
}

export interface WriteContext {
  /** The catalogue version this write took, when it asked for one. */
  version: number | null;
}

/** How a write holds the staff lock: not at all (checkout), shared (any other write with a token), or alone (a removal). */
type StaffLock = 'none' | 'shared' | 'exclusive';

const STAFF_LOCK: Record<StaffLock, SQL> = {
  none: sql`null`,
  shared: sql`pg_advisory_xact_lock_shared(${NAMESPACE}, ${LOCKS.staff})`,
  exclusive: sql`pg_advisory_xact_lock(${NAMESPACE}, ${LOCKS.staff})`,
};

/**
 * The first common table expressions of every write: the lock timeout, then the shared write lock (and
 * the staff lock, when asked), then the session check, as `gate (live)`. Materialised, so they run in
 * that order and the timeout applies to the locks' waits; whatever the statement writes must select
 * from `gate where live`. Under the staff lock the token's row is locked too: a token a removal
 * deleted while this statement waited for the lock is then seen as gone, though the statement's
 * snapshot is older than the removal.
 */
export function writeGate(tokenId?: number, staffLock: StaffLock = 'none', announcesCatalogue = false): SQL {
  const token = tokenId ?? null;
  // A write that announces its catalogue changes itself quiets the trigger that announces outside writes (migration 0009).
  const announced = announcesCatalogue ? sql`, set_config('cellar.catalogue_announced', 'on', true)` : sql``;
  return sql`timeout as materialized (select set_config('lock_timeout', ${WRITE_LOCK_TIMEOUT}, true)${announced}),
    held as materialized (
      select pg_advisory_xact_lock_shared(${NAMESPACE}, ${LOCKS.writes}) is not null as writes, ${STAFF_LOCK[staffLock]} is null as staff
      from timeout
    ),
    gate as materialized (
      select ${token}::integer is null or exists (
          select 1 from ${tokens} where ${tokens.id} = ${token}::integer and ${tokens.expiresAt} > now() ${staffLock === 'none' ? sql`` : sql`for share`}
        ) as live
      from held
    )`;
}

/**
 * Runs `work` in a transaction that no reset can interleave with. The lock timeout, the lock, the
 * session check and the catalogue version are one statement: one round trip before the work starts.
 */
export function withWriteLock<T>(db: Database, work: (tx: Transaction, context: WriteContext) => Promise<T>, options: WriteOptions = {}): Promise<T> {
  const { tokenId, removesStaff = false, changesCatalogue = false } = options;
  const staffLock: StaffLock = removesStaff ? 'exclusive' : tokenId === undefined ? 'none' : 'shared';
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ live: boolean; version: string | null }>(
      tx,
      sql`with ${writeGate(tokenId, staffLock, changesCatalogue)} select live, case when ${changesCatalogue} then nextval('catalogue_version') end as version from gate`,
    );
    if (!row?.live) throw new SessionEnded();
    return work(tx, { version: row.version === null ? null : Number(row.version) });
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
