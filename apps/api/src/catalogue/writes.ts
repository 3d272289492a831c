import type { ChangeFeed } from '../cache/change-feed';
import type { Database, Transaction } from '../db/client';
import { withWriteLock, type WriteOptions } from '../db/locks';
import { readsAltered, type CatalogueChange } from './cached-reads';

export interface CatalogueWrites {
  /**
   * The write path of the catalogue: runs `work` under the write lock with a catalogue version of its
   * own, and once it commits, every cached read its changes alter asks again, here and on the other
   * instances. A write that fails changes nothing but still gives its version up.
   */
  write<T>(work: (tx: Transaction) => Promise<{ value: T; changes: readonly CatalogueChange[] }>, options?: Omit<WriteOptions, 'changesCatalogue'>): Promise<T>;
  /** A write made in one statement of its own (checkout) committed with this version. */
  committed(version: number, changes: readonly CatalogueChange[]): void;
  /** The whole catalogue was written anew (the demo reset). */
  replaced(): void;
}

export function catalogueWrites(db: Database, feed: ChangeFeed): CatalogueWrites {
  return {
    async write<T>(work: (tx: Transaction) => Promise<{ value: T; changes: readonly CatalogueChange[] }>, options: Omit<WriteOptions, 'changesCatalogue'> = {}) {
      let version: number | null = null;
      let outcome: { value: T; changes: readonly CatalogueChange[] };
      try {
        outcome = await withWriteLock(
          db,
          (tx, context) => {
            version = context.version;
            return work(tx);
          },
          { ...options, changesCatalogue: true },
        );
      } catch (error) {
        feed.catalogueChanged(version, { now: [] });
        throw error;
      }
      feed.catalogueChanged(version, readsAltered(outcome.changes));
      return outcome.value;
    },
    committed: (version, changes) => feed.catalogueChanged(version, readsAltered(changes)),
    replaced: () => feed.catalogueChanged(null, 'everything'),
  };
}
