import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export interface CachedSession {
  user: UserRow;
  tokenId: number;
  /** When the token itself expires (ms since the epoch). */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** How long a checked token is trusted without asking the database again. */
  ttlMs: number;
  /** The most tokens held; the oldest checked go first. */
  maxEntries: number;
}

/**
 * Tokens recently found valid, so an authenticated read does not look its token up every time. An
 * ended session or a changed account is forgotten at once by the instance that made the change, and
 * by the others when the database announces it (see the 0003 migration's triggers); `ttlMs` bounds
 * how long a missed announcement could matter. Writes check the token again inside their transaction.
 */
export class SessionCache {
  readonly #byHash = new Map<string, CachedSession & { trustedUntil: number }>();
  readonly #hashesByUser = new Map<number, Set<string>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #generation = 0;
  /** False while announcements may be missed: every token is then looked up. */
  enabled = true;

  constructor({ ttlMs, maxEntries }: SessionCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /**
   * Counts forgetting; read it before looking a token up and hand it to `set`, so that a lookup that
   * raced a logout does not bring the ended session back.
   */
  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const session = this.#byHash.get(tokenHash);
    if (!session) return undefined;
    if (now >= session.trustedUntil || now >= session.expiresAt) {
      this.#remove(tokenHash);
      return undefined;
    }
    return session;
  }

  set(tokenHash: string, session: CachedSession, generation: number, now = Date.now()): void {
    if (!this.enabled || generation !== this.#generation) return;
    this.#remove(tokenHash);
    this.#byHash.set(tokenHash, { ...session, trustedUntil: now + this.#ttlMs });
    let hashes = this.#hashesByUser.get(session.user.id);
    if (!hashes) this.#hashesByUser.set(session.user.id, (hashes = new Set()));
    hashes.add(tokenHash);
    if (this.#byHash.size > this.#maxEntries) this.#remove(this.#byHash.keys().next().value!);
  }

  /** Forgets every session of these accounts, or of everyone. */
  forget(userIds: Iterable<number> | 'everyone'): void {
    this.#generation++;
    if (userIds === 'everyone') {
      this.#byHash.clear();
      this.#hashesByUser.clear();
      return;
    }
    for (const id of userIds) {
      for (const hash of [...(this.#hashesByUser.get(id) ?? [])]) this.#remove(hash);
    }
  }

  #remove(tokenHash: string): void {
    const session = this.#byHash.get(tokenHash);
    if (!session) return;
    this.#byHash.delete(tokenHash);
    const hashes = this.#hashesByUser.get(session.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.#hashesByUser.delete(session.user.id);
  }
}
