import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../db/client';
import { withEveryWriteHeld } from '../db/locks';
import { categories, storedImages, products, users } from '../db/schema';

/** Avatar bytes by name, the least recently read dropped first once either bound is reached. */
export class StoredImageCache {
  readonly #entries = new Map<string, Buffer>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(name: string): Buffer | undefined {
    const bytes = this.#entries.get(name);
    if (bytes) {
      // A Map iterates in insertion order, so re-inserting marks the entry as the most recently read.
      this.#entries.delete(name);
      this.#entries.set(name, bytes);
    }
    return bytes;
  }

  set(name: string, bytes: Buffer): void {
    this.delete(name);
    if (bytes.length > this.#maxBytes) return;
    this.#entries.set(name, bytes);
    this.#bytes += bytes.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(name: string): void {
    const bytes = this.#entries.get(name);
    if (!bytes) return;
    this.#entries.delete(name);
    this.#bytes -= bytes.length;
  }
}

/**
 * One cache per database handle, that is per instance, so that whatever deletes a row here (an upload
 * replacing a picture, a sweep) drops it from the cache without being wired to the image route.
 * Another instance may still answer a removed picture from its cache until it is evicted; its name
 * was only ever given to its owner, whose browser keeps it for a year anyway.
 */
const caches = new WeakMap<Database, StoredImageCache>();

function cacheOf(db: Database): StoredImageCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new StoredImageCache({ maxEntries: 200, maxBytes: 8 * 1024 * 1024 });
    caches.set(db, cache);
  }
  return cache;
}

// An uploaded image is named by a user's avatar, a wine's picture or a category's (the original dashboard's forms upload those).
const unnamed = sql`not exists (select 1 from ${users} where ${users.avatar} = ${storedImages.name})
  and not exists (select 1 from ${products} where ${products.img} = ${storedImages.name} or ${products.featuredImg} = ${storedImages.name})
  and not exists (select 1 from ${categories} where ${categories.img} = ${storedImages.name})`;

/** The bytes stored under an uploaded image's name (an avatar or a wine's picture), or null when no such image exists. */
export async function readUploadedImage(db: Database, name: string): Promise<Buffer | null> {
  const cache = cacheOf(db);
  const cached = cache.get(name);
  if (cached) return cached;
  const [row] = await db.select({ bytes: storedImages.bytes }).from(storedImages).where(eq(storedImages.name, name));
  if (!row) return null;
  // Copied into memory of its own (a driver's Buffer may be a view of a larger one), so the cache's byte count is what it keeps alive.
  const bytes = Buffer.from(new Uint8Array(row.bytes).buffer);
  cache.set(name, bytes);
  return bytes;
}

/**
 * Stores an upload in the transaction that names it, so a crash cannot leave one without the other.
 * The same picture uploaded again finds its row: touching its age (rather than doing nothing) locks
 * the row and keeps the hourly sweep, which takes only old unnamed rows, from deleting it under us.
 */
export async function storeUploadedImage(tx: Transaction, name: string, image: Buffer): Promise<void> {
  await tx
    .insert(storedImages)
    .values({ name, bytes: image })
    .onConflictDoUpdate({ target: storedImages.name, set: { createdAt: sql`now()` } });
}

/** Deletes an uploaded image's row in the caller's transaction if no user or wine names it any more. */
export async function deleteImageIfUnnamed(tx: Transaction, name: string): Promise<void> {
  await tx.delete(storedImages).where(and(eq(storedImages.name, name), unnamed));
}

/**
 * After a write in `tx` replaced `previous` with `current`, deletes the previous picture if nothing names it
 * any more. Returns its name, to forget once the transaction has committed (`forgetUploadedImage`).
 */
export async function dropReplacedImage(tx: Transaction, previous: string | null | undefined, current: string): Promise<string | null> {
  if (!previous || previous === current) return null;
  await deleteImageIfUnnamed(tx, previous);
  return previous;
}

/** Drops an uploaded image from this instance's cache once the transaction that may have deleted its row has committed. */
export function forgetUploadedImage(db: Database, name: string): void {
  cacheOf(db).delete(name);
}

async function deleteUnnamed(on: Queryable, olderThanMs: number | null): Promise<string[]> {
  const old = olderThanMs === null ? undefined : lt(storedImages.createdAt, sql`now() - ${olderThanMs}::double precision * interval '1 millisecond'`);
  const deleted = await on
    .delete(storedImages)
    .where(and(unnamed, old))
    .returning({ name: storedImages.name });
  return deleted.map((row) => row.name);
}

function forgetAll(db: Database, names: string[]): number {
  for (const name of names) forgetUploadedImage(db, name);
  return names.length;
}

/**
 * Deletes avatars no user names once `graceMs` old: what a reset cut off before its own sweep left.
 * Younger ones are left for the next sweep, since the statement cannot see an upload that is still
 * committing, and one that re-uses an old row makes it young again (see `storeUploadedImage`).
 */
export async function sweepAvatars(db: Database, graceMs: number): Promise<number> {
  return forgetAll(db, await deleteUnnamed(db, graceMs));
}

/** Deletes every avatar no user names, while no write runs, so no upload can be committing: after a reset. */
export async function deleteUnnamedAvatars(db: Database): Promise<number> {
  return forgetAll(db, await withEveryWriteHeld(db, (tx) => deleteUnnamed(tx, null)));
}
